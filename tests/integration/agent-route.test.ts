import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, organizations, territories, users } from '../../server/db/schema';
import { todayIso } from '../../src/shared/inventory/vehicle';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
// Today: the dealers never visited are due today, and a plan is for a day the agent can still drive.
const DAY = todayIso();
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
// Our agent's dealers (a few never visited, so due), one of a territory without our agent, one of a rival.
let own: string[] = [];
let otherTerritoryDealer: string;
let rivalDealer: string;

async function as<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(server.baseUrl, query, variables, cookieHeaders(await session(email)));
}

const PLAN = /* GraphQL */ `
  query ($input: RoutePlanInput!) {
    planRoute(input: $input) {
      day
      method
      driveMinutes
      miles
      finishMinute
      gpx
      ics
      mapsLinks
      legs {
        dealer {
          id
          name
        }
        arriveMinute
        departMinute
        travelMinutes
        miles
      }
      leftOut {
        dealer {
          id
        }
        reason
      }
    }
  }
`;
type Plan = {
  day: string;
  method: string;
  driveMinutes: number;
  miles: number;
  finishMinute: number;
  gpx: string;
  ics: string;
  mapsLinks: string[];
  legs: {
    dealer: { id: string; name: string };
    arriveMinute: number;
    departMinute: number;
    travelMinutes: number;
    miles: number;
  }[];
  leftOut: { dealer: { id: string }; reason: string }[];
};
const input = (overrides: Record<string, unknown> = {}) => ({
  day: DAY,
  start: AUSTIN,
  startMinute: 480,
  endMinute: 1020,
  maxStops: 12,
  onlyThese: true,
  stops: own.slice(0, 4).map((dealerId) => ({ dealerId })),
  ...overrides,
});
const CREATE_TOKEN = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
    }
  }
