// Requests for a vehicle from another rooftop of the dealer group, through the graph (issue 20,
// docs/sourcing.md): the group's stock as a sister store sees it, the request's moves and who makes
// them, receipt moving the vehicle between the two inventories in one transaction, out-of-order moves
// and bad input with nothing changed, an organization outside the group (NOT_FOUND) and one without
// the feature (FORBIDDEN), every demo role, read and write tokens, and the administrators' dealer groups.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptInventoryRequestDocument } from '../../graphql/generated/operations/AcceptInventoryRequest';
import { AdminCreateDealerGroupDocument } from '../../graphql/generated/operations/AdminCreateDealerGroup';
import { AdminSetOrganizationDealerGroupDocument } from '../../graphql/generated/operations/AdminSetOrganizationDealerGroup';
import { CancelInventoryRequestDocument } from '../../graphql/generated/operations/CancelInventoryRequest';
import { CreateApiTokenDocument } from '../../graphql/generated/operations/CreateApiToken';
import { DeclineInventoryRequestDocument } from '../../graphql/generated/operations/DeclineInventoryRequest';
import { GetAdminDealerGroupsDocument } from '../../graphql/generated/operations/GetAdminDealerGroups';
import { GetGroupInventoryDocument } from '../../graphql/generated/operations/GetGroupInventory';
import { GetInventoryRequestDocument } from '../../graphql/generated/operations/GetInventoryRequest';
import { GetInventoryRequestsDocument } from '../../graphql/generated/operations/GetInventoryRequests';
import { ReceiveInventoryRequestDocument } from '../../graphql/generated/operations/ReceiveInventoryRequest';
import { RequestInventoryDocument } from '../../graphql/generated/operations/RequestInventory';
import { ShipInventoryRequestDocument } from '../../graphql/generated/operations/ShipInventoryRequest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  auditLog,
  inventoryRequests,
  organizations,
  reconVehicles,
  userPermissions,
  users,
  vehicleSales,
  vehicles,
} from '../../server/db/schema';
import { DEMO_GROUP_NAME, NORTH_ORGANIZATION, NORTH_OWNER } from '../../server/db/seed-inventory-requests';
import { IN_STOCK_STATUSES, shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const NORTH = NORTH_OWNER.email;
const ADMIN = 'admin@demo.test';
const FLAGGED_VIEWER = 'requests-viewer@demo.test';
const SISTER_OWNER = 'owner@sister-without.test';
const today = todayIso();

let database: DatabaseHandle;
let graph: InProcessGraph;
const ids = { demo: '', north: '', rival: '', sister: '' };
const db = () => database.db;

type Answer = { errors?: readonly { message: string; extensions?: { code?: unknown } }[] };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const message = (answer: Answer) => answer.errors?.[0]?.message ?? '';

async function refusedWithNothingStored<T extends Answer>(expected: string, act: () => Promise<T>): Promise<T> {
  const before = await rowCounts(db());
  const answer = await act();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(changedRows(before, await rowCounts(db()))).toEqual({});
  return answer;
}

const stock = async (email: string, filter: { search?: string; first?: number } = {}) => {
  const answer = await graph.run(email, GetGroupInventoryDocument, { first: 100, ...filter });
  expect(answer.errors).toBeUndefined();
  return answer.data!.groupInventory;
};

/** North vehicles in stock without an open request, oldest first: each test takes its own. */
async function freeNorthVehicles(count: number) {
  const open = db()
    .select({ id: inventoryRequests.vehicleId })
    .from(inventoryRequests)
    .where(inArray(inventoryRequests.state, ['requested', 'accepted', 'shipped']));
  const rows = await db()
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, ids.north), inArray(vehicles.status, [...IN_STOCK_STATUSES])));
  const taken = new Set((await open).map((row) => row.id));
  const free = rows.filter((row) => !taken.has(row.id) && !used.has(row.id)).slice(0, count);
  for (const row of free) used.add(row.id);
  return free;
}
const used = new Set<string>();

