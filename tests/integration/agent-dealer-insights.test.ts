// The partner's dealer insights (docs/metrics.md "Dealer insights"): figures worked by hand on a
// small market of a fresh organization; who may read them (the feature as a user flag or an
// organization flag; API tokens carry only the organization's); an organization without market.
import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetDealerInsightsDocument } from '../../graphql/generated/operations/GetDealerInsights';
import { hashPassword } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { marketRecords, organizations, users, vehicles } from '../../server/db/schema';
import { zipCentroid } from '../../server/services/market/zip';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { segmentKey } from '../../src/shared/market/records';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

const QUERY = print(GetDealerInsightsDocument);
const INSIGHT_OWNER = 'owner@insight.test';
const INSIGHT_EDITOR = 'editor@insight.test';
const BARE_OWNER = 'owner@bare.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const ids: Record<string, string> = {};
const secrets = { demoRead: '', insightRead: '' };

type Answer = Awaited<ReturnType<typeof graphql<{ dealerInsights: Record<string, unknown> }>>>;
async function as(who: string): Promise<Answer> {
  const headers =
    who in secrets
      ? { authorization: `Bearer ${secrets[who as keyof typeof secrets]}` }
      : cookieHeaders(await session(who));
  return graphql(server.baseUrl, QUERY, {}, headers);
}

async function organizationWith(
  name: string,
  featureFlags: string[],
  people: { email: string; role: 'OWNER' | 'EDITOR' }[],
) {
  const [organization] = await db().insert(organizations).values({ name, featureFlags }).returning();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, person] of people.entries()) {
    await db()
      .insert(users)
      .values({
        organizationId: organization!.id,
        email: person.email,
        firstName: name,
        lastName: `Person ${index + 1}`,
        role: person.role,
        passwordHash,
      });
  }
  return organization!.id;
}

const AUSTIN = zipCentroid('78745')!;
const NEW_YORK = zipCentroid('10001')!;

function record(
  organizationId: string,
  model: string,
  change: Partial<typeof marketRecords.$inferInsert>,
): typeof marketRecords.$inferInsert {
  return {
    organizationId,
    year: 2022,
    make: 'Insightmake',
    model,
    segmentKey: segmentKey('Insightmake', model),
    mileage: 30_000,
    priceCents: 2_500_000,
    zip: '78745',
    ...AUSTIN,
    firstSeenOn: daysAgo(20),
    lastSeenOn: daysAgo(2),
    soldOn: null,
    channel: 'retail',
    source: 'own_sales',
    ...change,
  };
}

const sold = (days: number) => ({ firstSeenOn: daysAgo(days + 10), lastSeenOn: daysAgo(days), soldOn: daysAgo(days) });

async function addVehicle(organizationId: string, stockNumber: string, change: Partial<typeof vehicles.$inferInsert>) {
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId,
      vin: `1INSIGHT00000${stockNumber.padStart(4, '0')}`,
      stockNumber,
      year: 2022,
      make: 'Insightmake',
      model: 'Alpha',
      mileage: 30_000,
      acquiredDate: daysAgo(10),
      costCents: 1_000_000,
      listPriceCents: null,
      status: 'frontline',
      ...change,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const insight = await organizationWith(
    'Insight Autos',
    ['account', 'marketplace_dealer_insights', 'territory_insights'],
    [
      { email: INSIGHT_OWNER, role: 'OWNER' },
      { email: INSIGHT_EDITOR, role: 'EDITOR' },
    ],
  );
  await organizationWith(
    'Bare Autos',
    ['account', 'marketplace_dealer_insights'],
    [{ email: BARE_OWNER, role: 'OWNER' }],
  );
  await db()
    .insert(marketRecords)
    .values([
      // Alpha: one listing, two sales in the 45 days, one older sale (a comparable, outside the window).
      record(insight, 'Alpha', {}),
      record(insight, 'Alpha', { priceCents: 2_400_000, ...sold(10) }),
      record(insight, 'Alpha', { priceCents: 2_600_000, ...sold(20) }),
      record(insight, 'Alpha', { priceCents: 3_000_000, ...sold(100) }),
      // Far outside the 150-mile radius: counted nowhere.
      record(insight, 'Alpha', { priceCents: 9_000_000, zip: '10001', ...NEW_YORK, ...sold(5) }),
      // Beta: two listings, one sale.
      record(insight, 'Beta', { priceCents: 1_000_000 }),
      record(insight, 'Beta', { priceCents: 1_100_000 }),
      record(insight, 'Beta', { priceCents: 1_050_000, ...sold(5) }),
      // Gamma: listed, never sold: no days supply, so not a fast seller.
      record(insight, 'Gamma', { priceCents: 1_500_000 }),
      // A wholesale sale is not retail supply or sales.
      record(insight, 'Beta', { priceCents: 800_000, channel: 'wholesale', source: 'auction', ...sold(3) }),
    ]);
  ids.alpha = await addVehicle(insight, 'I1', { acquiredDate: daysAgo(70), listPriceCents: 2_625_000 });
  ids.beta = await addVehicle(insight, 'I2', { model: 'Beta', listPriceCents: 1_000_000 });
  ids.betaUnpriced = await addVehicle(insight, 'I3', { model: 'Beta', acquiredDate: daysAgo(61) });
  await addVehicle(insight, 'I4', { status: 'sold', disposedOn: daysAgo(1), acquiredDate: daysAgo(90) });
  for (const [name, email] of [
    ['demoRead', 'owner@demo.test'],
    ['insightRead', INSIGHT_OWNER],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `insights-${name}`, scopes: ['read'] } },
      cookieHeaders(await session(email)),
    );
    secrets[name] = created.data!.createApiToken.secret;
  }
});
afterAll(() => server.close());

