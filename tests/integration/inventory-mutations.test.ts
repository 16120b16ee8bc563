import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeVehiclePriceDocument } from '../../graphql/generated/operations/ChangeVehiclePrice';
import { ChangeVehicleStatusDocument } from '../../graphql/generated/operations/ChangeVehicleStatus';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import { ImportVehiclesDocument } from '../../graphql/generated/operations/ImportVehicles';
import { UpdateVehicleDocument } from '../../graphql/generated/operations/UpdateVehicle';
import type { CreateVehicleInput, VehicleImportRow } from '../../graphql/generated/types';
import { organizations, vehicles } from '../../server/db/schema';
import { todayIso } from '../../src/shared/inventory/vehicle';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { startTestServer, type TestServer } from './support/server';
import {
  createOtherOrganization,
  dataOf,
  demoOrganizationId,
  errorCode,
  freshVehicle,
  inventorySnapshot,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
  storedVehicle,
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

const NON_WRITERS = ['viewer@demo.test', 'user@demo.test', 'agent@demo.test'];

async function create(email: string, overrides: Partial<CreateVehicleInput> = {}) {
  return run(
    CreateVehicleDocument,
    { input: { ...freshVehicle(), ...overrides } as CreateVehicleInput },
    await as(email),
  );
}

async function aDemoVehicleId(): Promise<string> {
  const response = await create('editor@demo.test');
  return dataOf(response).createVehicle.id;
}

/** Runs `attempt` and checks it was refused with `code` and stored nothing at all. */
async function expectRefusedAndNothingStored(
  code: string,
  attempt: () => Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }>,
) {
  const before = await inventorySnapshot(server);
  const response = await attempt();
  expect(response.errors?.[0]?.extensions?.code).toBe(code);
  expect(await inventorySnapshot(server)).toEqual(before);
  return response;
}

describe('createVehicle', () => {
  it('lets an EDITOR add a vehicle; its status and price start their histories', async () => {
    const input = freshVehicle({
      vin: ` ${withCheckDigit('5YJ3E1EA7KF300001').toLowerCase()} `,
      listPriceCents: 3_199_500,
    });
    const { createVehicle } = dataOf(
      await run(CreateVehicleDocument, { input: input as CreateVehicleInput }, await as('editor@demo.test')),
    );
    expect(createVehicle).toMatchObject({
      vin: input.vin.trim().toUpperCase(),
      status: 'incoming',
      listPriceCents: 3_199_500,
      vinDecoding: { manufacturer: 'Tesla', modelYear: 2019, region: 'north_america' },
    });
    expect(createVehicle.statusHistory).toEqual([
      expect.objectContaining({
        from: null,
        to: 'incoming',
        changedBy: { id: expect.any(String), name: 'Eddie Ramirez' },
      }),
    ]);
    expect(createVehicle.priceHistory).toEqual([expect.objectContaining({ fromCents: null, toCents: 3_199_500 })]);
    expect(await storedVehicle(server, createVehicle.id)).toMatchObject({ vin: input.vin.trim().toUpperCase() });
  });

  it.each(NON_WRITERS)('refuses %s with FORBIDDEN and stores nothing', async (email) => {
    await expectRefusedAndNothingStored('FORBIDDEN', () => create(email));
  });

  it.each([
    ['a VIN with O', { vin: '1HGCM82633A00435O' }, /O.*I, O or Q/],
    ['a 16-character VIN', { vin: '1HGCM82633A00435' }, /16 characters/],
    ['a wrong check digit', { vin: '1HGCM82643A004352' }, /check digit/],
    ['a negative mileage', { mileage: -5 }, /Mileage cannot be negative/],
    ['a future acquired date', { acquiredDate: '2999-01-01' }, /future/],
    ['an empty make', { make: '  ' }, /Make is required/],
    ['a price over $10M', { listPriceCents: 1_000_000_001 }, /List price/],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_name, overrides, message) => {
    const response = await expectRefusedAndNothingStored('BAD_USER_INPUT', () => create('editor@demo.test', overrides));
    expect(response.errors?.[0]?.message).toMatch(message);
  });

  it('stores a VIN whose check digit does not match once the person confirms it', async () => {
    const vin = withCheckDigit('WVWZZZ1JZ3W386752').replace(/^(.{8})./, (_m, start: string) => `${start}Z`);
    const { createVehicle } = dataOf(await create('owner@demo.test', { vin, acceptCheckDigitMismatch: true }));
    expect(createVehicle.vinDecoding).toMatchObject({ checkDigitValid: false, region: 'europe', country: 'Germany' });
  });

  it('refuses a VIN or stock number already in the organization with CONFLICT', async () => {
    const first = freshVehicle();
    dataOf(await create('editor@demo.test', first));
    await expectRefusedAndNothingStored('CONFLICT', () => create('editor@demo.test', { vin: first.vin }));
    await expectRefusedAndNothingStored('CONFLICT', () =>
      create('editor@demo.test', { stockNumber: first.stockNumber.toLowerCase() }),
    );
  });

  it('allows a VIN another organization holds: organizations never see each other', async () => {
    const { createVehicle } = dataOf(await create('editor@demo.test', { vin: other.vin }));
    expect(createVehicle.vin).toBe(other.vin);
    expect(await storedVehicle(server, other.vehicleId)).toMatchObject({ stockNumber: 'OTHER1' });
  });
});

