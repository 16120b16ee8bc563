import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { normaliseDealerName } from '../../src/shared/agent/dealer-name';
import { segmentKey } from '../../src/shared/market/records';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { hashPassword } from '../../server/auth/password';
import { dealers, marketRecords, organizations, territories, userPermissions, users } from '../../server/db/schema';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

// Territory insights and Dealer.market on a small set of market records in organizations of their
// own, against figures worked out by hand. Dates are relative to today: the graph reads today's day.

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;
const TODAY = todayIso();
const daysAgo = (days: number) => shiftDate(TODAY, days);

const run = <T>(email: string, query: string, variables: Record<string, unknown> = {}) =>
  graph.run(email, parse(query) as TypedDocumentNode<T, Record<string, unknown>>, variables);
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

const INSIGHTS = `query ($territoryId: ID) { territoryInsights(territoryId: $territoryId) {
  territory { name } dueToday overdue marketAvailable
  dealers { name market { listings averageDaysOnLot soldLast30Days agedShare priceToMarket pricedListings segments } }
} }`;
const DEALER_MARKET = `query ($id: ID!) { dealer(id: $id) { name market { listings soldLast30Days } } }`;

type Org = {
  id: string;
  agentEmail: string;
  otherAgentEmail: string;
  settingsEmail: string;
  userEmail: string;
  territoryId: string;
  otherTerritoryId: string;
  dealerIds: { hill: string; bare: string; fresh: string; south: string };
};

async function makeOrganization(name: string): Promise<Org> {
  const [organization] = await db()
    .insert(organizations)
    .values({ name, featureFlags: ['territory_insights'] })
    .returning();
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (local: string, type: 'agent' | 'user', role: 'EDITOR' | 'OWNER', sections: string[] = []) => {
    const email = `${local}@${slug}.test`;
    const [user] = await db()
      .insert(users)
      .values({ organizationId: organization!.id, email, firstName: local, lastName: name, role, type, passwordHash })
      .returning();
    if (sections.length > 0)
      await db()
        .insert(userPermissions)
        .values(sections.map((section) => ({ userId: user!.id, section })));
    return { email, id: user!.id };
  };
  const agent = await person('agent', 'agent', 'EDITOR');
  const otherAgent = await person('other-agent', 'agent', 'EDITOR');
  const settings = await person('settings', 'user', 'OWNER', ['territory_insights_settings']);
  const user = await person('user', 'user', 'EDITOR', ['dashboard']);
  const [territory] = await db()
    .insert(territories)
    .values({ organizationId: organization!.id, name: `${name} North`, postalCodes: ['75201'], agentUserId: agent.id })
    .returning();
  const [other] = await db()
    .insert(territories)
    .values({
      organizationId: organization!.id,
      name: `${name} South`,
      postalCodes: ['75202'],
      agentUserId: otherAgent.id,
    })
    .returning();
  const dealer = async (
    dealerName: string,
    zip: string,
    territoryId: string,
    lastVisitDaysAgo: number | null,
    priority: 'P1' | 'P2' | 'P3' = 'P1',
  ) => {
    const [row] = await db()
      .insert(dealers)
      .values({
        organizationId: organization!.id,
        territoryId,
        name: dealerName,
        matchName: normaliseDealerName(dealerName),
        zip,
        latitude: 32.78,
        longitude: -96.8,
        priority,
        lastVisitAt: lastVisitDaysAgo === null ? null : new Date(`${daysAgo(lastVisitDaysAgo)}T15:00:00Z`),
      })
      .returning();
    return row!.id;
  };
  const dealerIds = {
    hill: await dealer('Hill Country Motors, Inc.', '75201', territory!.id, 20),
    bare: await dealer('Bare Lot Autos', '75201', territory!.id, 14),
    fresh: await dealer('Fresh Visit Cars', '75201', territory!.id, 1),
    south: await dealer('South Side Auto', '75202', other!.id, null),
  };
  return {
    id: organization!.id,
    agentEmail: agent.email,
    otherAgentEmail: otherAgent.email,
    settingsEmail: settings.email,
    userEmail: user.email,
    territoryId: territory!.id,
    otherTerritoryId: other!.id,
    dealerIds,
  };
}

type Record_ = {
  dealerName: string | null;
  zip?: string;
  make?: string;
  model?: string;
  year?: number;
  mileage?: number;
  priceCents: number;
  firstSeen: number;
  lastSeen?: number;
  sold?: number;
  channel?: 'retail' | 'wholesale';
  source?: 'marketplace' | 'vehicle_history';
};

