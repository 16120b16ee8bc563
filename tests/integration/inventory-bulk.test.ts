// The manager's tools on the list: the exact age filter ("older than N days" is ageMinDays),
// the VIN and id filters (the add form's in-stock flag, the import preview, export selection)
// and the bulk status change, attacked by every role, read and write tokens, another
// organization's ids and bad input.
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeVehicleStatusesDocument } from '../../graphql/generated/operations/ChangeVehicleStatuses';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import { GetVehiclesByVinDocument } from '../../graphql/generated/operations/GetVehiclesByVin';
import type { CreateVehicleInput, VehicleStatus } from '../../graphql/generated/types';
import { vehicles, vehicleStatusChanges } from '../../server/db/schema';
import { VEHICLE_LIMITS } from '../../src/shared/inventory/vehicle';
import { graphql } from './support/clients';
import {
  createOtherOrganization,
  dataOf,
  errorCode,
  freshVehicle,
  inventorySnapshot,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
  walkVehicles,
} from './support/inventory';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let other: Awaited<ReturnType<typeof createOtherOrganization>>;
const as = sessionsFor(() => server);
const run = operationRunner(() => server);
const tokens = { read: '', write: '' };
const bearer = (scope: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[scope]}` });

beforeAll(async () => {
  server = await startTestServer();
  other = await createOtherOrganization(server);
  const owner = await as('owner@demo.test');
  for (const [scope, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `bulk-${scope}`, scopes } },
      owner,
    );
    tokens[scope] = created.data!.createApiToken.secret;
  }
});
afterAll(() => server.close());

/** Fresh vehicles of Demo Motors, `incoming`, for a test of its own. */
async function freshIds(count: number): Promise<string[]> {
  const editor = await as('editor@demo.test');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await run(
      CreateVehicleDocument,
      { input: freshVehicle({ status: 'incoming' }) as CreateVehicleInput },
      editor,
    );
    ids.push(dataOf(response).createVehicle.id);
  }
  return ids;
}

const rowsOf = (ids: string[]) =>
  server.database.db.select().from(vehicles).where(inArray(vehicles.id, ids)).orderBy(asc(vehicles.id));
const historyOf = (ids: string[]) =>
  server.database.db
    .select()
    .from(vehicleStatusChanges)
    .where(inArray(vehicleStatusChanges.vehicleId, ids))
    .orderBy(asc(vehicleStatusChanges.id));

const bulk = (ids: string[], status: VehicleStatus, headers: Record<string, string>, note?: string) =>
  run(ChangeVehicleStatusesDocument, { input: { ids, status, note } }, headers);

describe('the age filter: older than N days', () => {
  it.each(['owner@demo.test', 'editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'admin@demo.test'])(
    'gives %s exactly the vehicles older than 90 days',
    async (email) => {
      const headers = await as(email);
      const all = await walkVehicles(run, headers, { pageSize: 100 });
      const older = await walkVehicles(run, headers, { filter: { ageMinDays: 91 }, pageSize: 100 });
      const expected = all
        .filter((node) => node.daysInInventory > 90)
        .map((node) => node.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(older.map((node) => node.id).sort()).toEqual(expected);
    },
  );

  it.each(['read', 'write'] as const)('works for a %s token the same way', async (scope) => {
    const data = dataOf(await run(GetVehiclesDocument, { filter: { ageMinDays: 61 }, first: 100 }, bearer(scope)));
    expect(data.vehicles.totalCount).toBeGreaterThan(0);
    expect(data.vehicles.edges.every(({ node }) => node.daysInInventory > 60)).toBe(true);
  });

  it('refuses the agent (no inventory section) with FORBIDDEN', async () => {
    const response = await run(GetVehiclesDocument, { filter: { ageMinDays: 91 } }, await as('agent@demo.test'));
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect(response.data ?? null).toBeNull();
  });

  it("never gives another organization's owner Demo Motors' vehicles", async () => {
    const data = dataOf(
      await run(GetVehiclesDocument, { filter: { ageMinDays: 1 }, first: 100 }, await as(OTHER_OWNER)),
    );
    expect(data.vehicles.edges.map(({ node }) => node.id)).toEqual([other.vehicleId]);
  });

  it.each([
    [-1, 'filter.ageDaysMin must be a whole number between 0 and 100000.'],
    [100_001, 'filter.ageDaysMin must be a whole number between 0 and 100000.'],
  ])('refuses ageMinDays %s with BAD_USER_INPUT', async (ageMinDays, message) => {
    const response = await run(GetVehiclesDocument, { filter: { ageMinDays } }, await as('owner@demo.test'));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
  });
});

describe('finding vehicles by VIN and id', () => {
  it('finds a VIN of the organization however it is typed, and only that vehicle', async () => {
    const [id] = await freshIds(1);
    const [row] = await rowsOf([id!]);
    const typed = `${row!.vin.slice(0, 8).toLowerCase()} -${row!.vin.slice(8)}`;
    for (const headers of [await as('viewer@demo.test'), bearer('read'), bearer('write')]) {
      const data = dataOf(await run(GetVehiclesByVinDocument, { vins: [typed], first: 1 }, headers));
      expect(data.vehicles.edges).toEqual([
        {
          node: {
            id,
            vin: row!.vin,
            stockNumber: row!.stockNumber,
            year: 2021,
            make: 'Honda',
            model: 'CR-V',
            status: 'incoming',
          },
        },
      ]);
    }
  });

  it("does not find another organization's VIN or id, and the other organization does not find Demo Motors'", async () => {
    const [id] = await freshIds(1);
    const [row] = await rowsOf([id!]);
    const demo = await as('owner@demo.test');
    expect(dataOf(await run(GetVehiclesByVinDocument, { vins: [other.vin] }, demo)).vehicles.edges).toEqual([]);
    expect(
      dataOf(await run(GetVehiclesDocument, { filter: { ids: [other.vehicleId] } }, demo)).vehicles.totalCount,
    ).toBe(0);
    const rival = await as(OTHER_OWNER);
    expect(dataOf(await run(GetVehiclesByVinDocument, { vins: [row!.vin] }, rival)).vehicles.edges).toEqual([]);
    expect(
      dataOf(await run(GetVehiclesDocument, { filter: { ids: [id!, 'not-an-id'] } }, rival)).vehicles.totalCount,
    ).toBe(0);
  });

  it('gives exactly the vehicles of the ids asked for; ids that are not ids match nothing', async () => {
    const ids = await freshIds(2);
    const data = dataOf(
      await run(GetVehiclesDocument, { filter: { ids: [...ids, 'not-an-id'] } }, await as('editor@demo.test')),
    );
    expect(data.vehicles.edges.map(({ node }) => node.id).sort()).toEqual([...ids].sort());
    expect(data.vehicles.totalCount).toBe(2);
  });

  it('refuses more than 500 VINs or ids with BAD_USER_INPUT', async () => {
    const many = Array.from({ length: 501 }, (_, index) => `VIN${index}`);
    const byVin = await run(GetVehiclesByVinDocument, { vins: many }, await as('owner@demo.test'));
    expect(errorCode(byVin)).toBe('BAD_USER_INPUT');
    expect(byVin.errors?.[0]?.message).toBe('filter.vins may list at most 500; ask in parts.');
    const byId = await run(GetVehiclesDocument, { filter: { ids: many } }, await as('owner@demo.test'));
    expect(errorCode(byId)).toBe('BAD_USER_INPUT');
  });
});

describe('changeVehicleStatuses', () => {
  it.each(['owner@demo.test', 'editor@demo.test', 'admin@demo.test'])(
    'lets %s move several vehicles at once, each change recorded like a single change',
    async (email) => {
      const ids = await freshIds(3);
      await bulk([ids[0]!], 'frontline', await as('editor@demo.test'));
      const historyBefore = await historyOf(ids);
      const { changeVehicleStatuses } = dataOf(
        await bulk([...ids, ids[1]!], 'frontline', await as(email), ' Lot walk '),
      );
      expect(changeVehicleStatuses.changed).toBe(2);
      expect(changeVehicleStatuses.vehicles.map((vehicle) => [vehicle.id, vehicle.status])).toEqual(
        ids.map((id) => [id, 'frontline']),
      );
      const added = (await historyOf(ids)).filter((change) => !historyBefore.some((before) => before.id === change.id));
      expect(
        added
          .map(({ vehicleId, fromStatus, toStatus, note }) => ({ vehicleId, fromStatus, toStatus, note }))
          .sort((a, b) => a.vehicleId.localeCompare(b.vehicleId)),
      ).toEqual(
        [ids[1]!, ids[2]!]
          .sort()
          .map((vehicleId) => ({ vehicleId, fromStatus: 'incoming', toStatus: 'frontline', note: 'Lot walk' })),
      );
      expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['frontline', 'frontline', 'frontline']);
    },
  );

  it('marks sold vehicles as disposed today, like a single change', async () => {
    const ids = await freshIds(2);
    dataOf(await bulk(ids, 'sold', await as('owner@demo.test')));
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.status, row.disposedOn])).toEqual(
      rows.map(() => ['sold', new Date().toISOString().slice(0, 10)]),
    );
  });

  it('lets a write token move vehicles, and refuses a read token with 403 and nothing changed', async () => {
    const ids = await freshIds(2);
    const before = await inventorySnapshot(server);
    const refused = await bulk(ids, 'in_recon', bearer('read'));
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(await inventorySnapshot(server)).toEqual(before);
    expect(dataOf(await bulk(ids, 'in_recon', bearer('write'))).changeVehicleStatuses.changed).toBe(2);
  });

  it.each(['viewer@demo.test', 'user@demo.test', 'agent@demo.test'])(
    'refuses %s with FORBIDDEN and changes nothing',
    async (email) => {
      const ids = await freshIds(1);
      const before = await inventorySnapshot(server);
      const response = await bulk(ids, 'sold', await as(email));
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.data ?? null).toBeNull();
      expect(await inventorySnapshot(server)).toEqual(before);
    },
  );

  it("answers NOT_FOUND for another organization's id among its own, and changes none of them", async () => {
    const ids = await freshIds(2);
    const before = await inventorySnapshot(server);
    const otherBefore = await rowsOf([other.vehicleId]);
    const response = await bulk([...ids, other.vehicleId], 'sold', await as('owner@demo.test'));
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors?.[0]?.message).toBe(
      'Some of the chosen vehicles are not in your inventory (any more); nothing was changed. Reload the list and try again.',
    );
    expect(await inventorySnapshot(server)).toEqual(before);
    expect(await rowsOf([other.vehicleId])).toEqual(otherBefore);
  });

  it("answers NOT_FOUND to another organization's owner with Demo Motors' ids, and changes nothing", async () => {
    const ids = await freshIds(2);
    const before = await inventorySnapshot(server);
    const response = await bulk(ids, 'wholesaled', await as(OTHER_OWNER));
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await inventorySnapshot(server)).toEqual(before);
  });

  it.each([
    ['no ids', () => [] as string[], 'BAD_USER_INPUT', 'Choose at least one vehicle.'],
    [
      'a malformed id beside its own',
      (own: string[]) => [...own, 'not-an-id'],
      'NOT_FOUND',
      'Some of the chosen vehicles are not in your inventory (any more); nothing was changed. Reload the list and try again.',
    ],
    [
      'too many ids',
      (own: string[]) => [
        ...own,
        ...Array.from({ length: VEHICLE_LIMITS.maxBulkStatusChange }, () => crypto.randomUUID()),
      ],
      'BAD_USER_INPUT',
      'At most 200 vehicles can change status at once; choose fewer.',
    ],
  ])('refuses %s and changes nothing', async (_name, ids, code, message) => {
    const own = await freshIds(1);
    const before = await inventorySnapshot(server);
    const response = await bulk(ids(own), 'sold', await as('owner@demo.test'));
    expect(errorCode(response)).toBe(code);
    expect(response.errors?.[0]?.message).toBe(message);
    expect(await inventorySnapshot(server)).toEqual(before);
  });

  it('refuses a note that is too long, and a status that is not one, changing nothing', async () => {
    const ids = await freshIds(1);
    const before = await inventorySnapshot(server);
    const long = await bulk(ids, 'sold', await as('owner@demo.test'), 'x'.repeat(501));
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('The note must be at most 500 characters.');
    const unknown = await bulk(ids, 'parked' as VehicleStatus, await as('owner@demo.test'));
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(await inventorySnapshot(server)).toEqual(before);
    expect((await server.database.db.select().from(vehicles).where(eq(vehicles.id, ids[0]!)))[0]!.status).toBe(
      'incoming',
    );
  });
});