describe('updateVehicle', () => {
  it('changes the given facts only; null clears an optional one', async () => {
    const id = await aDemoVehicleId();
    const { updateVehicle } = dataOf(
      await run(
        UpdateVehicleDocument,
        { input: { id, mileage: 41_300, notes: 'Fresh oil change', trim: null } },
        await as('editor@demo.test'),
      ),
    );
    expect(updateVehicle).toMatchObject({ mileage: 41_300, notes: 'Fresh oil change', trim: null, make: 'Honda' });
  });

  it.each(NON_WRITERS)('refuses %s with FORBIDDEN and stores nothing', async (email) => {
    const id = await aDemoVehicleId();
    await expectRefusedAndNothingStored('FORBIDDEN', async () =>
      run(UpdateVehicleDocument, { input: { id, mileage: 1 } }, await as(email)),
    );
  });

  it('answers NOT_FOUND for another organization vehicle and changes nothing', async () => {
    const before = await storedVehicle(server, other.vehicleId);
    const response = await run(
      UpdateVehicleDocument,
      { input: { id: other.vehicleId, mileage: 1 } },
      await as('owner@demo.test'),
    );
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await storedVehicle(server, other.vehicleId)).toEqual(before);
  });

  it('refuses bad values and a taken stock number, storing nothing', async () => {
    const id = await aDemoVehicleId();
    const editor = await as('editor@demo.test');
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(UpdateVehicleDocument, { input: { id, mileage: -1, notes: 'x' } }, editor),
    );
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(UpdateVehicleDocument, { input: { id, make: null } }, editor),
    );
    // Another of Demo Motors' vehicles (the demo group's other rooftop has vehicles too).
    const [taken] = await server.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.organizationId, await demoOrganizationId(server)))
      .limit(1);
    await expectRefusedAndNothingStored('CONFLICT', () =>
      run(UpdateVehicleDocument, { input: { id, stockNumber: taken!.stockNumber } }, editor),
    );
  });
});

