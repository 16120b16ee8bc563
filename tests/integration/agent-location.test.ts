// Dealers' coordinates through the graph (issue 32): the map pin (`setDealerLocation`) as each demo
// user and API token, another organization's and another agent's dealers (NOT_FOUND), bad points
// refused with nothing stored, the phone's position confirmed at a check-in, latitude/longitude
// columns on import, and route legs that never say 0.0 mi between two ZIP-centre dealers.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { and, eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckInDocument } from '../../graphql/generated/operations/CheckIn';
import { ImportDealersDocument } from '../../graphql/generated/operations/ImportDealers';
import { SetDealerLocationDocument } from '../../graphql/generated/operations/SetDealerLocation';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, dealers, organizations, territories, users } from '../../server/db/schema';
import { DEMO_TERRITORY_NAME } from '../../server/db/seed-dealers';
import { zipCentroid } from '../../server/services/market/zip';
import { todayIso } from '../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const AGENT = 'agent@demo.test';
const DEMO_USERS = [OWNER, 'editor@demo.test', 'viewer@demo.test', 'user@demo.test', AGENT, 'admin@demo.test'] as const;
const LOCATORS: readonly string[] = [OWNER, 'admin@demo.test', AGENT];
const CENTRE = zipCentroid('78704')!;
// A point a little way from the ZIP's centre: a real place in the ZIP, not its centroid.
const NEAR = { latitude: CENTRE.latitude + 0.01, longitude: CENTRE.longitude - 0.012 };

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;
const ids = { a: '', b: '', twin: '', other: '', rival: '' };
const tokens = { read: '', write: '' };
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const message = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message ?? '';
const typed = <T>(query: string) => parse(query) as TypedDocumentNode<T, Record<string, unknown>>;
const dealerRow = async (id: string) => (await db().select().from(dealers).where(eq(dealers.id, id)))[0]!;

type Answer = { errors?: readonly { message: string; extensions?: { code?: unknown } }[] };
async function refusedWithNothingStored<T extends Answer>(expected: string, act: () => Promise<T>): Promise<T> {
  const before = await rowCounts(db());
  const answer = await act();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(changedRows(before, await rowCounts(db()))).toEqual({});
  return answer;
}

/** Puts a dealer back on its ZIP's centroid (approximate), as it was made. */
const resetToZip = (id: string) =>
  db()
    .update(dealers)
    .set({ latitude: CENTRE.latitude, longitude: CENTRE.longitude, locationSource: 'zip' })
    .where(eq(dealers.id, id));

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  const rival = await createRivalOrganization(db());
  const [agent] = await db().select().from(users).where(eq(users.email, AGENT));
  const demoId = agent!.organizationId;
  const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights'] })
    .where(eq(organizations.id, demoId));
  const [austin] = await db()
    .select()
    .from(territories)
    .where(and(eq(territories.organizationId, demoId), eq(territories.name, DEMO_TERRITORY_NAME)));
  const [elsewhere] = await db()
    .insert(territories)
    .values({ organizationId: demoId, name: 'No agent here', postalCodes: ['78660'] })
    .returning();
  const insert = async (organizationId: string, territoryId: string | null, name: string, street: string | null) => {
    const [row] = await db()
      .insert(dealers)
      .values({
        organizationId,
        territoryId,
        name,
        matchName: name.toLowerCase(),
        zip: '78704',
        latitude: CENTRE.latitude,
        longitude: CENTRE.longitude,
        priority: 'P1',
        street,
      })
      .returning();
    return row!.id;
  };
  ids.a = await insert(demoId, austin!.id, 'Located Alpha Motors', '100 Barton Springs Rd');
  ids.b = await insert(demoId, austin!.id, 'Located Bravo Autos', '2400 S Lamar Blvd');
  ids.twin = await insert(demoId, austin!.id, 'Bravo Used Annex', '2400 S. Lamar Blvd.');
  ids.other = await insert(demoId, elsewhere!.id, 'Elsewhere Cars', null);
  ids.rival = await insert(rival.organization.id, null, 'Rival Located Motors', null);
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graph.run(
      OWNER,
      typed<{ createApiToken: { secret: string } }>(
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      ),
      { input: { name: `location ${name}`, scopes } },
    );
    tokens[name] = created.data!.createApiToken.secret;
  }
});
afterAll(async () => {
  await graph?.close();
  await database?.close();
});