async function request(email: string, vehicleId: string, note?: string) {
  const answer = await graph.run(email, RequestInventoryDocument, { input: { vehicleId, note } });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.requestInventory;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  const [north] = await db().select().from(organizations).where(eq(organizations.name, NORTH_ORGANIZATION.name));
  ids.demo = demo!.id;
  ids.north = north!.id;
  // An organization outside the group, with the feature: it must see nothing of the group's.
  const rival = await createRivalOrganization(db());
  await db()
    .update(organizations)
    .set({ featureFlags: [...rival.organization.featureFlags, 'request_inventory'] })
    .where(eq(organizations.id, rival.organization.id));
  ids.rival = rival.organization.id;
  // A rooftop of the group without the feature: refused, and its stock offered to nobody.
  const [sister] = await db()
    .insert(organizations)
    .values({ name: 'Sister Without Requests', dealerGroupId: demo!.dealerGroupId })
    .returning();
  ids.sister = sister!.id;
  await db()
    .insert(users)
    .values({ organizationId: sister!.id, email: SISTER_OWNER, firstName: 'Sid', lastName: 'Ster', role: 'OWNER' });
  await db().insert(vehicles).values({
    organizationId: sister!.id,
    vin: '1FTFW1E50NFC00001',
    stockNumber: 'SIS1',
    year: 2022,
    make: 'Ford',
    model: 'F-150',
    mileage: 10,
    acquiredDate: '2024-01-02',
    status: 'frontline',
  });
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the demo group', () => {
  it('puts Demo Motors and Demo Motors North in Demo Auto Group, with requests both ways', async () => {
    const [outgoing, incoming] = await Promise.all([
      graph.run(OWNER, GetInventoryRequestsDocument, { direction: 'outgoing' }),
      graph.run(OWNER, GetInventoryRequestsDocument, { direction: 'incoming' }),
    ]);
    expect(outgoing.data!.inventoryRequests.edges.map((edge) => [edge.node.state, edge.node.sourceRooftop])).toEqual([
      ['requested', NORTH_ORGANIZATION.name],
      ['accepted', NORTH_ORGANIZATION.name],
      ['shipped', NORTH_ORGANIZATION.name],
    ]);
    expect(incoming.data!.inventoryRequests.edges.map((edge) => [edge.node.state, edge.node.requesterRooftop])).toEqual(
      [
        ['requested', NORTH_ORGANIZATION.name],
        ['declined', NORTH_ORGANIZATION.name],
      ],
    );
    const northIncoming = await graph.run(NORTH, GetInventoryRequestsDocument, { direction: 'incoming' });
    expect(northIncoming.data!.inventoryRequests.totalCount).toBe(3);
    const group = await stock(OWNER);
    expect(group.dealerGroup?.name).toBe(DEMO_GROUP_NAME);
    expect(group.note).toBeNull();
    expect(new Set(group.edges.map((edge) => edge.node.rooftop))).toEqual(new Set([NORTH_ORGANIZATION.name]));
  });
});

