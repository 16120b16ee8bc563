import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles, vehicleSales, vehicleStatusChanges } from '../../server/db/schema';
import { todayIso } from '../../src/shared/inventory/vehicle';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createReportStore, REPORT_STORE } from './support/reports';
import { startTestServer, type TestServer } from './support/server';

// Recording a sale: with the status change (one vehicle), without a price (bulk), corrected
// afterwards (recordVehicleSale), removed when the vehicle comes back; and who may do it.

let server: TestServer;
let store: Awaited<ReturnType<typeof createReportStore>>;
const sessions = demoSessions(() => server.baseUrl);
const today = todayIso();

async function ask<T = Record<string, unknown>>(
  who: string | { token: string },
  query: string,
  variables: Record<string, unknown> = {},
) {
  const headers =
    typeof who === 'string' ? cookieHeaders(await sessions(who)) : { authorization: `Bearer ${who.token}` };
  return graphql<T>(server.baseUrl, query, variables, headers);
}

const SALE_FIELDS =
  'id status disposedOn sale { soldOn buyerType salePriceCents reconCostCents frontEndGrossCents recordedBy { name } }';
const CHANGE = `mutation ($input: ChangeVehicleStatusInput!) { changeVehicleStatus(input: $input) { ${SALE_FIELDS} } }`;
const RECORD = `mutation ($input: RecordVehicleSaleInput!) { recordVehicleSale(input: $input) { ${SALE_FIELDS} } }`;

/** Everything stored about the vehicles and their sales and statuses, to compare whole before and after a refusal. */
async function stored(ids: string[]) {
  const { db } = server.database;
  return {
    vehicles: await db.select().from(vehicles).where(inArray(vehicles.id, ids)).orderBy(asc(vehicles.id)),
    sales: await db
      .select()
      .from(vehicleSales)
      .where(inArray(vehicleSales.vehicleId, ids))
      .orderBy(asc(vehicleSales.vehicleId)),
    statuses: await db
      .select()
      .from(vehicleStatusChanges)
      .where(inArray(vehicleStatusChanges.vehicleId, ids))
      .orderBy(asc(vehicleStatusChanges.id)),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  store = await createReportStore(server.database.db);
});
afterAll(() => server.close());

describe('marking a vehicle sold', () => {
  it('records the sale with the status: price, day (its disposedOn), buyer, recon cost and gross', async () => {
    const id = store.vehicleIds.F!;
    const { data, errors } = await ask(REPORT_STORE.owner, CHANGE, {
      input: { id, status: 'sold', sale: { salePriceCents: 1_450_000, soldOn: '2025-04-02' } },
    });
    expect(errors).toBeUndefined();
    expect(data!.changeVehicleStatus).toEqual({
      id,
      status: 'sold',
      disposedOn: '2025-04-02',
      sale: {
        soldOn: '2025-04-02',
        buyerType: 'retail',
        salePriceCents: 1_450_000,
        reconCostCents: 0,
        frontEndGrossCents: 250_000,
        recordedBy: { name: 'OWNER Reports' },
      },
    });

    // Back in stock: the sale goes, the status history says so today; sold again: a new sale, without a price.
    const back = await ask<{ changeVehicleStatus: unknown }>(REPORT_STORE.owner, CHANGE, {
      input: { id, status: 'frontline' },
    });
    expect(back.data!.changeVehicleStatus).toMatchObject({ status: 'frontline', disposedOn: null, sale: null });
    expect(await server.database.db.select().from(vehicleSales).where(eq(vehicleSales.vehicleId, id))).toEqual([]);
    const [last] = await server.database.db
      .select()
      .from(vehicleStatusChanges)
      .where(eq(vehicleStatusChanges.vehicleId, id))
      .orderBy(vehicleStatusChanges.changedAt)
      .then((rows) => rows.slice(-1));
    expect({ from: last!.fromStatus, to: last!.toStatus, on: last!.changedAt.toISOString().slice(0, 10) }).toEqual({
      from: 'sold',
      to: 'frontline',
      on: today,
    });
    const again = await ask<{ changeVehicleStatus: unknown }>(REPORT_STORE.owner, CHANGE, {
      input: { id, status: 'wholesaled' },
    });
    expect(again.data!.changeVehicleStatus).toMatchObject({
      status: 'wholesaled',
      disposedOn: today,
      sale: {
        soldOn: today,
        buyerType: 'wholesale',
        salePriceCents: null,
        reconCostCents: 0,
        frontEndGrossCents: null,
      },
    });
  });

  it('corrects a sale with recordVehicleSale, its day becoming the disposedOn', async () => {
    const id = store.vehicleIds.D!;
    const { data, errors } = await ask(REPORT_STORE.editor, RECORD, {
      input: { vehicleId: id, sale: { salePriceCents: 1_000_000, soldOn: '2025-03-24' } },
    });
    expect(errors).toBeUndefined();
    expect(data!.recordVehicleSale).toMatchObject({
      disposedOn: '2025-03-24',
      sale: {
        soldOn: '2025-03-24',
        buyerType: 'retail',
        salePriceCents: 1_000_000,
        reconCostCents: 0,
        frontEndGrossCents: 100_000,
      },
    });
  });

  it('writes price-less sales for a bulk change, and removes them when the vehicles come back', async () => {
    const ids = [store.vehicleIds.G!];
    const bulk = await ask(
      REPORT_STORE.owner,
      'mutation ($input: ChangeVehicleStatusesInput!) { changeVehicleStatuses(input: $input) { changed } }',
      {
        input: { ids, status: 'sold' },
      },
    );
    expect(bulk.errors).toBeUndefined();
    expect(
      (await stored(ids)).sales.map(({ buyerType, soldOn, salePriceCents }) => ({ buyerType, soldOn, salePriceCents })),
    ).toEqual([{ buyerType: 'retail', soldOn: today, salePriceCents: null }]);
    await ask(
      REPORT_STORE.owner,
      'mutation ($input: ChangeVehicleStatusesInput!) { changeVehicleStatuses(input: $input) { changed } }',
      { input: { ids, status: 'incoming' } },
    );
    expect((await stored(ids)).sales).toEqual([]);
  });

  it('withholds recon cost and gross of a sale from an EDITOR while hide_vehicle_cost is on', async () => {
    await ask(
      REPORT_STORE.owner,
      'mutation { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: true }) { id } }',
    );
    try {
      const query = `query ($id: ID!) { vehicle(id: $id) { costCents sale { salePriceCents reconCostCents frontEndGrossCents } } }`;
      const editor = await ask<{ vehicle: unknown }>(REPORT_STORE.editor, query, { id: store.vehicleIds.A });
      expect(editor.data!.vehicle).toEqual({
        costCents: null,
        sale: { salePriceCents: 1_300_000, reconCostCents: null, frontEndGrossCents: null },
      });
      const owner = await ask<{ vehicle: unknown }>(REPORT_STORE.owner, query, { id: store.vehicleIds.A });
      expect(owner.data!.vehicle).toEqual({
        costCents: 1_000_000,
        sale: { salePriceCents: 1_300_000, reconCostCents: 100_000, frontEndGrossCents: 200_000 },
      });
    } finally {
      await ask(
        REPORT_STORE.owner,
        'mutation { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: false }) { id } }',
      );
    }
  });
});