`;
const plan = (email: string, overrides: Record<string, unknown> = {}) =>
  as<{ planRoute: Plan }>(email, PLAN, { input: input(overrides) });

async function insertDealers(
  organizationId: string,
  territoryId: string | null,
  names: string[],
  lastVisitAt: Date | null,
) {
  const rows = await server.database.db
    .insert(dealers)
    .values(
      names.map((name, index) => ({
        organizationId,
        territoryId,
        name,
        matchName: name.toLowerCase(),
        zip: '78701',
        priority: (['P1', 'P2', 'P3'] as const)[index % 3]!,
        latitude: AUSTIN.latitude + (index + 1) * 0.02,
        longitude: AUSTIN.longitude + (index % 2 ? 0.03 : -0.03),
        street: `${100 + index} Congress Ave`,
        city: 'Austin',
        state: 'TX',
        lastVisitAt,
      })),
    )
    .returning({ id: dealers.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const rival = await createRivalOrganization(db);
  const [demo] = await db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
  const [mine] = await db
    .insert(territories)
    .values({ organizationId: demo!.id, name: 'Route test north', postalCodes: [], agentUserId: agent!.id })
    .returning();
  const [theirs] = await db
    .insert(territories)
    .values({ organizationId: demo!.id, name: 'Route test south', postalCodes: [] })
    .returning();
  own = [
    ...(await insertDealers(
      demo!.id,
      mine!.id,
      ['Route Alpha Motors', 'Route Bravo Autos', 'Route Charlie Cars'],
      null,
    )),
    ...(await insertDealers(
      demo!.id,
      mine!.id,
      ['Route Delta Trucks', 'Route Echo Auto', 'Route Foxtrot Motors'],
      new Date(),
    )),
  ];
  otherTerritoryDealer = (await insertDealers(demo!.id, theirs!.id, ['Route Golf Motors'], null))[0]!;
  rivalDealer = (await insertDealers(rival.organization.id, null, ['Rival Route Motors'], null))[0]!;
});
afterAll(() => server.close());

describe('planRoute', () => {
  it("plans the agent's listed dealers, with GPX that parses back in driving order and one calendar event per stop", async () => {
    const answer = await plan('agent@demo.test');
    expect(answer.errors).toBeUndefined();
    const route = answer.data!.planRoute;
    expect(route.day).toBe(DAY);
    expect(route.method).toBe('exact');
    expect(route.legs.map((leg) => leg.dealer.id).sort()).toEqual(own.slice(0, 4).sort());
    expect(route.leftOut).toEqual([]);
    expect(route.driveMinutes).toBe(route.legs.reduce((sum, leg) => sum + leg.travelMinutes, 0));
    expect(route.legs.every((leg) => leg.departMinute - leg.arriveMinute >= 30)).toBe(true);
    const points = [...route.gpx.matchAll(/<rtept lat="([^"]+)" lon="([^"]+)"><name>([^<]*)<\/name>/g)].map(
      (match) => match[3],
    );
    expect(points).toEqual(route.legs.map((leg) => leg.dealer.name));
    expect(route.ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(route.ics).toContain(`DTSTART:${DAY.replaceAll('-', '')}T`);
    expect(route.mapsLinks).toHaveLength(1);
    expect(route.mapsLinks[0]).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=30\.267200%2C-97\.743100/,
    );
  });

  it('adds the dealers due by cadence on the day to the asked ones', async () => {
    const due = await as<{ dealers: { id: string }[] }>('agent@demo.test', `{ dealers(dueBy: "${DAY}") { id } }`);
    expect(due.data!.dealers.map((dealer) => dealer.id)).toEqual(expect.arrayContaining(own.slice(0, 3)));
    const answer = await plan('agent@demo.test', {
      onlyThese: false,
      maxStops: 50,
      endMinute: 1440,
      stops: [{ dealerId: own[4] }],
    });
    expect(answer.errors).toBeUndefined();
    const route = answer.data!.planRoute;
    const planned = [...route.legs, ...route.leftOut].map((stop) => stop.dealer.id).sort();
    expect(planned).toEqual([...new Set([...due.data!.dealers.map((dealer) => dealer.id), own[4]!])].sort());
    expect(planned).not.toContain(own[5]);
  });

  it('gives the same route for the same stops in any order, and keeps a fixed appointment', async () => {
    const forward = await plan('agent@demo.test', { stops: own.map((dealerId) => ({ dealerId })) });
    const backward = await plan('agent@demo.test', { stops: [...own].reverse().map((dealerId) => ({ dealerId })) });
    expect(forward.data!.planRoute.legs).toEqual(backward.data!.planRoute.legs);
    const appointment = await plan('agent@demo.test', {
      stops: [{ dealerId: own[0], appointmentMinute: 900, visitMinutes: 45 }, { dealerId: own[1] }],
    });
    const leg = appointment.data!.planRoute.legs.find((each) => each.dealer.id === own[0])!;
    expect(leg.departMinute).toBe(945);
  });

  it('leaves out, with its reason, a stop beyond the maximum', async () => {
    const route = (await plan('agent@demo.test', { maxStops: 3 })).data!.planRoute;
    expect(route.legs).toHaveLength(3);
    expect(route.leftOut.map((stop) => stop.reason)).toEqual(['over_max_stops']);
  });

  it("is allowed to a territory settings holder (the rival owner) for their organization's dealers only, FORBIDDEN to the rest", async () => {
    const holder = await plan('owner@rival.test', { stops: [{ dealerId: rivalDealer }] });
    expect(holder.errors).toBeUndefined();
    expect(holder.data!.planRoute.legs.map((leg) => leg.dealer.id)).toEqual([rivalDealer]);
    expect(errorCode(await plan('owner@rival.test', { stops: [{ dealerId: own[0] }] }))).toBe('NOT_FOUND');
    // Demo Motors lacks the territory insights feature: none of its people but the agent may plan.
    for (const email of [
      'owner@demo.test',
      'admin@demo.test',
      'editor@demo.test',
      'viewer@demo.test',
      'user@demo.test',
    ]) {
      expect(errorCode(await plan(email)), email).toBe('FORBIDDEN');
    }
  });

  it('answers NOT_FOUND to the agent for a dealer of another organization, one outside their territories, and a malformed id', async () => {
    expect(errorCode(await plan('agent@demo.test', { stops: [{ dealerId: rivalDealer }] }))).toBe('NOT_FOUND');
    expect(errorCode(await plan('agent@demo.test', { stops: [{ dealerId: otherTerritoryDealer }] }))).toBe('NOT_FOUND');
    expect(errorCode(await plan('agent@demo.test', { stops: [{ dealerId: 'not-an-id' }] }))).toBe('NOT_FOUND');
  });

  it('is answered to API tokens of a settings holder, read or write scope, and refused without a session', async () => {
    for (const scopes of [['read'], ['read', 'write']]) {
      const created = await as<{ createApiToken: { secret: string } }>('owner@rival.test', CREATE_TOKEN, {
        input: { name: `Routes ${scopes.join(' ')}`, scopes },
      });
      expect(created.errors).toBeUndefined();
      const answer = await graphql<{ planRoute: Plan }>(
        server.baseUrl,
        PLAN,
        { input: input({ stops: [{ dealerId: rivalDealer }] }) },
        { authorization: `Bearer ${created.data!.createApiToken.secret}` },
      );
      expect(answer.errors, scopes.join(',')).toBeUndefined();
      expect(answer.data!.planRoute.legs.map((leg) => leg.dealer.id)).toEqual([rivalDealer]);
    }
    expect(errorCode(await graphql(server.baseUrl, PLAN, { input: input() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad day, impossible hours and too many stops with BAD_USER_INPUT naming the problem', async () => {
    const badDay = await plan('agent@demo.test', { day: '2026-02-30' });
    expect(errorCode(badDay)).toBe('BAD_USER_INPUT');
    expect(badDay.errors![0]!.message).toBe("The day is a date as YYYY-MM-DD, not '2026-02-30'.");
    const hours = await plan('agent@demo.test', { startMinute: 1020, endMinute: 480 });
    expect(errorCode(hours)).toBe('BAD_USER_INPUT');
    expect(hours.errors![0]!.message).toBe('The working day must end after it starts.');
    const tooMany = await plan('agent@demo.test', { maxStops: 51 });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0]!.message).toBe('Maximum stops must be a whole number from 1 to 50.');
    const window = await plan('agent@demo.test', { stops: [{ dealerId: own[0], appointmentMinute: 1200 }] });
    expect(errorCode(window)).toBe('BAD_USER_INPUT');
  });
});