describe('group stock', () => {
  it('lists the sister rooftops’ in-stock vehicles without an open request, longest in stock first, and nothing a sister may not see', async () => {
    const group = await stock(OWNER);
    const northStock = await db()
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, ids.north), inArray(vehicles.status, [...IN_STOCK_STATUSES])));
    const open = await db()
      .select({ id: inventoryRequests.vehicleId })
      .from(inventoryRequests)
      .where(inArray(inventoryRequests.state, ['requested', 'accepted', 'shipped']));
    const requestable = northStock.filter((vehicle) => !open.some((row) => row.id === vehicle.id));
    expect(group.totalCount).toBe(requestable.length);
    expect(group.edges.map((edge) => edge.node.id).sort()).toEqual(requestable.map((vehicle) => vehicle.id).sort());
    const days = group.edges.map((edge) => edge.node.daysInStock);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    // Never a sister's cost, VIN or stock number: the type has no such field, and the answer holds none.
    const fields = await graph.run(
      OWNER,
      parse('{ __type(name: "GroupStockVehicle") { fields { name } } }') as TypedDocumentNode<
        { __type: { fields: { name: string }[] } },
        Record<string, never>
      >,
      {},
    );
    expect(fields.data!.__type.fields.map((field) => field.name).sort()).toEqual([
      'daysInStock',
      'id',
      'listPriceCents',
      'make',
      'mileage',
      'model',
      'rooftop',
      'status',
      'trim',
      'year',
    ]);
    const text = JSON.stringify(group);
    for (const vehicle of requestable) {
      expect(text).not.toContain(vehicle.vin);
      expect(text).not.toContain(`"${vehicle.stockNumber}"`);
      if (vehicle.costCents !== null && vehicle.costCents !== vehicle.listPriceCents)
        expect(text).not.toContain(`:${vehicle.costCents},`);
    }
    // North sees Demo Motors' stock the same way (Demo Motors takes part through its members' flag).
    const northView = await stock(NORTH);
    expect(new Set(northView.edges.map((edge) => edge.node.rooftop))).toEqual(new Set(['Demo Motors']));
  });

  it('filters by words of make, model or trim, by make, model and years, and pages by cursor', async () => {
    const [sample] = (await stock(OWNER)).edges.map((edge) => edge.node);
    const bySearch = await stock(OWNER, { search: `${sample!.make.toLowerCase()} ${sample!.model}` });
    expect(bySearch.edges.every((edge) => edge.node.make === sample!.make && edge.node.model === sample!.model)).toBe(
      true,
    );
    const answer = await graph.run(OWNER, GetGroupInventoryDocument, {
      make: sample!.make.toUpperCase(),
      yearFrom: sample!.year,
      yearTo: sample!.year,
      first: 100,
    });
    expect(
      answer.data!.groupInventory.edges.every(
        (edge) => edge.node.make === sample!.make && edge.node.year === sample!.year,
      ),
    ).toBe(true);
    expect(answer.data!.groupInventory.edges.map((edge) => edge.node.id)).toContain(sample!.id);
    const first = await graph.run(OWNER, GetGroupInventoryDocument, { first: 2 });
    const second = await graph.run(OWNER, GetGroupInventoryDocument, {
      first: 2,
      after: first.data!.groupInventory.pageInfo.endCursor,
    });
    const all = (await stock(OWNER)).edges.map((edge) => edge.node.id);
    expect(
      [...first.data!.groupInventory.edges, ...second.data!.groupInventory.edges].map((edge) => edge.node.id),
    ).toEqual(all.slice(0, 4));
  });

  it('answers an organization in no group with an empty list and a note, not an error', async () => {
    const group = await stock(RIVAL_OWNER_EMAIL);
    expect(group).toMatchObject({ dealerGroup: null, totalCount: 0, edges: [] });
    expect(group.note).toMatch(/no dealer group/);
  });

  it.each([
    ['a page of 0', { first: 0 }],
    ['years the wrong way round', { yearFrom: 2022, yearTo: 2020 }],
    ['a search of 61 characters', { search: 'x'.repeat(61) }],
    ['a cursor it did not give', { after: 'not-a-cursor' }],
  ])('refuses %s (BAD_USER_INPUT)', async (_name, variables) => {
    expect(code(await graph.run(OWNER, GetGroupInventoryDocument, variables))).toBe('BAD_USER_INPUT');
  });
});

