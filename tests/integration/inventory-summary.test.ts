import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecodeVinDocument } from '../../graphql/generated/operations/DecodeVin';
import { GetInventorySummaryDocument } from '../../graphql/generated/operations/GetInventorySummary';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehicleAgeBucketsDocument } from '../../graphql/generated/operations/GetVehicleAgeBuckets';
import { GetVehicleMakesDocument } from '../../graphql/generated/operations/GetVehicleMakes';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import type { VehicleFilter } from '../../graphql/generated/types';
import { organizations } from '../../server/db/schema';
import { AGED_AFTER_DAYS, IN_STOCK_STATUSES } from '../../src/shared/inventory/vehicle';
import { startTestServer, type TestServer } from './support/server';
import {
  createOtherOrganization,
  dataOf,
  demoOrganizationId,
  errorCode,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
  walkVehicles,
} from './support/inventory';

// What the inventory screen shows around the list: age buckets, the summary, makes, VIN decoding,
// and cost withheld by the organization setting. The list itself is in inventory-queries.test.ts.

let server: TestServer;
const as = sessionsFor(() => server);
const run = operationRunner(() => server);
const walk = (headers: Record<string, string>, options: Parameters<typeof walkVehicles>[2]) =>
  walkVehicles(run, headers, options);

beforeAll(async () => {
  server = await startTestServer();
  await createOtherOrganization(server);
});
afterAll(() => server.close());

describe('age buckets, summary and makes', () => {
  it('counts each bucket for the filter, leaving the filter age out', async () => {
    const owner = await as('owner@demo.test');
    const filter: VehicleFilter = { status: [...IN_STOCK_STATUSES], ageBuckets: ['DAYS_61_90'] };
    const { vehicleAgeBuckets } = dataOf(await run(GetVehicleAgeBucketsDocument, { filter }, owner));
    const inStock = await walk(owner, { filter: { status: [...IN_STOCK_STATUSES] }, pageSize: 100 });
    expect(vehicleAgeBuckets.map((bucket) => bucket.bucket)).toEqual([
      'DAYS_0_30',
      'DAYS_31_60',
      'DAYS_61_90',
      'DAYS_OVER_90',
    ]);
    for (const bucket of vehicleAgeBuckets) {
      const expected = inStock.filter((node) => node.ageBucket === bucket.bucket).length;
      expect(bucket.count).toBe(expected);
    }
    expect(vehicleAgeBuckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(inStock.length);
  });

  it('summarizes the vehicles in stock: count, average age and how many are over 60 days', async () => {
    const owner = await as('owner@demo.test');
    const { inventorySummary } = dataOf(await run(GetInventorySummaryDocument, {}, owner));
    const inStock = await walk(owner, { filter: { status: [...IN_STOCK_STATUSES] }, pageSize: 100 });
    expect(inventorySummary.inStock).toBe(inStock.length);
    expect(inventorySummary.agedAfterDays).toBe(AGED_AFTER_DAYS);
    expect(inventorySummary.aged).toBe(inStock.filter((node) => node.daysInInventory > AGED_AFTER_DAYS).length);
    const average = inStock.reduce((sum, node) => sum + node.daysInInventory, 0) / inStock.length;
    expect(inventorySummary.averageAgeDays).toBeCloseTo(average, 1);
  });

  it('counts only the viewer organization vehicles', async () => {
    const otherOwner = await as(OTHER_OWNER);
    const { inventorySummary } = dataOf(await run(GetInventorySummaryDocument, {}, otherOwner));
    expect(inventorySummary).toMatchObject({ inStock: 1 });
    const { vehicleAgeBuckets } = dataOf(await run(GetVehicleAgeBucketsDocument, {}, otherOwner));
    expect(vehicleAgeBuckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(1);
  });

  it('refuses a bucket filter that cannot be right with BAD_USER_INPUT', async () => {
    const response = await run(
      GetVehicleAgeBucketsDocument,
      { filter: { yearMin: 2024, yearMax: 2020 } },
      await as('viewer@demo.test'),
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('lists makes with counts that add up to the inventory', async () => {
    const owner = await as('owner@demo.test');
    const { vehicleMakes } = dataOf(await run(GetVehicleMakesDocument, {}, owner));
    const { totalCount } = dataOf(await run(GetVehiclesDocument, { first: 1 }, owner)).vehicles;
    expect(vehicleMakes.reduce((sum, make) => sum + make.count, 0)).toBe(totalCount);
    expect(vehicleMakes.map((make) => make.make)).toContain('Toyota');
  });
});

describe('decodeVin', () => {
  it('decodes a valid VIN and explains an invalid one', async () => {
    const owner = await as('viewer@demo.test');
    const valid = dataOf(await run(DecodeVinDocument, { vin: ' 1hgcm82633a004352 ' }, owner)).decodeVin;
    expect(valid).toMatchObject({ vin: '1HGCM82633A004352', valid: true, problem: null, message: null });
    expect(valid.decoded).toMatchObject({
      modelYear: 2003,
      region: 'north_america',
      manufacturer: 'Honda',
      checkDigitValid: true,
    });
    const invalid = dataOf(await run(DecodeVinDocument, { vin: '1HGCM82633A00435O' }, owner)).decodeVin;
    expect(invalid).toMatchObject({ valid: false, problem: 'characters', decoded: null });
    expect(invalid.message).toMatch(/I, O or Q/);
  });
});

describe('cost withheld (hide_vehicle_cost)', () => {
  async function setHideCost(value: boolean) {
    const organizationId = await demoOrganizationId(server);
    await server.database.db
      .update(organizations)
      .set({ settings: { hide_vehicle_cost: value } })
      .where(eq(organizations.id, organizationId));
    server.app.viewers.clear(); // written behind the services' back
  }

  it('withholds cost and gross from non-owners while the setting is on, and only then', async () => {
    await setHideCost(true);
    try {
      for (const email of ['editor@demo.test', 'viewer@demo.test', 'user@demo.test']) {
        const { vehicles: page } = dataOf(await run(GetVehiclesDocument, { first: 50 }, await as(email)));
        for (const { node } of page.edges) {
          expect(node).toMatchObject({ costCents: null, potentialGrossCents: null, costWithheld: true });
        }
        const sort = await run(GetVehiclesDocument, { orderBy: { field: 'COST', direction: 'ASC' } }, await as(email));
        expect(errorCode(sort)).toBe('FORBIDDEN');
      }
      const owner = dataOf(await run(GetVehiclesDocument, { first: 50 }, await as('owner@demo.test'))).vehicles;
      expect(owner.edges.some(({ node }) => node.costCents !== null)).toBe(true);
      expect(owner.edges.every(({ node }) => !node.costWithheld)).toBe(true);
      const id = owner.edges[0]!.node.id;
      const single = dataOf(await run(GetVehicleDocument, { id }, await as('editor@demo.test'))).vehicle;
      expect(single).toMatchObject({ costCents: null, costWithheld: true });
    } finally {
      await setHideCost(false);
    }
    const { vehicles: page } = dataOf(await run(GetVehiclesDocument, { first: 50 }, await as('editor@demo.test')));
    expect(page.edges.some(({ node }) => node.costCents !== null)).toBe(true);
  });
});