describe('changeVehiclePrice', () => {
  it('sets the price and records who changed it from what to what', async () => {
    const id = await aDemoVehicleId();
    const { changeVehiclePrice } = dataOf(
      await run(
        ChangeVehiclePriceDocument,
        { input: { id, listPriceCents: 2_399_500, reason: 'Market adjustment' } },
        await as('owner@demo.test'),
      ),
    );
    expect(changeVehiclePrice.listPriceCents).toBe(2_399_500);
    expect(changeVehiclePrice.priceHistory[0]).toMatchObject({
      fromCents: 2_499_500,
      toCents: 2_399_500,
      reason: 'Market adjustment',
      changedBy: { name: 'Olivia Owens' },
    });
    expect(changeVehiclePrice.priceHistory).toHaveLength(2);
    // The same price again changes nothing and adds no history.
    const again = dataOf(
      await run(ChangeVehiclePriceDocument, { input: { id, listPriceCents: 2_399_500 } }, await as('owner@demo.test')),
    );
    expect(again.changeVehiclePrice.priceHistory).toHaveLength(2);
  });

  it.each(NON_WRITERS)('refuses %s with FORBIDDEN and stores nothing', async (email) => {
    const id = await aDemoVehicleId();
    await expectRefusedAndNothingStored('FORBIDDEN', async () =>
      run(ChangeVehiclePriceDocument, { input: { id, listPriceCents: 100 } }, await as(email)),
    );
  });

  it('refuses a negative or fractional price and another organization vehicle', async () => {
    const id = await aDemoVehicleId();
    const editor = await as('editor@demo.test');
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(ChangeVehiclePriceDocument, { input: { id, listPriceCents: -100 } }, editor),
    );
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(ChangeVehiclePriceDocument, { input: { id, listPriceCents: 1.5 } }, editor),
    );
    await expectRefusedAndNothingStored('NOT_FOUND', () =>
      run(ChangeVehiclePriceDocument, { input: { id: other.vehicleId, listPriceCents: 1 } }, editor),
    );
  });
});

describe('changeVehicleStatus', () => {
  it('records the move; selling stops the age on that day, moving back resumes it', async () => {
    const id = await aDemoVehicleId();
    const editor = await as('editor@demo.test');
    const sold = dataOf(
      await run(ChangeVehicleStatusDocument, { input: { id, status: 'sold', note: 'Retail deal #4411' } }, editor),
    );
    expect(sold.changeVehicleStatus).toMatchObject({ status: 'sold', disposedOn: todayIso() });
    expect(sold.changeVehicleStatus.statusHistory[0]).toMatchObject({
      from: 'incoming',
      to: 'sold',
      note: 'Retail deal #4411',
    });
    const back = dataOf(
      await run(ChangeVehicleStatusDocument, { input: { id, status: 'frontline', note: 'Deal unwound' } }, editor),
    );
    expect(back.changeVehicleStatus).toMatchObject({ status: 'frontline', disposedOn: null });
    expect(back.changeVehicleStatus.statusHistory.map((change) => change.to)).toEqual([
      'frontline',
      'sold',
      'incoming',
    ]);
  });

  it.each(NON_WRITERS)('refuses %s with FORBIDDEN and stores nothing', async (email) => {
    const id = await aDemoVehicleId();
    await expectRefusedAndNothingStored('FORBIDDEN', async () =>
      run(ChangeVehicleStatusDocument, { input: { id, status: 'sold' } }, await as(email)),
    );
  });

  it('refuses an unknown status and another organization vehicle, storing nothing', async () => {
    const id = await aDemoVehicleId();
    const editor = await as('editor@demo.test');
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(ChangeVehicleStatusDocument, { input: { id, status: 'stolen' as never } }, editor),
    );
    await expectRefusedAndNothingStored('NOT_FOUND', () =>
      run(ChangeVehicleStatusDocument, { input: { id: other.vehicleId, status: 'sold' } }, editor),
    );
  });
});