describe('a request, from asking to receiving', () => {
  it('moves the vehicle from the source’s inventory into the requester’s in one transaction', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id, '  For a customer on Saturday.  ');
    expect(asked).toMatchObject({
      state: 'requested',
      direction: 'outgoing',
      sourceRooftop: NORTH_ORGANIZATION.name,
      requesterRooftop: 'Demo Motors',
      note: 'For a customer on Saturday.',
      requestedBy: 'Olivia Owens',
      stockNumber: null,
      vin: null,
    });
    expect((await stock(OWNER)).edges.map((edge) => edge.node.id)).not.toContain(vehicle!.id);

    const seen = await graph.run(NORTH, GetInventoryRequestDocument, { id: asked.id });
    expect(seen.data!.inventoryRequest).toMatchObject({
      direction: 'incoming',
      stockNumber: vehicle!.stockNumber,
      vin: vehicle!.vin,
    });
    const accepted = await graph.run(NORTH, AcceptInventoryRequestDocument, {
      id: asked.id,
      transferPriceCents: 1_850_000,
    });
    expect(accepted.data!.acceptInventoryRequest).toMatchObject({ state: 'accepted', transferPriceCents: 1_850_000 });
    expect((await graph.run(OWNER, GetInventoryRequestDocument, { id: asked.id })).data!.inventoryRequest.vin).toBe(
      vehicle!.vin,
    );
    const shipped = await graph.run(NORTH, ShipInventoryRequestDocument, {
      id: asked.id,
      note: 'Lone Star Car Haulers, Thursday.',
    });
    expect(shipped.data!.shipInventoryRequest).toMatchObject({
      state: 'shipped',
      shippingNote: 'Lone Star Car Haulers, Thursday.',
    });

    const received = await graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id });
    expect(received.errors).toBeUndefined();
    const done = received.data!.receiveInventoryRequest;
    expect(done.state).toBe('received');
    const [copy] = await db().select().from(vehicles).where(eq(vehicles.id, done.receivedVehicleId!));
    expect(copy).toMatchObject({
      organizationId: ids.demo,
      vin: vehicle!.vin,
      year: vehicle!.year,
      make: vehicle!.make,
      model: vehicle!.model,
      trim: vehicle!.trim,
      mileage: vehicle!.mileage,
      status: 'incoming',
      costCents: 1_850_000,
      acquiredDate: today,
      acquisitionSource: 'purchase',
      listPriceCents: null,
    });
    expect(copy!.stockNumber).toMatch(/^G\d{6}$/);
    expect(await db().select().from(reconVehicles).where(eq(reconVehicles.vehicleId, copy!.id))).toHaveLength(1);
    const [left] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle!.id));
    expect(left).toMatchObject({ status: 'wholesaled', disposedOn: today });
    const [sale] = await db().select().from(vehicleSales).where(eq(vehicleSales.vehicleId, vehicle!.id));
    expect(sale).toMatchObject({
      organizationId: ids.north,
      buyerType: 'wholesale',
      soldOn: today,
      salePriceCents: 1_850_000,
    });
    const audited = await db().select().from(auditLog).where(eq(auditLog.targetId, asked.id));
    expect(
      audited
        .filter((entry) => entry.organizationId === ids.demo)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(
      [
        'inventory_request.accepted',
        'inventory_request.received',
        'inventory_request.requested',
        'inventory_request.shipped',
      ].sort(),
    );
    expect(audited.filter((entry) => entry.organizationId === ids.north)).toHaveLength(4);
    // Final: no move is left, for either rooftop.
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id }),
    );
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(NORTH, DeclineInventoryRequestDocument, { id: asked.id, reason: 'Too late' }),
    );
  });

  it('changes nothing when the receipt cannot complete (a stock number the requester uses): the request stays shipped, the vehicle at the source', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(EDITOR, vehicle!.id);
    await graph.run(NORTH, AcceptInventoryRequestDocument, { id: asked.id });
    await graph.run(NORTH, ShipInventoryRequestDocument, { id: asked.id });
    const [taken] = await db().select().from(vehicles).where(eq(vehicles.organizationId, ids.demo)).limit(1);
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(EDITOR, ReceiveInventoryRequestDocument, { id: asked.id, stockNumber: taken!.stockNumber }),
    );
    expect((await db().select().from(vehicles).where(eq(vehicles.id, vehicle!.id)))[0]!.status).toBe(vehicle!.status);
    // With a free stock number of its own, and no transfer price: no cost, a price-less wholesale sale.
    const received = await graph.run(EDITOR, ReceiveInventoryRequestDocument, { id: asked.id, stockNumber: ' TR-1 ' });
    expect(received.errors).toBeUndefined();
    const [copy] = await db()
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, received.data!.receiveInventoryRequest.receivedVehicleId!));
    expect(copy).toMatchObject({ stockNumber: 'TR-1', costCents: null });
    expect(
      (await db().select().from(vehicleSales).where(eq(vehicleSales.vehicleId, vehicle!.id)))[0]!.salePriceCents,
    ).toBeNull();
  });

  it('undoes the whole receipt when its last write fails: no vehicle at the requester, the source’s still in stock, the request still shipped', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id);
    await graph.run(NORTH, AcceptInventoryRequestDocument, { id: asked.id, transferPriceCents: 900_000 });
    await graph.run(NORTH, ShipInventoryRequestDocument, { id: asked.id });
    // A fault injected at the source's sale row, written after the requester's vehicle and the source's status.
    await db().execute(
      sql.raw(
        `alter table vehicle_sales add constraint probe_receipt_fault check (vehicle_id <> '${vehicle!.id}') not valid`,
      ),
    );
    try {
      const before = await rowCounts(db());
      const failed = await graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id });
      expect(failed.errors).toBeDefined();
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    } finally {
      await db().execute(sql.raw('alter table vehicle_sales drop constraint probe_receipt_fault'));
    }
    expect(
      await db()
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.organizationId, ids.demo), eq(vehicles.vin, vehicle!.vin))),
    ).toEqual([]);
    expect((await db().select().from(vehicles).where(eq(vehicles.id, vehicle!.id)))[0]!.status).toBe(vehicle!.status);
    expect((await graph.run(OWNER, GetInventoryRequestDocument, { id: asked.id })).data!.inventoryRequest.state).toBe(
      'shipped',
    );
  });

  it('sells a car the source stocked “tomorrow” (UTC) on that day', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const tomorrow = shiftDate(today, -1);
    await db().update(vehicles).set({ acquiredDate: tomorrow }).where(eq(vehicles.id, vehicle!.id));
    const asked = await request(OWNER, vehicle!.id);
    await graph.run(NORTH, AcceptInventoryRequestDocument, { id: asked.id, transferPriceCents: 1_000_000 });
    await graph.run(NORTH, ShipInventoryRequestDocument, { id: asked.id });
    expect((await graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id })).errors).toBeUndefined();
    expect((await db().select().from(vehicleSales).where(eq(vehicleSales.vehicleId, vehicle!.id)))[0]).toMatchObject({
      soldOn: tomorrow,
      salePriceCents: 1_000_000,
    });
  });

  it('is declined by the source with a reason the requester reads, and the vehicle is requestable again', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id);
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(NORTH, DeclineInventoryRequestDocument, { id: asked.id, reason: '   ' }),
    );
    const declined = await graph.run(NORTH, DeclineInventoryRequestDocument, {
      id: asked.id,
      reason: 'Sold to a retail customer this morning.',
    });
    expect(declined.data!.declineInventoryRequest.state).toBe('declined');
    expect(
      (await graph.run(OWNER, GetInventoryRequestDocument, { id: asked.id })).data!.inventoryRequest,
    ).toMatchObject({ state: 'declined', declineReason: 'Sold to a retail customer this morning.' });
    expect((await stock(OWNER)).edges.map((edge) => edge.node.id)).toContain(vehicle!.id);
  });

  it('is canceled by the requester before shipping, and only by the requester', async () => {
    const [first, second] = await freeNorthVehicles(2);
    const asked = await request(OWNER, first!.id);
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(NORTH, CancelInventoryRequestDocument, { id: asked.id }),
    );
    const canceled = await graph.run(OWNER, CancelInventoryRequestDocument, { id: asked.id });
    expect(canceled.data!.cancelInventoryRequest.state).toBe('cancelled');
    const shipped = await request(OWNER, second!.id);
    await graph.run(NORTH, AcceptInventoryRequestDocument, { id: shipped.id });
    await graph.run(NORTH, ShipInventoryRequestDocument, { id: shipped.id });
    const late = await refusedWithNothingStored('CONFLICT', () =>
      graph.run(OWNER, CancelInventoryRequestDocument, { id: shipped.id }),
    );
    expect(message(late)).toBe('A shipped request cannot cancel: it can only receive (by the requesting rooftop).');
  });

  it('refuses moves out of order with CONFLICT naming the allowed moves, and the other rooftop’s moves with FORBIDDEN, changing nothing', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id);
    const early = await refusedWithNothingStored('CONFLICT', () =>
      graph.run(NORTH, ShipInventoryRequestDocument, { id: asked.id }),
    );
    expect(message(early)).toMatch(/^A requested request cannot ship: it can only accept .* or decline .* or cancel/);
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id }),
    );
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(OWNER, AcceptInventoryRequestDocument, { id: asked.id }),
    );
    expect((await graph.run(OWNER, GetInventoryRequestDocument, { id: asked.id })).data!.inventoryRequest.state).toBe(
      'requested',
    );
  });

  it('refuses a vehicle no longer in stock (CONFLICT), already requested (CONFLICT) or the requester’s own (BAD_USER_INPUT)', async () => {
    const [sold, wanted] = await freeNorthVehicles(2);
    await db().update(vehicles).set({ status: 'sold', disposedOn: today }).where(eq(vehicles.id, sold!.id));
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(OWNER, RequestInventoryDocument, { input: { vehicleId: sold!.id } }),
    );
    await request(OWNER, wanted!.id);
    const twice = await refusedWithNothingStored('CONFLICT', () =>
      graph.run(EDITOR, RequestInventoryDocument, { input: { vehicleId: wanted!.id } }),
    );
    expect(message(twice)).toMatch(/already requested/);
    const [own] = await db().select().from(vehicles).where(eq(vehicles.organizationId, ids.demo)).limit(1);
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, RequestInventoryDocument, { input: { vehicleId: own!.id } }),
    );
  });

  it('refuses to accept or ship a vehicle the source no longer has in stock (CONFLICT)', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id);
    await db().update(vehicles).set({ status: 'sold', disposedOn: today }).where(eq(vehicles.id, vehicle!.id));
    const refused = await refusedWithNothingStored('CONFLICT', () =>
      graph.run(NORTH, AcceptInventoryRequestDocument, { id: asked.id }),
    );
    expect(message(refused)).toMatch(/no longer in stock/);
    expect(
      (await graph.run(NORTH, DeclineInventoryRequestDocument, { id: asked.id, reason: 'Sold meanwhile.' })).errors,
    ).toBeUndefined();
  });

  it.each([
    [
      'a note of 501 characters',
      () =>
        graph.run(OWNER, RequestInventoryDocument, {
          input: { vehicleId: used.values().next().value!, note: 'x'.repeat(501) },
        }),
    ],
    [
      'a negative transfer price',
      () =>
        graph.run(NORTH, AcceptInventoryRequestDocument, {
          id: '00000000-0000-4000-8000-000000000000',
          transferPriceCents: -1,
        }),
    ],
    [
      'a transfer price over $10,000,000',
      () =>
        graph.run(NORTH, AcceptInventoryRequestDocument, {
          id: '00000000-0000-4000-8000-000000000000',
          transferPriceCents: 1_000_000_001,
        }),
    ],
    [
      'a shipping note of 501 characters',
      () =>
        graph.run(NORTH, ShipInventoryRequestDocument, {
          id: '00000000-0000-4000-8000-000000000000',
          note: 'x'.repeat(501),
        }),
    ],
    [
      'a stock number of 41 characters',
      async () => {
        const [vehicle] = await freeNorthVehicles(1);
        const asked = await request(OWNER, vehicle!.id);
        await graph.run(NORTH, AcceptInventoryRequestDocument, { id: asked.id });
        await graph.run(NORTH, ShipInventoryRequestDocument, { id: asked.id });
        return graph.run(OWNER, ReceiveInventoryRequestDocument, { id: asked.id, stockNumber: 'S'.repeat(41) });
      },
    ],
  ])('refuses %s (BAD_USER_INPUT) and stores nothing', async (_name, act) => {
    const before = await rowCounts(db());
    const answer = await act();
    const setupChanges = changedRows(before, await rowCounts(db()));
    expect(code(answer), JSON.stringify(answer.errors)).toBe('BAD_USER_INPUT');
    // The stock-number case made its own request first: nothing beyond that setup was stored.
    expect(Object.keys(setupChanges).filter((table) => !['inventoryRequests', 'auditLog'].includes(table))).toEqual([]);
  });

  it('answers an id of no shape, or of nothing, NOT_FOUND', async () => {
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, RequestInventoryDocument, { input: { vehicleId: 'nope' } }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, CancelInventoryRequestDocument, { id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(code(await graph.run(OWNER, GetInventoryRequestDocument, { id: 'nope' }))).toBe('NOT_FOUND');
  });
});

