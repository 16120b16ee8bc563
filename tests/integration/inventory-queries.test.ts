import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecodeVinDocument } from '../../graphql/generated/operations/DecodeVin';
import { GetInventorySummaryDocument } from '../../graphql/generated/operations/GetInventorySummary';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehicleAgeBucketsDocument } from '../../graphql/generated/operations/GetVehicleAgeBuckets';
import { GetVehicleMakesDocument } from '../../graphql/generated/operations/GetVehicleMakes';
import { GetVehiclesDocument, type GetVehiclesQuery } from '../../graphql/generated/operations/GetVehicles';
import {
  GetVehiclesForExportDocument,
  type GetVehiclesForExportQuery,
} from '../../graphql/generated/operations/GetVehiclesForExport';
import type { VehicleFilter, VehicleOrder, VehicleSortField } from '../../graphql/generated/types';
import { vehicles } from '../../server/db/schema';
import { GRAPH_PAGE_MAX, GRAPH_PAGES } from '../../src/shared/graph-pages';
import { todayIso, shiftDate } from '../../src/shared/inventory/vehicle';
import { startTestServer, type TestServer } from './support/server';
import {
  createOtherOrganization,
  dataOf,
  demoOrganizationId,
  errorCode,
  freshVehicle,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
  walkVehicles,
} from './support/inventory';

let server: TestServer;
let other: Awaited<ReturnType<typeof createOtherOrganization>>;
const as = sessionsFor(() => server);
const run = operationRunner(() => server);

beforeAll(async () => {
  server = await startTestServer();
  other = await createOtherOrganization(server);
});
afterAll(() => server.close());

type Node = GetVehiclesQuery['vehicles']['edges'][number]['node'];

const walk = (headers: Record<string, string>, options: Parameters<typeof walkVehicles>[2]) =>
  walkVehicles(run, headers, options);