describe('importVehicles', () => {
  const vinA = withCheckDigit('1FTEW1EP5MKD10001');
  const vinB = withCheckDigit('JTDEPRAE5LJ010002');
  const goodRows: VehicleImportRow[] = [
    {
      line: 2,
      vin: vinA,
      stockNumber: 'CSV-A',
      year: '2021',
      make: 'Ford',
      model: 'F-150',
      mileage: '38,120',
      acquiredDate: '3/4/2025',
      listPrice: '$36,995',
      cost: '$31,200.00',
      status: 'Frontline',
      acquisitionSource: 'Trade-In',
    },
    // Year and make left out: taken from the VIN.
    {
      line: 3,
      vin: vinB.toLowerCase(),
      stockNumber: 'CSV-B',
      model: 'Corolla',
      mileage: '12000',
      acquiredDate: '2025-03-05',
      listPrice: '21995',
    },
  ];

  it('creates vehicles from good rows, reading DMS-style values, with their histories', async () => {
    const { importVehicles } = dataOf(
      await run(ImportVehiclesDocument, { input: { rows: goodRows } }, await as('editor@demo.test')),
    );
    expect(importVehicles).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: [] });
    const [a] = await server.database.db.select().from(vehicles).where(eq(vehicles.vin, vinA));
    expect(a).toMatchObject({
      mileage: 38_120,
      acquiredDate: '2025-03-04',
      listPriceCents: 3_699_500,
      costCents: 3_120_000,
      status: 'frontline',
      acquisitionSource: 'trade_in',
    });
    const [b] = await server.database.db.select().from(vehicles).where(eq(vehicles.vin, vinB));
    expect(b).toMatchObject({ year: 2020, make: 'Toyota', status: 'frontline' });
    const { vehicle } = dataOf(await run(GetVehicleDocument, { id: a!.id }, await as('editor@demo.test')));
    expect(vehicle.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'frontline', note: 'CSV import' }),
    ]);
  });

  it('updates by VIN on a re-import instead of duplicating, recording the price change', async () => {
    const before = await inventorySnapshot(server);
    const rows: VehicleImportRow[] = [{ ...goodRows[0]!, listPrice: '$35,995', mileage: '38,500' }, goodRows[1]!];
    const { importVehicles } = dataOf(
      await run(ImportVehiclesDocument, { input: { rows } }, await as('editor@demo.test')),
    );
    expect(importVehicles).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: [] });
    const after = await inventorySnapshot(server);
    expect(after.vehicles).toBe(before.vehicles);
    expect(after.priceChanges).toBe(before.priceChanges + 1);
    const [a] = await server.database.db.select().from(vehicles).where(eq(vehicles.vin, vinA));
    expect(a).toMatchObject({ listPriceCents: 3_599_500, mileage: 38_500 });
  });

  it('reports every bad row with its line and reason and stores nothing of it', async () => {
    const before = await inventorySnapshot(server);
    const okVin = withCheckDigit('5NMS3CAD1LH010003');
    const rows: VehicleImportRow[] = [
      {
        line: 2,
        vin: okVin,
        stockNumber: 'CSV-C',
        year: '2020',
        make: 'Hyundai',
        model: 'Santa Fe',
        mileage: '51000',
        acquiredDate: '2025-02-01',
      },
      {
        line: 3,
        vin: '1HGCM82633A00435',
        stockNumber: 'CSV-D',
        model: 'Accord',
        mileage: '1',
        acquiredDate: '2025-02-01',
      },
      {
        line: 4,
        vin: withCheckDigit('1HGCM82633A010004'),
        stockNumber: 'CSV-E',
        model: 'Accord',
        mileage: 'lots',
        acquiredDate: '2025-02-01',
      },
      {
        line: 5,
        vin: withCheckDigit('1HGCM82633A010005'),
        stockNumber: 'CSV-A',
        model: 'Accord',
        mileage: '10',
        acquiredDate: '2025-02-01',
      },
      { line: 6, vin: withCheckDigit('1HGCM82633A010006'), stockNumber: 'CSV-F', model: 'Accord', mileage: '10' },
      { line: 7, vin: okVin, stockNumber: 'CSV-G', model: 'Santa Fe', mileage: '10', acquiredDate: '2025-02-01' },
      {
        line: 8,
        vin: withCheckDigit('1HGCM82633A010008'),
        stockNumber: 'CSV-H',
        model: 'Accord',
        mileage: '10',
        acquiredDate: '2025-02-01',
        status: 'Stolen',
      },
    ];
    const { importVehicles } = dataOf(
      await run(ImportVehiclesDocument, { input: { rows } }, await as('editor@demo.test')),
    );
    expect(importVehicles.created).toBe(1);
    expect(importVehicles.rejected.map((rejection) => rejection.line)).toEqual([3, 4, 5, 6, 7, 8]);
    const reasons = Object.fromEntries(importVehicles.rejected.map((rejection) => [rejection.line, rejection.reason]));
    expect(reasons[3]).toMatch(/16 characters/);
    expect(reasons[4]).toMatch(/Mileage 'lots'/);
    expect(reasons[5]).toMatch(/Stock number CSV-A is already used/);
    expect(reasons[6]).toMatch(/acquired date/);
    expect(reasons[7]).toMatch(/already on line 2/);
    expect(reasons[8]).toMatch(/Status 'Stolen'/);
    const after = await inventorySnapshot(server);
    expect(after.vehicles).toBe(before.vehicles + 1);
  });

  it('never touches another organization, even for a VIN it holds', async () => {
    const vin = withCheckDigit('1FTFW1E50NFA00777');
    const [theirs] = await server.database.db
      .insert(vehicles)
      .values({
        ...freshVehicle({ vin, stockNumber: 'OTHER2' }),
        organizationId: other.organizationId,
        status: 'frontline' as const,
      })
      .returning();
    const rows: VehicleImportRow[] = [
      {
        line: 2,
        vin,
        stockNumber: 'CSV-OTHER',
        model: 'F-150',
        make: 'Ford',
        year: '2022',
        mileage: '1',
        acquiredDate: '2025-01-01',
      },
    ];
    const { importVehicles } = dataOf(
      await run(ImportVehiclesDocument, { input: { rows } }, await as('owner@demo.test')),
    );
    expect(importVehicles).toMatchObject({ created: 1, updated: 0 });
    expect(await storedVehicle(server, theirs!.id)).toEqual(theirs);
    const seen = dataOf(await run(GetVehiclesDocument, { filter: { search: vin } }, await as(OTHER_OWNER)));
    expect(seen.vehicles.edges.map((edge) => edge.node.stockNumber)).toEqual(['OTHER2']);
  });

  it.each(NON_WRITERS)('refuses %s with FORBIDDEN and stores nothing', async (email) => {
    await expectRefusedAndNothingStored('FORBIDDEN', async () =>
      run(
        ImportVehiclesDocument,
        { input: { rows: [{ ...goodRows[0]!, vin: withCheckDigit('1FTEW1EP5MKD19999'), stockNumber: 'NOPE' }] } },
        await as(email),
      ),
    );
  });

  it('refuses an empty call and one over 500 rows with BAD_USER_INPUT', async () => {
    const editor = await as('editor@demo.test');
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(ImportVehiclesDocument, { input: { rows: [] } }, editor),
    );
    const many = Array.from({ length: 501 }, (_, index) => ({ line: index + 2, vin: 'X' }));
    await expectRefusedAndNothingStored('BAD_USER_INPUT', () =>
      run(ImportVehiclesDocument, { input: { rows: many } }, editor),
    );
  });
});