describe('across organizations', () => {
  it('shows a request to exactly its two organizations: a third, outside the group, gets NOT_FOUND and sees nothing', async () => {
    const [vehicle] = await freeNorthVehicles(1);
    const asked = await request(OWNER, vehicle!.id);
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetInventoryRequestDocument, { id: asked.id }))).toBe('NOT_FOUND');
    const moves: (() => Promise<Answer>)[] = [
      () => graph.run(RIVAL_OWNER_EMAIL, CancelInventoryRequestDocument, { id: asked.id }),
      () => graph.run(RIVAL_OWNER_EMAIL, AcceptInventoryRequestDocument, { id: asked.id }),
      () => graph.run(RIVAL_OWNER_EMAIL, ShipInventoryRequestDocument, { id: asked.id }),
      () => graph.run(RIVAL_OWNER_EMAIL, ReceiveInventoryRequestDocument, { id: asked.id }),
    ];
    for (const move of moves) await refusedWithNothingStored('NOT_FOUND', move);
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, DeclineInventoryRequestDocument, { id: asked.id, reason: 'Not ours' }),
    );
    const [other] = await freeNorthVehicles(1);
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, RequestInventoryDocument, { input: { vehicleId: other!.id } }),
    );
    for (const direction of ['outgoing', 'incoming'] as const) {
      expect(
        (await graph.run(RIVAL_OWNER_EMAIL, GetInventoryRequestsDocument, { direction })).data!.inventoryRequests,
      ).toMatchObject({ totalCount: 0, edges: [] });
    }
  });

  it('refuses an organization without the feature (FORBIDDEN), and offers its stock to nobody (NOT_FOUND)', async () => {
    await refusedWithNothingStored('FORBIDDEN', () => graph.run(SISTER_OWNER, GetGroupInventoryDocument, {}));
    const [vehicle] = await freeNorthVehicles(1);
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(SISTER_OWNER, RequestInventoryDocument, { input: { vehicleId: vehicle!.id } }),
    );
    const [sisterVehicle] = await db().select().from(vehicles).where(eq(vehicles.organizationId, ids.sister));
    expect(JSON.stringify(await stock(OWNER))).not.toContain(sisterVehicle!.id);
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(OWNER, RequestInventoryDocument, { input: { vehicleId: sisterVehicle!.id } }),
    );
  });
});