async function addRecords(organizationId: string, records: Record_[]) {
  await db()
    .insert(marketRecords)
    .values(
      records.map((record) => ({
        organizationId,
        year: record.year ?? 2022,
        make: record.make ?? 'Toyota',
        model: record.model ?? 'Camry',
        segmentKey: segmentKey(record.make ?? 'Toyota', record.model ?? 'Camry'),
        mileage: record.mileage ?? 30_000,
        priceCents: record.priceCents,
        dealerName: record.dealerName,
        zip: record.zip ?? '75201',
        latitude: 32.78,
        longitude: -96.8,
        firstSeenOn: daysAgo(record.firstSeen),
        lastSeenOn: daysAgo(record.lastSeen ?? record.sold ?? 0),
        soldOn: record.sold === undefined ? null : daysAgo(record.sold),
        channel: record.channel ?? 'retail',
        source: record.source ?? 'marketplace',
      })),
    );
}

let org: Org;
let empty: Org;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  org = await makeOrganization('Insight Motors');
  empty = await makeOrganization('No Market Motors');
  await addRecords(org.id, [
    // Hill Country's current listings (unsold, seen in 7 days): three Camrys and one F-150, from any source.
    { dealerName: 'HILL COUNTRY MOTORS', priceCents: 2_200_000, firstSeen: 10 },
    { dealerName: 'Hill Country Motors LLC', priceCents: 2_000_000, firstSeen: 70, lastSeen: 2 },
    { dealerName: 'hill country motors', priceCents: 1_800_000, firstSeen: 30, lastSeen: 6 },
    {
      dealerName: 'Hill Country Motors',
      make: 'Ford',
      model: 'F-150',
      priceCents: 4_000_000,
      firstSeen: 61,
      source: 'vehicle_history',
    },
    // Sold 5 days ago after 20 days (counts in sold and days on lot), sold 40 days ago after 10 (days on lot only).
    { dealerName: 'Hill Country Motors', priceCents: 2_100_000, firstSeen: 25, sold: 5 },
    { dealerName: 'Hill Country Motors', priceCents: 1_900_000, firstSeen: 50, sold: 40 },
    // Not current (last seen 8 days ago) but within 90 days: days on lot 12.
    { dealerName: 'Hill Country Motors', priceCents: 2_000_000, firstSeen: 20, lastSeen: 8 },
    // Left out: another ZIP, wholesale, older than 90 days.
    { dealerName: 'Hill Country Motors', zip: '75202', priceCents: 9_900_000, firstSeen: 3 },
    { dealerName: 'Hill Country Motors', priceCents: 9_900_000, firstSeen: 3, channel: 'wholesale' },
    { dealerName: 'Hill Country Motors', priceCents: 9_900_000, firstSeen: 200, lastSeen: 100 },
    // Market comparables without a dealer.
    { dealerName: null, zip: '75209', priceCents: 2_000_000, firstSeen: 15, lastSeen: 1 },
    { dealerName: null, zip: '75209', make: 'Ford', model: 'F-150', priceCents: 4_000_000, firstSeen: 15, lastSeen: 1 },
    // Not comparables of a 2022 Camry with 30,000 miles (the pricing rule): three model years off; 90,000 miles (band 15,000–45,000).
    { dealerName: null, zip: '75209', year: 2019, priceCents: 500_000, firstSeen: 15, lastSeen: 1 },
    { dealerName: null, zip: '75209', mileage: 90_000, priceCents: 500_000, firstSeen: 15, lastSeen: 1 },
    // Bare Lot's one listing: a 2012 Civic nothing compares with.
    { dealerName: 'Bare Lot Autos', make: 'Honda', model: 'Civic', year: 2012, priceCents: 900_000, firstSeen: 5 },
  ]);
});

afterAll(async () => {
  await graph?.close();
  await database?.close();
});