describe('refused sales store nothing', () => {
  const sale = (overrides: Record<string, unknown> = {}) => ({
    salePriceCents: 2_000_000,
    soldOn: '2025-04-01',
    ...overrides,
  });

  it.each([
    [
      'a sale with a status that is not one',
      () => ({ id: store.vehicleIds.B!, status: 'frontline', sale: sale() }),
      'BAD_USER_INPUT',
    ],
    [
      'a sale day before the vehicle was acquired',
      () => ({ id: store.vehicleIds.G!, status: 'sold', sale: sale({ soldOn: '2025-03-01' }) }),
      'BAD_USER_INPUT',
    ],
    [
      'a sale day in the future',
      () => ({ id: store.vehicleIds.G!, status: 'sold', sale: sale({ soldOn: '2999-01-01' }) }),
      'BAD_USER_INPUT',
    ],
    [
      'a negative price',
      () => ({ id: store.vehicleIds.G!, status: 'sold', sale: sale({ salePriceCents: -1 }) }),
      'BAD_USER_INPUT',
    ],
    [
      'a price over $10,000,000',
      () => ({ id: store.vehicleIds.G!, status: 'sold', sale: sale({ salePriceCents: 1_000_000_001 }) }),
      'BAD_USER_INPUT',
    ],
  ])('changeVehicleStatus refuses %s', async (_name, input, code) => {
    const before = await stored(Object.values(store.vehicleIds));
    expect(errorCode(await ask(REPORT_STORE.owner, CHANGE, { input: input() }))).toBe(code);
    expect(await stored(Object.values(store.vehicleIds))).toEqual(before);
  });

  it("recordVehicleSale refuses a vehicle in stock with CONFLICT, another organization's with NOT_FOUND, and a VIEWER, a read token", async () => {
    const created = await ask<{ createApiToken: { secret: string } }>(
      REPORT_STORE.owner,
      'mutation { createApiToken(input: { name: "Read", scopes: [read] }) { secret } }',
    );
    const readToken = { token: created.data!.createApiToken.secret };
    const ids = Object.values(store.vehicleIds);
    const before = await stored(ids);
    const demoRecord = (email: string) =>
      ask(email, RECORD, { input: { vehicleId: store.vehicleIds.A, sale: sale() } });
    expect(
      errorCode(await ask(REPORT_STORE.owner, RECORD, { input: { vehicleId: store.vehicleIds.G, sale: sale() } })),
    ).toBe('CONFLICT');
    expect(errorCode(await demoRecord('owner@demo.test'))).toBe('NOT_FOUND');
    expect(
      errorCode(await ask(REPORT_STORE.viewer, RECORD, { input: { vehicleId: store.vehicleIds.A, sale: sale() } })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await ask(readToken, RECORD, { input: { vehicleId: store.vehicleIds.A, sale: sale() } }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await ask(REPORT_STORE.owner, RECORD, {
          input: { vehicleId: store.vehicleIds.A, sale: sale({ soldOn: '2025-01-01' }) },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(await stored(ids)).toEqual(before);
  });

  it('a write token records a sale', async () => {
    const created = await ask<{ createApiToken: { secret: string } }>(
      REPORT_STORE.owner,
      'mutation { createApiToken(input: { name: "DMS", scopes: [write] }) { secret } }',
    );
    const response = await ask<{ recordVehicleSale: { sale: unknown } }>(
      { token: created.data!.createApiToken.secret },
      RECORD,
      {
        input: { vehicleId: store.vehicleIds.B, sale: { salePriceCents: 2_100_000, soldOn: '2025-03-20' } },
      },
    );
    expect(response.data!.recordVehicleSale.sale).toMatchObject({
      salePriceCents: 2_100_000,
      soldOn: '2025-03-20',
      frontEndGrossCents: 100_000,
    });
  });
});