describe('who may do what', () => {
  // The seed gives Demo Motors' OWNER and EDITOR the feature; North holds it as an organization.
  it.each([
    ['owner@demo.test', true, true],
    ['editor@demo.test', true, true],
    ['viewer@demo.test', false, false],
    ['user@demo.test', false, false],
    ['agent@demo.test', false, false],
    ['admin@demo.test', false, false],
    [NORTH, true, true],
  ])('%s reads: %s, requests: %s', async (email, reads, writes) => {
    const read = await graph.run(email, GetInventoryRequestsDocument, { direction: 'outgoing' });
    expect(reads ? read.errors : code(read)).toEqual(reads ? undefined : 'FORBIDDEN');
    if (writes) return;
    const [vehicle] = await freeNorthVehicles(1);
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(email, RequestInventoryDocument, { input: { vehicleId: vehicle!.id } }),
    );
  });

  it('a VIEWER with the feature reads but does not request', async () => {
    const [viewer] = await db()
      .insert(users)
      .values({
        organizationId: ids.demo,
        email: FLAGGED_VIEWER,
        firstName: 'Rae',
        lastName: 'Viewer',
        role: 'VIEWER',
        featureFlags: ['request_inventory'],
      })
      .returning();
    await db().insert(userPermissions).values({ userId: viewer!.id, section: 'inventory' });
    expect((await stock(FLAGGED_VIEWER)).totalCount).toBeGreaterThan(0);
    const [vehicle] = await freeNorthVehicles(1);
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(FLAGGED_VIEWER, RequestInventoryDocument, { input: { vehicleId: vehicle!.id } }),
    );
  });

  it('tokens carry the organization’s flags: Demo Motors’ are refused; North’s read token reads and requests nothing, its write token requests', async () => {
    const tokenOf = async (email: string, scopes: ('read' | 'write')[]) => {
      const created = await graph.run(email, CreateApiTokenDocument, {
        input: { name: `requests ${scopes.join('+')}`, scopes },
      });
      return created.data!.createApiToken.secret;
    };
    const demoToken = await tokenOf(OWNER, ['read', 'write']);
    expect(code(await graph.runWithToken(demoToken, GetGroupInventoryDocument, {}))).toBe('FORBIDDEN');
    const [readToken, writeToken] = [await tokenOf(NORTH, ['read']), await tokenOf(NORTH, ['read', 'write'])];
    const read = await graph.runWithToken(readToken, GetGroupInventoryDocument, { first: 5 });
    expect(read.errors).toBeUndefined();
    const wanted = read.data!.groupInventory.edges[0]!.node;
    expect(wanted.rooftop).toBe('Demo Motors');
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.runWithToken(readToken, RequestInventoryDocument, { input: { vehicleId: wanted.id } }),
    );
    const written = await graph.runWithToken(writeToken, RequestInventoryDocument, {
      input: { vehicleId: wanted.id, note: 'From our DMS integration.' },
    });
    expect(written.data!.requestInventory).toMatchObject({
      state: 'requested',
      requesterRooftop: NORTH_ORGANIZATION.name,
      requestedBy: 'Nolan Reyes',
    });
  });
});