describe('setDealerLocation (the map pin, or latitude/longitude typed in)', () => {
  it.each(DEMO_USERS)('as %s', async (email) => {
    await resetToZip(ids.a);
    const variables = { id: ids.a, location: NEAR };
    if (!LOCATORS.includes(email)) {
      await refusedWithNothingStored('FORBIDDEN', () => graph.run(email, SetDealerLocationDocument, variables));
      return;
    }
    const answer = await graph.run(email, SetDealerLocationDocument, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setDealerLocation).toMatchObject({
      location: NEAR,
      locationSource: 'pin',
      approximateLocation: false,
    });
    expect(await dealerRow(ids.a)).toMatchObject({ ...NEAR, locationSource: 'pin' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ids.a), eq(auditLog.action, 'dealer.located')));
    expect(audits.at(-1)?.after).toEqual({ ...NEAR, locationSource: 'pin' });
  });

  it('a write token sets it; a read token is FORBIDDEN with nothing stored', async () => {
    await resetToZip(ids.a);
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.runWithToken(tokens.read, SetDealerLocationDocument, { id: ids.a, location: NEAR }),
    );
    const written = await graph.runWithToken(tokens.write, SetDealerLocationDocument, { id: ids.a, location: NEAR });
    expect(written.errors).toBeUndefined();
    expect(written.data!.setDealerLocation.locationSource).toBe('pin');
  });

  it("answers NOT_FOUND for another organization's dealer and for a dealer outside the agent's territories, storing nothing", async () => {
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, SetDealerLocationDocument, { id: ids.rival, location: NEAR }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, SetDealerLocationDocument, { id: ids.a, location: NEAR }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(AGENT, SetDealerLocationDocument, { id: ids.other, location: NEAR }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, SetDealerLocationDocument, { id: 'not-a-uuid', location: NEAR }),
    );
  });

  it('refuses a point off the Earth, swapped coordinates and a point far from its ZIP, with a clear reason and nothing stored', async () => {
    const off = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, SetDealerLocationDocument, { id: ids.b, location: { latitude: 95, longitude: -97.7 } }),
    );
    expect(message(off)).toMatch(/Latitude is a number from -90 to 90/);
    const swapped = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, SetDealerLocationDocument, {
        id: ids.b,
        location: { latitude: CENTRE.longitude, longitude: CENTRE.latitude },
      }),
    );
    expect(message(swapped)).toMatch(/Latitude is a number/);
    const far = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, SetDealerLocationDocument, { id: ids.b, location: { latitude: 40.7128, longitude: -74.006 } }),
    );
    expect(message(far)).toMatch(/miles from ZIP 78704; a dealer's point is within 50 miles of its ZIP/);
    expect(await dealerRow(ids.b)).toMatchObject({
      latitude: CENTRE.latitude,
      longitude: CENTRE.longitude,
      locationSource: 'zip',
    });
  });
});

describe('the check-in offers the phone position', () => {
  it("stores the confirmed position as the dealer's point (source check_in); without it the point stays", async () => {
    await resetToZip(ids.b);
    const plain = await graph.run(AGENT, CheckInDocument, { input: { dealerId: ids.b, outcome: 'met' } });
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.checkIn.dealer).toMatchObject({ locationSource: 'zip' });
    const position = { latitude: CENTRE.latitude - 0.004, longitude: CENTRE.longitude + 0.006 };
    const confirmed = await graph.run(AGENT, CheckInDocument, {
      input: { dealerId: ids.b, outcome: 'interested', position },
    });
    expect(confirmed.errors).toBeUndefined();
    expect(await dealerRow(ids.b)).toMatchObject({ ...position, locationSource: 'check_in' });
  });

  it("refuses a position far from the dealer's ZIP, storing neither the visit nor the point", async () => {
    await resetToZip(ids.b);
    const answer = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(AGENT, CheckInDocument, {
        input: { dealerId: ids.b, outcome: 'met', position: { latitude: 29.4241, longitude: -98.4936 } },
      }),
    );
    expect(message(answer)).toMatch(/from ZIP 78704/);
  });
});

