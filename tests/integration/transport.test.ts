// Transport orders through the graph (issue 20): an order from request to delivery with its bill
// of lading, delivery putting a stocked vehicle in recon, the deadlines and the needs-attention
// rule, out-of-order changes (CONFLICT), bad input with nothing stored, other organizations' ids
// and the roles the access table refuses. Carrier tokens over HTTP: transport-tokens.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignTransportOrderDocument } from '../../graphql/generated/operations/AssignTransportOrder';
import { ChangeTransportOrderStateDocument } from '../../graphql/generated/operations/ChangeTransportOrderState';
import { CreateTransportOrderDocument } from '../../graphql/generated/operations/CreateTransportOrder';
import { GetAttentionQueueDocument } from '../../graphql/generated/operations/GetAttentionQueue';
import { GetTransportOrderDocument } from '../../graphql/generated/operations/GetTransportOrder';
import { GetTransportOrdersDocument } from '../../graphql/generated/operations/GetTransportOrders';
import { MarkTransportTitleReceivedDocument } from '../../graphql/generated/operations/MarkTransportTitleReceived';
import { SignBillOfLadingDocument } from '../../graphql/generated/operations/SignBillOfLading';
import type { TransportOrderInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import { billOfLadingInspections, reconVehicles, transportOrders, users, vehicles } from '../../server/db/schema';
import { loadWorkflow } from '../../server/services/recon/workflow';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { activeStages } from '../../src/shared/recon/workflow';
import { addBusinessDays } from '../../src/shared/transport/business-days';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const EDITOR = 'editor@demo.test';
const OWNER = 'owner@demo.test';
const today = todayIso();

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const message = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message;

let vinSerial = 200_000;
const freshVin = () => withCheckDigit(`1TR0C0X00N${String((vinSerial += 1)).padStart(7, '0')}`);
const order = (change: Partial<TransportOrderInput> = {}): TransportOrderInput => ({
  vin: freshVin(),
  pickupAddress: '5333 W Kiest Blvd, Dallas, TX',
  pickupZip: '75236',
  deliveryAddress: '1 Demo Motors Plaza, Austin, TX',
  deliveryZip: '78704',
  pickupWindowStart: today,
  pickupWindowEnd: shiftDate(today, -2),
  ...change,
});
const PICKUP = {
  stage: 'pickup' as const,
  notes: 'Scratch on the rear bumper.',
  damages: [{ panel: 'rear_bumper' as const, kind: 'scratch' as const }],
  signerName: 'Marco Ruiz',
};
const DELIVERY = { stage: 'delivery' as const, notes: null, damages: [], signerName: 'Devon Park' };

async function create(change: Partial<TransportOrderInput> = {}, as = EDITOR) {
  const created = await graph.run(as, CreateTransportOrderDocument, { input: order(change) });
  expect(created.errors).toBeUndefined();
  return created.data!.createTransportOrder;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
  demoId = editor!.organizationId;
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('a transport order from request to delivery', () => {
  it('estimates the distance, prices it per mile, and walks the states with a bill of lading that stays as signed', async () => {
    const [vehicle] = await db()
      .insert(vehicles)
      .values({
        organizationId: demoId,
        vin: freshVin(),
        stockNumber: 'TR-1',
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        mileage: 41_000,
        acquiredDate: today,
        status: 'incoming',
      })
      .returning();
    const created = await create({ vin: undefined, vehicleId: vehicle!.id, priceCents: 30_000 });
    // Dallas 75236 to Austin 78704: about 180 straight-line miles × 1.3.
    expect(created).toMatchObject({
      state: 'requested',
      vin: vehicle!.vin,
      vehicleDescription: '2021 Toyota Camry',
      vehicle: { id: vehicle!.id },
      distanceEstimated: true,
      carrier: null,
    });
    expect(created.distanceMiles).toBeGreaterThan(200);
    expect(created.distanceMiles).toBeLessThan(280);
    expect(created.pricePerMileCents).toBe(Math.round(30_000 / created.distanceMiles!));
    expect(created.guidePriceCents).toBe(Math.round((created.distanceMiles! * 100) / 100) * 100);
    expect(created.pickupDueOn).toBe(addBusinessDays(today, 5));

    const early = await graph.run(EDITOR, ChangeTransportOrderStateDocument, { id: created.id, state: 'delivered' });
    expect([code(early), message(early)]).toEqual([
      'CONFLICT',
      'This order is requested: it cannot become delivered from there.',
    ]);
    const unsigned = await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: PICKUP });
    expect(code(unsigned)).toBe('CONFLICT');

    const assigned = await graph.run(EDITOR, AssignTransportOrderDocument, {
      id: created.id,
      input: { name: 'Lone Star Haulers', mcDotNumber: 'mc 784512', contact: '(512) 555-0148', priceCents: 27_500 },
    });
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.assignTransportOrder).toMatchObject({
      state: 'assigned',
      priceCents: 27_500,
      carrier: { name: 'Lone Star Haulers', mcDotNumber: 'MC 784512', contact: '(512) 555-0148' },
    });

    const notSigned = await graph.run(EDITOR, ChangeTransportOrderStateDocument, {
      id: created.id,
      state: 'picked_up',
    });
    expect([code(notSigned), message(notSigned)]).toEqual([
      'CONFLICT',
      "Sign the pickup side of the bill of lading first: it records the car's condition.",
    ]);

    const picked = await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: PICKUP });
    expect(picked.errors).toBeUndefined();
    expect(picked.data!.signBillOfLading).toMatchObject({
      state: 'picked_up',
      pickupInspection: {
        stage: 'pickup',
        notes: 'Scratch on the rear bumper.',
        damages: [{ panel: 'rear_bumper', kind: 'scratch' }],
        signerName: 'Marco Ruiz',
      },
      deliveryInspection: null,
    });

    const before = await rowCounts(db());
    const again = await graph.run(EDITOR, SignBillOfLadingDocument, {
      id: created.id,
      input: { ...PICKUP, stage: 'pickup', notes: 'Rewritten' },
    });
    expect(code(again)).toBe('CONFLICT');
    const cancel = await graph.run(EDITOR, ChangeTransportOrderStateDocument, { id: created.id, state: 'cancelled' });
    expect(code(cancel)).toBe('CONFLICT');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});

    const delivered = await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: DELIVERY });
    expect(delivered.errors).toBeUndefined();
    expect(delivered.data!.signBillOfLading).toMatchObject({
      state: 'delivered',
      pickupInspection: { notes: 'Scratch on the rear bumper.' },
      deliveryInspection: { signerName: 'Devon Park', damages: [] },
    });
    const workflow = await loadWorkflow({ db: db(), organizationId: demoId });
    const [position] = await db().select().from(reconVehicles).where(eq(reconVehicles.vehicleId, vehicle!.id));
    expect(position?.stageId).toBe(activeStages(workflow.stages)[0]!.id);
  });

  it.each([
    ['incoming', 'incoming'],
    ['in_recon', 'in_recon'],
    ['frontline', 'in_recon'],
    ['sale_pending', 'sale_pending'],
  ] as const)(
    'delivering a %s vehicle that is not in recon puts it in the first stage (status then %s)',
    async (status, after) => {
      const [vehicle] = await db()
        .insert(vehicles)
        .values({
          organizationId: demoId,
          vin: freshVin(),
          stockNumber: `TR-${status}`,
          year: 2022,
          make: 'Honda',
          model: 'Accord',
          mileage: 30_000,
          acquiredDate: today,
          status,
        })
        .returning();
      const created = await create({ vin: undefined, vehicleId: vehicle!.id });
      await graph.run(EDITOR, AssignTransportOrderDocument, {
        id: created.id,
        input: { name: 'Lone Star Haulers', mcDotNumber: 'MC 784512', contact: '(512) 555-0148', priceCents: 20_000 },
      });
      await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: PICKUP });
      const delivered = await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: DELIVERY });
      expect(delivered.errors).toBeUndefined();
      const workflow = await loadWorkflow({ db: db(), organizationId: demoId });
      const [position] = await db().select().from(reconVehicles).where(eq(reconVehicles.vehicleId, vehicle!.id));
      expect(position?.stageId).toBe(activeStages(workflow.stages)[0]!.id);
      const [stored] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle!.id));
      expect(stored!.status).toBe(after);
    },
  );

  it.each(['sold', 'wholesaled'] as const)('delivering a %s vehicle leaves it out of recon', async (status) => {
    const [vehicle] = await db()
      .insert(vehicles)
      .values({
        organizationId: demoId,
        vin: freshVin(),
        stockNumber: `TR-${status}`,
        year: 2022,
        make: 'Honda',
        model: 'Accord',
        mileage: 30_000,
        acquiredDate: today,
        status,
      })
      .returning();
    const created = await create({ vin: undefined, vehicleId: vehicle!.id });
    await graph.run(EDITOR, AssignTransportOrderDocument, {
      id: created.id,
      input: { name: 'Lone Star Haulers', mcDotNumber: 'MC 784512', contact: '(512) 555-0148', priceCents: 20_000 },
    });
    await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: PICKUP });
    expect(
      (await graph.run(EDITOR, SignBillOfLadingDocument, { id: created.id, input: DELIVERY })).errors,
    ).toBeUndefined();
    expect(await db().select().from(reconVehicles).where(eq(reconVehicles.vehicleId, vehicle!.id))).toEqual([]);
    const [stored] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle!.id));
    expect(stored!.status).toBe(status);
  });

  it('links a VIN already in stock to its vehicle, and keeps a bare VIN described by its decoding', async () => {
    const [stocked] = await db().select().from(vehicles).where(eq(vehicles.organizationId, demoId)).limit(1);
    expect((await create({ vin: stocked!.vin.toLowerCase() })).vehicle).toEqual({
      id: stocked!.id,
      stockNumber: stocked!.stockNumber,
    });
    const bare = await create({ distanceMiles: 195 });
    expect(bare).toMatchObject({
      vehicle: null,
      distanceMiles: 195,
      distanceEstimated: false,
      guidePriceCents: 19_500,
    });
  });

  it('lists orders newest first with cursor paging and a state filter', async () => {
    const first = await graph.run(EDITOR, GetTransportOrdersDocument, { first: 2 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.transportOrders;
    expect(page.edges).toHaveLength(2);
    const next = await graph.run(EDITOR, GetTransportOrdersDocument, { first: 2, after: page.pageInfo.endCursor });
    const ids = [...page.edges, ...next.data!.transportOrders.edges].map((edge) => edge.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const delivered = await graph.run(EDITOR, GetTransportOrdersDocument, { state: 'delivered', first: 50 });
    expect(delivered.data!.transportOrders.edges.every((edge) => edge.node.state === 'delivered')).toBe(true);
    expect(code(await graph.run(EDITOR, GetTransportOrdersDocument, { first: 0 }))).toBe('BAD_USER_INPUT');
    expect(code(await graph.run(EDITOR, GetTransportOrdersDocument, { first: 2, after: 'nonsense' }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('deadlines', () => {
  it('puts an order not picked up within five business days of its auction purchase, and a title late past its window, in the needs-attention queue until each is done', async () => {
    const purchasedOn = shiftDate(today, 40);
    const late = await create({ purchasedOn, titleAbsent: true, auctionName: 'Dallas Auto Auction' });
    expect(late).toMatchObject({
      pickupDueOn: addBusinessDays(purchasedOn, 5),
      pickupOverdue: true,
      titleDueOn: addBusinessDays(purchasedOn, 21),
      titleOverdue: true,
    });
    const queue = await graph.run(OWNER, GetAttentionQueueDocument, { filter: { rules: ['transport_not_picked_up'] } });
    expect(queue.errors).toBeUndefined();
    const items = queue.data!.attentionQueue.items.filter((item) => item.key === `transport_not_picked_up:${late.id}`);
    expect(items.map((item) => [item.reason, item.section, item.path])).toEqual([
      [
        `${late.vin} not picked up by ${addBusinessDays(purchasedOn, 5)}, 5 business days after the auction purchase.`,
        'transportation',
        `/transportation?order=${late.id}`,
      ],
    ]);
    const titles = await graph.run(OWNER, GetAttentionQueueDocument, {
      filter: { rules: ['transport_title_overdue'] },
    });
    expect(
      titles
        .data!.attentionQueue.items.filter((item) => item.key === `transport_title_overdue:${late.id}`)
        .map((item) => item.reason),
    ).toEqual([
      `Title of ${late.vin} not received by ${addBusinessDays(purchasedOn, 21)}, 21 business days after the auction purchase.`,
    ]);
    const received = await graph.run(EDITOR, MarkTransportTitleReceivedDocument, { id: late.id, receivedOn: today });
    expect(received.data!.markTransportTitleReceived).toMatchObject({ titleReceivedOn: today, titleOverdue: false });
    const afterTitle = await graph.run(OWNER, GetAttentionQueueDocument, {
      filter: { rules: ['transport_title_overdue'] },
    });
    expect(afterTitle.data!.attentionQueue.items.map((item) => item.key)).not.toContain(
      `transport_title_overdue:${late.id}`,
    );
    await graph.run(EDITOR, AssignTransportOrderDocument, { id: late.id, input: { name: 'Late Haulers' } });
    await graph.run(EDITOR, SignBillOfLadingDocument, { id: late.id, input: PICKUP });
    const after = await graph.run(OWNER, GetAttentionQueueDocument, { filter: { rules: ['transport_not_picked_up'] } });
    expect(after.data!.attentionQueue.items.map((item) => item.key)).not.toContain(
      `transport_not_picked_up:${late.id}`,
    );
  });
});

describe('bad input stores nothing', () => {
  it.each<[string, Partial<TransportOrderInput>, string]>([
    [
      'a window that ends before it starts',
      { pickupWindowStart: today, pickupWindowEnd: shiftDate(today, 1) },
      `The pickup window ends (${shiftDate(today, 1)}) before it starts (${today}): choose a last day on or after the first.`,
    ],
    [
      'a VIN with a letter VINs never use',
      { vin: '1HGCV1F3OPA000101' },
      "The VIN 1HGCV1F3OPA000101 contains 'O', which VINs do not use (VINs never use I, O or Q: they read like 1 and 0). Give a vehicle of your inventory or a 17-character VIN.",
    ],
    ['a ZIP no one has', { pickupZip: '00000' }, "The pickup ZIP '00000' is not a US ZIP code: give its five digits."],
    ['a short address', { deliveryAddress: 'x' }, 'The delivery address has 5 to 300 characters.'],
    ['a negative price', { priceCents: -1 }, 'The price is whole cents from $0 to $100,000.'],
    ['a distance of nothing', { distanceMiles: 0 }, 'The distance is whole miles from 1 to 5000.'],
    [
      'a purchase in the future',
      { purchasedOn: shiftDate(today, -3) },
      `The purchase date ${shiftDate(today, -3)} is in the future.`,
    ],
    [
      'a date that is not one',
      { pickupWindowEnd: '2026-02-30' },
      "The pickup window end is a date as YYYY-MM-DD, not '2026-02-30'.",
    ],
  ])('%s', async (_name, change, expected) => {
    const before = await rowCounts(db());
    const answer = await graph.run(EDITOR, CreateTransportOrderDocument, { input: order(change) });
    expect([code(answer), message(answer)]).toEqual(['BAD_USER_INPUT', expected]);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('refuses a bad carrier and bad damage marks, storing nothing', async () => {
    const created = await create();
    const before = await rowCounts(db());
    const badCarrier = await graph.run(EDITOR, AssignTransportOrderDocument, {
      id: created.id,
      input: { name: 'Haulers', mcDotNumber: 'twelve' },
    });
    expect([code(badCarrier), message(badCarrier)]).toEqual([
      'BAD_USER_INPUT',
      "The MC/DOT number 'twelve' is 4 to 8 digits, optionally after MC or DOT.",
    ]);
    await graph.run(EDITOR, AssignTransportOrderDocument, { id: created.id, input: { name: 'Haulers' } });
    const assignedCounts = await rowCounts(db());
    const noSigner = await graph.run(EDITOR, SignBillOfLadingDocument, {
      id: created.id,
      input: { ...PICKUP, signerName: ' ' },
    });
    expect([code(noSigner), message(noSigner)]).toEqual([
      'BAD_USER_INPUT',
      "The signer's name has 2 to 120 characters.",
    ]);
    expect(changedRows(assignedCounts, await rowCounts(db()))).toEqual({});
    expect(
      await db().select().from(billOfLadingInspections).where(eq(billOfLadingInspections.orderId, created.id)),
    ).toEqual([]);
    expect(Object.keys(changedRows(before, await rowCounts(db())))).not.toContain('transport_orders');
  });
});

describe('who may', () => {
  it("answers another organization's ids NOT_FOUND and shows it only its own orders", async () => {
    const created = await create();
    const before = await db().select().from(transportOrders).where(eq(transportOrders.id, created.id));
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetTransportOrderDocument, { id: created.id }))).toBe('NOT_FOUND');
    expect(
      code(
        await graph.run(RIVAL_OWNER_EMAIL, ChangeTransportOrderStateDocument, { id: created.id, state: 'cancelled' }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      code(
        await graph.run(RIVAL_OWNER_EMAIL, AssignTransportOrderDocument, {
          id: created.id,
          input: { name: 'Rival Haulers' },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, SignBillOfLadingDocument, { id: created.id, input: PICKUP }))).toBe(
      'NOT_FOUND',
    );
    const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.organizationId, demoId)).limit(1);
    expect(
      code(
        await graph.run(RIVAL_OWNER_EMAIL, CreateTransportOrderDocument, {
          input: order({ vin: undefined, vehicleId: vehicle!.id }),
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      (await graph.run(RIVAL_OWNER_EMAIL, GetTransportOrdersDocument, { first: 50 })).data!.transportOrders.totalCount,
    ).toBe(0);
    expect(await db().select().from(transportOrders).where(eq(transportOrders.id, created.id))).toEqual(before);
  });

  it.each([
    ['viewer@demo.test', 'a VIEWER without the section'],
    ['user@demo.test', 'a USER without the section'],
    ['agent@demo.test', 'an agent'],
  ])('refuses %s (%s) reading or writing, storing nothing', async (email) => {
    const created = await create();
    const before = await rowCounts(db());
    expect(code(await graph.run(email, GetTransportOrdersDocument, { first: 10 }))).toBe('FORBIDDEN');
    expect(code(await graph.run(email, CreateTransportOrderDocument, { input: order() }))).toBe('FORBIDDEN');
    expect(
      code(await graph.run(email, ChangeTransportOrderStateDocument, { id: created.id, state: 'cancelled' })),
    ).toBe('FORBIDDEN');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('lets an OWNER cancel a requested order, after which it stays cancelled', async () => {
    const created = await create();
    const cancelled = await graph.run(OWNER, ChangeTransportOrderStateDocument, { id: created.id, state: 'cancelled' });
    expect(cancelled.data!.changeTransportOrderState.state).toBe('cancelled');
    expect(
      code(await graph.run(OWNER, ChangeTransportOrderStateDocument, { id: created.id, state: 'requested' })),
    ).toBe('CONFLICT');
  });
});