describe('cost withheld: writers who may not see cost may not set it', () => {
  it('refuses cost from an EDITOR while hide_vehicle_cost is on, storing nothing', async () => {
    const organizationId = await demoOrganizationId(server);
    await server.database.db
      .update(organizations)
      .set({ settings: { hide_vehicle_cost: true } })
      .where(eq(organizations.id, organizationId));
    server.app.viewers.clear();
    try {
      const editor = await as('editor@demo.test');
      await expectRefusedAndNothingStored('FORBIDDEN', () => create('editor@demo.test', { costCents: 100 }));
      const id = dataOf(await create('owner@demo.test')).createVehicle.id;
      await expectRefusedAndNothingStored('FORBIDDEN', () =>
        run(UpdateVehicleDocument, { input: { id, costCents: 5 } }, editor),
      );
      await expectRefusedAndNothingStored('FORBIDDEN', () =>
        run(
          ImportVehiclesDocument,
          { input: { rows: [{ line: 2, vin: withCheckDigit('1FTEW1EP5MKD18888'), cost: '$1' }] } },
          editor,
        ),
      );
      // Without cost the editor still writes, and sees the vehicle without it.
      const { createVehicle } = dataOf(await create('editor@demo.test', { costCents: null }));
      expect(createVehicle).toMatchObject({ costCents: null, costWithheld: true });
    } finally {
      await server.database.db.update(organizations).set({ settings: {} }).where(eq(organizations.id, organizationId));
      server.app.viewers.clear();
    }
  });
});