describe('importDealers with latitude and longitude', () => {
  it('places a row with both at its coordinates (source import), refuses half or bad ones by line, and keeps a pin when a later file has none', async () => {
    const csv = [
      'name,zip,priority,latitude,longitude',
      `Imported Point Motors,78704,P2,${NEAR.latitude},${NEAR.longitude}`,
      'Half Point Motors,78704,P2,30.25,',
      'Word Point Motors,78704,P2,north,west',
      'Far Point Motors,78704,P2,40.7128,-74.0060',
      'Zip Only Motors,78704,P3,,',
    ].join('\n');
    const answer = await graph.run(OWNER, ImportDealersDocument, { csv });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.importDealers).toMatchObject({ created: 2, updated: 0 });
    expect(answer.data!.importDealers.rejected.map((row) => row.line)).toEqual([3, 4, 5]);
    expect(answer.data!.importDealers.rejected[0]!.reason).toMatch(/both latitude and longitude/);
    expect(answer.data!.importDealers.rejected[1]!.reason).toMatch(/decimal degrees/);
    expect(answer.data!.importDealers.rejected[2]!.reason).toMatch(/within 50 miles/);
    const [imported] = await db().select().from(dealers).where(eq(dealers.name, 'Imported Point Motors'));
    expect(imported).toMatchObject({ ...NEAR, locationSource: 'import' });
    const [zipOnly] = await db().select().from(dealers).where(eq(dealers.name, 'Zip Only Motors'));
    expect(zipOnly).toMatchObject({ latitude: CENTRE.latitude, longitude: CENTRE.longitude, locationSource: 'zip' });
    // A later file naming the same dealer without coordinates updates it and keeps its point.
    const again = await graph.run(OWNER, ImportDealersDocument, {
      csv: 'name,zip,priority\nImported Point Motors,78704,P1',
    });
    expect(again.data!.importDealers).toMatchObject({ created: 0, updated: 1 });
    expect(await dealerRow(imported!.id)).toMatchObject({ ...NEAR, locationSource: 'import', priority: 'P1' });
  });
});

describe('route legs between dealers placed by their ZIP', () => {
  const PLAN = `query ($input: RoutePlanInput!) { planRoute(input: $input) { gpx ics csv legs { dealer { id approximateLocation } miles travelMinutes distance } } }`;
  type Leg = {
    dealer: { id: string; approximateLocation: boolean };
    miles: number;
    travelMinutes: number;
    distance: string;
  };
  const plan = (stops: string[]) =>
    graph.run(AGENT, typed<{ planRoute: { gpx: string; ics: string; csv: string; legs: Leg[] } }>(PLAN), {
      input: {
        day: todayIso(),
        start: { latitude: 30.2672, longitude: -97.7431 },
        startMinute: 480,
        endMinute: 1020,
        maxStops: 5,
        onlyThese: true,
        stops: stops.map((dealerId) => ({ dealerId })),
      },
    });

  it('says "unknown" (never a measured 0.0 mi) for two ZIP-centre dealers, "same_address" for one street address, and marks them approximate in the exports', async () => {
    await Promise.all([resetToZip(ids.a), resetToZip(ids.b), resetToZip(ids.twin)]);
    const answer = await plan([ids.a, ids.b]);
    expect(answer.errors).toBeUndefined();
    const [first, second] = answer.data!.planRoute.legs;
    expect(first).toMatchObject({ distance: 'approximate', dealer: { approximateLocation: true } });
    expect(second).toMatchObject({ distance: 'unknown', miles: 0, travelMinutes: 0 });
    expect(answer.data!.planRoute.gpx).toContain('Approximate location (ZIP center)');
    expect(answer.data!.planRoute.ics).toContain('DESCRIPTION:Approximate location (ZIP center)');
    // The CSV's second stop: approximate, distance unknown, no 0 minutes or 0.0 miles written.
    expect(answer.data!.planRoute.csv.split('\r\n')[2]).toMatch(/,approximate,\d\d:\d\d,\d\d:\d\d,,,unknown$/);
    const twins = await plan([ids.b, ids.twin]);
    expect(twins.data!.planRoute.legs[1]!.distance).toBe('same_address');
  });

  it('measures a leg between two exactly placed dealers', async () => {
    await graph.run(OWNER, SetDealerLocationDocument, { id: ids.a, location: NEAR });
    await graph.run(OWNER, SetDealerLocationDocument, {
      id: ids.b,
      location: { latitude: CENTRE.latitude - 0.01, longitude: CENTRE.longitude + 0.01 },
    });
    const legs = (await plan([ids.a, ids.b])).data!.planRoute.legs;
    expect(legs.map((leg) => leg.distance)).toEqual(['measured', 'measured']);
    expect(legs[1]!.miles).toBeGreaterThan(0);
    expect(legs.every((leg) => !leg.dealer.approximateLocation)).toBe(true);
  });
});