const READERS = ['owner@demo.test', 'editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'admin@demo.test'];

describe('vehicles: who may read', () => {
  it.each(READERS)('lets %s (inventory section) read the organization inventory', async (email) => {
    const data = dataOf(await run(GetVehiclesDocument, { first: 5 }, await as(email)));
    expect(data.vehicles.edges).toHaveLength(5);
    expect(data.vehicles.totalCount).toBeGreaterThanOrEqual(300);
    expect(data.vehicles.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses the agent (no inventory section) with FORBIDDEN for every query', async () => {
    const agent = await as('agent@demo.test');
    const { id } = (await server.database.db.select({ id: vehicles.id }).from(vehicles).limit(1))[0]!;
    const responses = await Promise.all([
      run(GetVehiclesDocument, {}, agent),
      run(GetVehicleDocument, { id }, agent),
      run(GetVehicleAgeBucketsDocument, {}, agent),
      run(GetInventorySummaryDocument, {}, agent),
      run(GetVehicleMakesDocument, {}, agent),
      run(DecodeVinDocument, { vin: '1HGCM82633A004352' }, agent),
    ]);
    for (const response of responses) {
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message).toBe('Not allowed: needs access to the Inventory section.');
    }
  });

  it('answers anonymous callers UNAUTHENTICATED', async () => {
    expect(errorCode(await run(GetVehiclesDocument, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await run(GetInventorySummaryDocument, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('vehicles: one organization never sees another', () => {
  it('lists only the viewer organization vehicles', async () => {
    const mine = dataOf(await run(GetVehiclesDocument, { first: 100 }, await as(OTHER_OWNER)));
    expect(mine.vehicles.totalCount).toBe(1);
    expect(mine.vehicles.edges.map((edge) => edge.node.id)).toEqual([other.vehicleId]);
    const demo = await walk(await as('owner@demo.test'), { pageSize: 100 });
    expect(demo.map((node) => node.id)).not.toContain(other.vehicleId);
  });

  it('answers NOT_FOUND for another organization vehicle, a missing id and a malformed id alike', async () => {
    const owner = await as('owner@demo.test');
    for (const id of [other.vehicleId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await run(GetVehicleDocument, { id }, owner);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(response.data).toBeNull();
    }
  });

  it('finds nothing of another organization by search, make or bucket', async () => {
    const owner = await as('owner@demo.test');
    const data = dataOf(await run(GetVehiclesDocument, { filter: { search: other.vin.slice(5, 12) } }, owner));
    expect(data.vehicles.edges.map((edge) => edge.node.vin)).not.toContain(other.vin);
    const makes = dataOf(await run(GetVehicleMakesDocument, {}, await as(OTHER_OWNER)));
    expect(makes.vehicleMakes).toEqual([{ make: 'Ford', count: 1 }]);
  });
});

describe('vehicle(id)', () => {
  it('returns the vehicle with its decoded VIN and both histories, newest first', async () => {
    const owner = await as('owner@demo.test');
    const [row] = await server.database.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.status, 'sold'), eq(vehicles.organizationId, await demoOrganizationId(server))))
      .limit(1);
    const { vehicle } = dataOf(await run(GetVehicleDocument, { id: row!.id }, owner));
    expect(vehicle).toMatchObject({ id: row!.id, vin: row!.vin, status: 'sold', disposedOn: row!.disposedOn });
    expect(vehicle.vinDecoding).toMatchObject({
      modelYear: row!.year,
      checkDigitValid: true,
      region: expect.any(String),
    });
    expect(vehicle.statusHistory.at(-1)).toMatchObject({ from: null, to: 'incoming' });
    expect(vehicle.statusHistory[0]).toMatchObject({ to: 'sold', changedBy: { name: expect.any(String) } });
    expect(vehicle.priceHistory.at(-1)).toMatchObject({ fromCents: null });
    expect(vehicle.priceHistory[0]!.toCents).toBe(row!.listPriceCents);
    // Days stop on the day it was sold.
    const days = Math.round((Date.parse(row!.disposedOn!) - Date.parse(row!.acquiredDate)) / 86_400_000);
    expect(vehicle.daysInInventory).toBe(Math.max(0, days));
  });
});

describe('vehicles: filters', () => {
  const cases: [string, VehicleFilter, (node: Node) => boolean][] = [
    ['status', { status: ['in_recon', 'incoming'] }, (node) => ['in_recon', 'incoming'].includes(node.status)],
    ['make, case-insensitive', { make: 'toyota' }, (node) => node.make === 'Toyota'],
    ['model', { model: 'cr-v' }, (node) => node.model === 'CR-V'],
    ['year range', { yearMin: 2020, yearMax: 2022 }, (node) => node.year >= 2020 && node.year <= 2022],
    [
      'price range',
      { priceMinCents: 1_500_000, priceMaxCents: 2_500_000 },
      (node) => node.listPriceCents! >= 1_500_000 && node.listPriceCents! <= 2_500_000,
    ],
    [
      'age range',
      { ageMinDays: 31, ageMaxDays: 60 },
      (node) => node.daysInInventory >= 31 && node.daysInInventory <= 60,
    ],
    [
      'age buckets',
      { ageBuckets: ['DAYS_0_30', 'DAYS_OVER_90'] },
      (node) => node.daysInInventory <= 30 || node.daysInInventory > 90,
    ],
    ['free text, two words', { search: 'honda cr-v' }, (node) => node.make === 'Honda' && node.model === 'CR-V'],
  ];

  it.each(cases)('narrows by %s, and only by it', async (_name, filter, holds) => {
    const owner = await as('owner@demo.test');
    const all = await walk(owner, { pageSize: 100 });
    const matching = await walk(owner, { filter, pageSize: 100 });
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every(holds)).toBe(true);
    expect(matching.length).toBe(all.filter(holds).length);
    const { vehicles: page } = dataOf(await run(GetVehiclesDocument, { filter, first: 1 }, owner));
    expect(page.totalCount).toBe(matching.length);
  });

  it('finds a vehicle by a lower-case VIN fragment and by stock number', async () => {
    const owner = await as('owner@demo.test');
    // One of Demo Motors' vehicles (the demo group's other rooftop has vehicles too).
    const [row] = await server.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.organizationId, await demoOrganizationId(server)))
      .limit(1);
    const byVin = await walk(owner, { filter: { search: row!.vin.slice(9, 15).toLowerCase() } });
    expect(byVin.map((node) => node.id)).toContain(row!.id);
    expect(byVin.every((node) => node.vin.includes(row!.vin.slice(9, 15)))).toBe(true);
    const byStock = await walk(owner, { filter: { search: row!.stockNumber } });
    expect(byStock.map((node) => node.id)).toEqual([row!.id]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    const data = dataOf(await run(GetVehiclesDocument, { filter: { search: '%' } }, await as('owner@demo.test')));
    expect(data.vehicles.totalCount).toBe(0);
  });

  it.each([
    [{ yearMin: 2023, yearMax: 2020 }, /yearMin/],
    [{ priceMinCents: -1 }, /priceCentsMin/],
    [{ ageMinDays: 1.5 }, /ageDaysMin|Int/],
    [{ search: 'x'.repeat(101) }, /search/],
  ])('refuses the filter %j with BAD_USER_INPUT', async (filter, message) => {
    const response = await run(GetVehiclesDocument, { filter: filter as VehicleFilter }, await as('owner@demo.test'));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(message);
  });
});

describe('vehicles: order and pagination', () => {
  const fields: [VehicleSortField, (node: Node) => string | number | null][] = [
    ['DAYS_IN_INVENTORY', (node) => -Date.parse(node.acquiredDate)],
    ['ACQUIRED_DATE', (node) => node.acquiredDate],
    ['YEAR', (node) => node.year],
    ['MILEAGE', (node) => node.mileage],
    ['LIST_PRICE', (node) => node.listPriceCents],
    ['COST', (node) => node.costCents],
    [
      'STATUS',
      (node) => ['incoming', 'in_recon', 'frontline', 'sale_pending', 'sold', 'wholesaled'].indexOf(node.status),
    ],
    ['STOCK_NUMBER', (node) => node.stockNumber],
  ];

  it.each(
    fields.flatMap(([field, key]) => (['ASC', 'DESC'] as const).map((direction) => [field, direction, key] as const)),
  )('walks every vehicle exactly once by %s %s, in order, 37 at a time', async (field, direction, key) => {
    const owner = await as('owner@demo.test');
    const nodes = await walk(owner, { orderBy: { field, direction }, pageSize: 37 });
    expect(nodes.length).toBeGreaterThanOrEqual(300);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    const keys = nodes.map(key);
    // Vehicles without the value (no list price yet) come last either way.
    const present = keys.filter((value) => value !== null);
    expect(keys.slice(present.length).every((value) => value === null)).toBe(true);
    const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
    expect(present).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
  });

  it('stays stable while vehicles are added: no repeats, nothing skipped', async () => {
    const owner = await as('owner@demo.test');
    const orderBy: VehicleOrder = { field: 'DAYS_IN_INVENTORY', direction: 'DESC' };
    const before = await walk(owner, { orderBy, pageSize: 100 });
    const first = dataOf(await run(GetVehiclesDocument, { orderBy, first: 40 }, owner)).vehicles;
    // New vehicles that sort into the first page, into the rest, and at the end.
    const organizationId = await demoOrganizationId(server);
    const oldest = before[0]!.acquiredDate;
    await server.database.db.insert(vehicles).values(
      [shiftDate(oldest, 1), before[20]!.acquiredDate, before[200]!.acquiredDate, todayIso()].map((acquiredDate) => ({
        ...freshVehicle({ acquiredDate }),
        organizationId,
        status: 'frontline' as const,
      })),
    );
    const seen = first.edges.map((edge) => edge.node.id);
    let after = first.pageInfo.endCursor;
    for (;;) {
      const page = dataOf(await run(GetVehiclesDocument, { orderBy, first: 40, after }, owner)).vehicles;
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const node of before) expect(seen).toContain(node.id);
  });

  it(`refuses a page size outside 1..${GRAPH_PAGE_MAX} and a cursor of another order`, async () => {
    const owner = await as('owner@demo.test');
    for (const first of [0, GRAPH_PAGE_MAX + 1, -3]) {
      expect(errorCode(await run(GetVehiclesDocument, { first }, owner))).toBe('BAD_USER_INPUT');
    }
    const { endCursor } = dataOf(await run(GetVehiclesDocument, { first: 3 }, owner)).vehicles.pageInfo;
    const other = await run(
      GetVehiclesDocument,
      { first: 3, after: endCursor, orderBy: { field: 'YEAR', direction: 'ASC' } },
      owner,
    );
    expect(errorCode(other)).toBe('BAD_USER_INPUT');
    expect(errorCode(await run(GetVehiclesDocument, { after: 'bm90IGEgY3Vyc29y' }, owner))).toBe('BAD_USER_INPUT');
  });
});

describe('export: the screen pages through the view with the export query', () => {
  it(`returns every vehicle of the view once, in order, ${GRAPH_PAGES.vehiclesExport} at a time (within the graph limits)`, async () => {
    const owner = await as('owner@demo.test');
    const orderBy: VehicleOrder = { field: 'LIST_PRICE', direction: 'DESC' };
    const expected = await walk(owner, { orderBy, pageSize: 37 });
    const exported: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const response = await run(
        GetVehiclesForExportDocument,
        { orderBy, first: GRAPH_PAGES.vehiclesExport, after },
        owner,
      );
      const connection: GetVehiclesForExportQuery['vehicles'] = dataOf(response).vehicles;
      exported.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(exported).toEqual(expected.map((node) => node.id));
  });
});