describe('territoryInsights', () => {
  it("gives an agent their territory with its dealers' exact market figures", async () => {
    const answer = await run<{ territoryInsights: unknown[] }>(org.agentEmail, INSIGHTS);
    expect(answer.errors).toBeUndefined();
    // Each current listing against its comparables by the pricing rule (2022 ± 1, 15,000–45,000
    // miles, 150 mi; retail records seen in 30 days or sold in 180; itself left out). Camry retail:
    // 22000, 20000, 18000, 21000, 19000, 20000, 99000 (75202), 20000 (75209) = 239000. The 22000
    // listing's market: 217000 / 7 = 31000 → 70.97 %; 20000: 219000 / 7 = 31285.71 → 63.93 %;
    // 18000: 221000 / 7 = 31571.43 → 57.01 %; mean 63.97 → 64.0. The F-150 has one comparable
    // (75209): too few, left out.
    expect(answer.data?.territoryInsights).toEqual([
      {
        territory: { name: 'Insight Motors North' },
        // Hill (P1, visited 20 days ago, due 14 days after) is overdue; Bare (14 days ago) is due today; Fresh is not due.
        dueToday: 1,
        overdue: 1,
        marketAvailable: true,
        dealers: [
          // One listing, no comparables: "too few comparables" (priced 0), not a number.
          {
            name: 'Bare Lot Autos',
            market: {
              listings: 1,
              averageDaysOnLot: 5,
              soldLast30Days: 0,
              agedShare: 0,
              priceToMarket: null,
              pricedListings: 0,
              segments: [segmentKey('Honda', 'Civic')],
            },
          },
          { name: 'Fresh Visit Cars', market: null },
          {
            name: 'Hill Country Motors, Inc.',
            market: {
              listings: 4,
              // Days on lot of the records ending in 90 days: 10, 68, 24, 61, 20, 10, 12 → 205 / 7.
              averageDaysOnLot: 29.3,
              soldLast30Days: 1,
              // Older than 60 days: first seen 70 and 61 days ago → 2 of 4.
              agedShare: 0.5,
              priceToMarket: 64,
              pricedListings: 3,
              segments: [segmentKey('Toyota', 'Camry'), segmentKey('Ford', 'F-150')],
            },
          },
        ],
      },
    ]);
  });

  it('shows a settings holder every territory, and one when asked', async () => {
    const all = await run<{ territoryInsights: { territory: { name: string }; dealers: unknown[] }[] }>(
      org.settingsEmail,
      INSIGHTS,
    );
    expect(all.data?.territoryInsights.map((entry) => [entry.territory.name, entry.dealers.length])).toEqual([
      ['Insight Motors North', 3],
      ['Insight Motors South', 1],
    ]);
    const one = await run<{ territoryInsights: { territory: { name: string }; dueToday: number; overdue: number }[] }>(
      org.settingsEmail,
      INSIGHTS,
      { territoryId: org.otherTerritoryId },
    );
    expect(
      one.data?.territoryInsights.map(({ territory, dueToday, overdue }) => ({
        name: territory.name,
        dueToday,
        overdue,
      })),
    ).toEqual([{ name: 'Insight Motors South', dueToday: 1, overdue: 0 }]);
  });

  it("answers NOT_FOUND for another agent's territory and another organization's, FORBIDDEN for a user without access", async () => {
    expect(code(await run(org.agentEmail, INSIGHTS, { territoryId: org.otherTerritoryId }))).toBe('NOT_FOUND');
    expect(code(await run(org.settingsEmail, INSIGHTS, { territoryId: empty.territoryId }))).toBe('NOT_FOUND');
    expect(code(await run(org.userEmail, INSIGHTS))).toBe('FORBIDDEN');
    expect(code(await run(org.agentEmail, DEALER_MARKET, { id: org.dealerIds.south }))).toBe('NOT_FOUND');
  });

  it('says market data is unavailable in an organization without market records', async () => {
    const answer = await run<{ territoryInsights: { marketAvailable: boolean; dealers: { market: unknown }[] }[] }>(
      empty.agentEmail,
      INSIGHTS,
    );
    expect(answer.data?.territoryInsights.map((entry) => entry.marketAvailable)).toEqual([false]);
    expect(answer.data?.territoryInsights[0]?.dealers.map((dealer) => dealer.market)).toEqual([null, null, null]);
  });

  it("reads one dealer's market, and never another organization's records", async () => {
    const answer = await run<{ dealer: unknown }>(org.agentEmail, DEALER_MARKET, { id: org.dealerIds.hill });
    expect(answer.data?.dealer).toEqual({
      name: 'Hill Country Motors, Inc.',
      market: { listings: 4, soldLast30Days: 1 },
    });
    const rival = await run<{ dealer: unknown }>(empty.agentEmail, DEALER_MARKET, { id: empty.dealerIds.hill });
    expect(rival.data?.dealer).toEqual({ name: 'Hill Country Motors, Inc.', market: null });
  });
});
