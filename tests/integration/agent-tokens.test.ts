// The agent area over HTTP with API tokens (never agents: they read and write as settings holders
// when their scope allows), and territories' circle and cadence inputs (issue 19).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, organizations, territories, users } from '../../server/db/schema';
import { DEMO_DEALER_COUNT, DEMO_TERRITORY_NAME } from '../../server/db/seed-dealers';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const tokens = { read: '', write: '' };
let demoId: string;
let agentDealer: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const as = async (email: string) => cookieHeaders(await session(email));
const CREATE = 'mutation ($input: DealerInput!) { createDealer(input: $input) { id name territory { name } } }';
const CREATE_TERRITORY =
  'mutation ($input: TerritoryInput!) { createTerritory(input: $input) { id center { latitude longitude } radiusMiles cadenceWeeks { p1 p2 p3 } dealerCount } }';

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights'] })
    .where(eq(organizations.id, demoId));
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `agent ${name}`, scopes } },
      await as('owner@demo.test'),
    );
    tokens[name] = created.data!.createApiToken.secret;
  }
  const [dealer] = await db().select().from(dealers).where(eq(dealers.organizationId, demoId)).limit(1);
  agentDealer = dealer!.id;
});
afterAll(() => server.close());

describe('API tokens', () => {
  it('a read token reads every dealer and refuses writes, storing nothing', async () => {
    const listed = await graphql<{ dealers: { id: string }[] }>(
      server.baseUrl,
      '{ dealers { id } }',
      {},
      bearer(tokens.read),
    );
    expect(listed.data!.dealers).toHaveLength(DEMO_DEALER_COUNT);
    const before = await rowCounts(db());
    const refused = await graphql(
      server.baseUrl,
      CREATE,
      { input: { name: 'Token Read Motors', zip: '78704', priority: 'P1' } },
      bearer(tokens.read),
    );
    expect([refused.status, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('a write token manages dealers but never checks in (tokens are not agents)', async () => {
    const created = await graphql<{ createDealer: { id: string; name: string; territory: { name: string } | null } }>(
      server.baseUrl,
      CREATE,
      { input: { name: 'Token Write Motors', zip: '78745', priority: 'P1' } },
      bearer(tokens.write),
    );
    expect(created.data!.createDealer).toMatchObject({
      name: 'Token Write Motors',
      territory: { name: DEMO_TERRITORY_NAME },
    });
    const before = await rowCounts(db());
    const checkIn = await graphql(
      server.baseUrl,
      'mutation ($d: ID!) { checkIn(input: { dealerId: $d, outcome: met }) { id } }',
      { d: agentDealer },
      bearer(tokens.write),
    );
    expect(errorCode(checkIn)).toBe('FORBIDDEN');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

describe('territories', () => {
  it('an agent reads the territories they are the agent of, with their dealers', async () => {
    const answer = await graphql<{
      territories: { name: string; dealerCount: number; dealers: { id: string }[]; cadenceWeeks: { p1: number } }[];
    }>(
      server.baseUrl,
      '{ territories { name dealerCount dealers { id } cadenceWeeks { p1 } } }',
      {},
      await as('agent@demo.test'),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.territories.map((territory) => territory.name)).toEqual([DEMO_TERRITORY_NAME]);
    const [territory] = answer.data!.territories;
    expect(territory!.dealerCount).toBe(territory!.dealers.length);
    expect(territory!.cadenceWeeks.p1).toBe(2);
  });

  it('a territory takes a center and radius and a cadence per priority', async () => {
    const created = await graphql<{ createTerritory: Record<string, unknown> }>(
      server.baseUrl,
      CREATE_TERRITORY,
      {
        input: {
          name: 'Round Rock circle',
          postalCodes: [],
          center: { latitude: 30.5, longitude: -97.68 },
          radiusMiles: 12.5,
          cadenceWeeks: { p1: 1, p2: 3, p3: 8 },
        },
      },
      await as('owner@demo.test'),
    );
    expect(created.data!.createTerritory).toMatchObject({
      center: { latitude: 30.5, longitude: -97.68 },
      radiusMiles: 12.5,
      cadenceWeeks: { p1: 1, p2: 3, p3: 8 },
      dealerCount: 0,
    });
    const defaults = await graphql<{ createTerritory: Record<string, unknown> }>(
      server.baseUrl,
      CREATE_TERRITORY,
      { input: { name: 'Codes only', postalCodes: ['78613'] } },
      await as('owner@demo.test'),
    );
    expect(defaults.data!.createTerritory).toMatchObject({
      center: null,
      radiusMiles: null,
      cadenceWeeks: { p1: 2, p2: 4, p3: 13 },
    });
  });

  it.each([
    ['a center without a radius', { center: { latitude: 30, longitude: -97 } }, 'both a center and a radius'],
    ['a radius without a center', { radiusMiles: 10 }, 'both a center and a radius'],
    ['a radius over 250 miles', { center: { latitude: 30, longitude: -97 }, radiusMiles: 251 }, 'from 1 to 250 miles'],
    ['a radius under a mile', { center: { latitude: 30, longitude: -97 }, radiusMiles: 0.5 }, 'from 1 to 250 miles'],
    [
      'an impossible latitude',
      { center: { latitude: 91, longitude: -97 }, radiusMiles: 10 },
      'latitude from -90 to 90',
    ],
    ['a cadence of 0 weeks', { cadenceWeeks: { p1: 0, p2: 4, p3: 13 } }, 'from 1 to 52'],
    ['a cadence over a year', { cadenceWeeks: { p1: 2, p2: 4, p3: 53 } }, 'from 1 to 52'],
  ])('%s is refused, storing nothing', async (_name, change, reason) => {
    const before = await rowCounts(db());
    const answer = await graphql(
      server.baseUrl,
      CREATE_TERRITORY,
      { input: { name: 'Refused territory', postalCodes: [], ...change } },
      await as('owner@demo.test'),
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toContain(reason);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect(await db().select().from(territories).where(eq(territories.name, 'Refused territory'))).toEqual([]);
  });
});