describe('dealer insights figures', () => {
  it('are the stock against its market, worked by hand', async () => {
    const answer = await as(INSIGHT_OWNER);
    expect(answer.errors).toBeUndefined();
    const vehicle = (id: string, stockNumber: string, model: string, listPriceCents: number | null) => ({
      id,
      stockNumber,
      year: 2022,
      make: 'Insightmake',
      model,
      trim: null,
      listPriceCents,
    });
    expect(answer.data!.dealerInsights).toEqual({
      organizationName: 'Insight Autos',
      marketAvailable: true,
      inStock: 3,
      // Alpha: 2,625,000 ÷ mean(2,500,000, 2,400,000, 2,600,000, 3,000,000) = 100.0; Beta: 1,000,000 ÷ 1,050,000 = 95.2.
      priceToMarket: 97.6,
      // 3 units ÷ ((2 Alpha + 1 Beta sales) ÷ 45 days).
      daysSupply: 45,
      // 70 and 61 days in stock (over 60).
      agedUnits: 2,
      fastSellers: [
        { segment: 'Insightmake Alpha', marketDaysSupply: 22.5, soldLast45Days: 2, averagePrice: 25_000, ownUnits: 1 },
        { segment: 'Insightmake Beta', marketDaysSupply: 90, soldLast45Days: 1, averagePrice: 10_500, ownUnits: 2 },
      ],
      // Oldest first, like the pricing grid.
      vehicles: [
        {
          vehicle: vehicle(ids.alpha!, 'I1', 'Alpha', 2_625_000),
          daysInStock: 70,
          priceToMarket: 100,
          marketDaysSupply: 22.5,
        },
        {
          vehicle: vehicle(ids.betaUnpriced!, 'I3', 'Beta', null),
          daysInStock: 61,
          priceToMarket: null,
          marketDaysSupply: 90,
        },
        {
          vehicle: vehicle(ids.beta!, 'I2', 'Beta', 1_000_000),
          daysInStock: 10,
          priceToMarket: 95.2,
          marketDaysSupply: 90,
        },
      ],
    });
  });

  it('are empty, and say so, without any market data', async () => {
    const answer = await as(BARE_OWNER);
    expect(answer.data!.dealerInsights).toEqual({
      organizationName: 'Bare Autos',
      marketAvailable: false,
      inStock: 0,
      priceToMarket: null,
      daysSupply: null,
      agedUnits: 0,
      fastSellers: [],
      vehicles: [],
    });
  });
});

describe('who reads dealer insights', () => {
  it.each([
    ['the demo OWNER (a user flag)', 'owner@demo.test', 'Demo Motors'],
    ['an EDITOR of an organization with the flag', INSIGHT_EDITOR, 'Insight Autos'],
    ['a read token of an organization with the flag', 'insightRead', 'Insight Autos'],
  ])('%s reads its own organization', async (_name, who, organizationName) => {
    const answer = await as(who);
    expect([answer.status, answer.errors]).toEqual([200, undefined]);
    expect(answer.data!.dealerInsights.organizationName).toBe(organizationName);
  });

  it.each(['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test', 'admin@demo.test', 'demoRead'])(
    '%s, without the feature, is FORBIDDEN',
    async (who) => {
      const answer = await as(who);
      expect([answer.status, errorCode(answer), answer.data ?? null]).toEqual([200, 'FORBIDDEN', null]);
      expect(answer.errors![0]!.message).toContain('Marketplace dealer insights');
    },
  );

  it('is refused to an anonymous caller', async () => {
    const answer = await graphql(server.baseUrl, QUERY, {});
    expect([errorCode(answer), answer.data ?? null]).toEqual(['UNAUTHENTICATED', null]);
  });
});

describe('the demo organization', () => {
  it('holds the flag on its OWNER only', async () => {
    const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
    expect(demo!.featureFlags).not.toContain('marketplace_dealer_insights');
    const holders = await db()
      .select({ email: users.email, flags: users.featureFlags })
      .from(users)
      .where(eq(users.organizationId, demo!.id));
    expect(
      holders.filter((user) => user.flags.includes('marketplace_dealer_insights')).map((user) => user.email),
    ).toEqual(['owner@demo.test']);
  });
});

describe('zipLocation (a territory center at a ZIP)', () => {
  const ZIP = 'query ($zip: String!) { zipLocation(zip: $zip) { latitude longitude } }';
  const ask = async (who: string, zip: string) =>
    graphql<{ zipLocation: { latitude: number; longitude: number } }>(
      server.baseUrl,
      ZIP,
      { zip },
      cookieHeaders(await session(who)),
    );

  it('is the ZIP centroid for a settings holder', async () => {
    expect((await ask(INSIGHT_OWNER, ' 78745 ')).data).toEqual({ zipLocation: AUSTIN });
  });

  it.each(['00000', '7874', 'abcde'])('names a ZIP it cannot place (%s)', async (zip) => {
    const answer = await ask(INSIGHT_OWNER, zip);
    expect([errorCode(answer), answer.data ?? null]).toEqual(['BAD_USER_INPUT', null]);
    expect(answer.errors![0]!.message).toContain(`ZIP code '${zip}'`);
  });

  it.each(['owner@demo.test', 'user@demo.test', INSIGHT_EDITOR])(
    'is FORBIDDEN to %s, who has no territory settings',
    async (who) => {
      const answer = await ask(who, '78745');
      expect([errorCode(answer), answer.data ?? null]).toEqual(['FORBIDDEN', null]);
    },
  );
});