describe('dealer groups (Lotwise administrators)', () => {
  it('are created and joined by administrators only; a new member’s stock joins the group’s', async () => {
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(OWNER, AdminCreateDealerGroupDocument, { name: 'Owner Group' }),
    );
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(OWNER, AdminSetOrganizationDealerGroupDocument, { organizationId: ids.rival, dealerGroupId: null }),
    );
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(ADMIN, AdminCreateDealerGroupDocument, { name: ' x ' }),
    );
    await refusedWithNothingStored('CONFLICT', () =>
      graph.run(ADMIN, AdminCreateDealerGroupDocument, { name: DEMO_GROUP_NAME }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(ADMIN, AdminSetOrganizationDealerGroupDocument, {
        organizationId: ids.rival,
        dealerGroupId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    const created = await graph.run(ADMIN, AdminCreateDealerGroupDocument, { name: '  Rival Partners  ' });
    expect(created.data!.adminCreateDealerGroup.name).toBe('Rival Partners');
    expect(
      (await graph.run(ADMIN, GetAdminDealerGroupsDocument, {})).data!.adminDealerGroups.map((group) => group.name),
    ).toEqual([DEMO_GROUP_NAME, 'Rival Partners']);

    const [demo] = await db().select().from(organizations).where(eq(organizations.id, ids.demo));
    const joined = await graph.run(ADMIN, AdminSetOrganizationDealerGroupDocument, {
      organizationId: ids.rival,
      dealerGroupId: demo!.dealerGroupId,
    });
    expect(joined.data!.adminSetOrganizationDealerGroup.dealerGroup?.name).toBe(DEMO_GROUP_NAME);
    const [rivalVehicle] = await db()
      .insert(vehicles)
      .values({
        organizationId: ids.rival,
        vin: '1FTFW1E50NFD00001',
        stockNumber: 'RIV1',
        year: 2021,
        make: 'Ford',
        model: 'Ranger',
        mileage: 5,
        acquiredDate: today,
        status: 'frontline',
      })
      .returning();
    expect((await stock(OWNER, { search: 'Ranger' })).edges.map((edge) => [edge.node.id, edge.node.rooftop])).toEqual([
      [rivalVehicle!.id, 'Rival Autos'],
    ]);
    expect((await stock(RIVAL_OWNER_EMAIL)).dealerGroup?.name).toBe(DEMO_GROUP_NAME);

    const left = await graph.run(ADMIN, AdminSetOrganizationDealerGroupDocument, {
      organizationId: ids.rival,
      dealerGroupId: null,
    });
    expect(left.data!.adminSetOrganizationDealerGroup.dealerGroup).toBeNull();
    expect((await stock(OWNER, { search: 'Ranger' })).totalCount).toBe(0);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, ids.rival), eq(auditLog.action, 'organization.dealer_group_set')));
    expect(audit).toHaveLength(2);
  });
});
