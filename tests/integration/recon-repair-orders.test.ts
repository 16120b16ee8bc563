import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRepairOrderLineDocument } from '../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { DecideRepairOrderLinesDocument } from '../../graphql/generated/operations/DecideRepairOrderLines';
import { GetRepairOrderDocument } from '../../graphql/generated/operations/GetRepairOrder';
import { GetRepairOrdersDocument } from '../../graphql/generated/operations/GetRepairOrders';
import { RemoveRepairOrderLineDocument } from '../../graphql/generated/operations/RemoveRepairOrderLine';
import { UpdateOrganizationSettingDocument } from '../../graphql/generated/operations/UpdateOrganizationSetting';
import type { RepairOrderLineInput, RepairOrderStep } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import { repairOrderLines, repairOrders } from '../../server/db/schema';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
/** Has the recon section with scope 1: reads orders, changes nothing. */
const READER = 'user@demo.test';
const NO_SECTION = ['viewer@demo.test', 'agent@demo.test'];

let database: DatabaseHandle;
let graph: InProcessGraph;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

const BRAKES: RepairOrderLineInput = {
  operation: 'Front brake pads and rotors',
  laborHours: 1.5,
  partsCents: 18_950,
  subletCostCents: 0,
};
const WINDSHIELD: RepairOrderLineInput = {
  operation: 'Windshield',
  laborHours: 0,
  partsCents: 0,
  subletVendor: 'Clear View Glass',
  subletCostCents: 32_000,
};
const WIPERS: RepairOrderLineInput = {
  operation: 'Wiper blades',
  laborHours: 0.1,
  partsCents: 2_400,
  subletCostCents: 0,
};

async function setting(key: string, value: unknown) {
  expect(code(await graph.run(OWNER, UpdateOrganizationSettingDocument, { input: { key, value } }))).toBeUndefined();
}

async function vehicle(email = EDITOR): Promise<string> {
  const answer = await graph.run(email, CreateVehicleDocument, { input: freshVehicle() as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}

async function order(
  lines: RepairOrderLineInput[] = [BRAKES, WINDSHIELD],
  options: { submit?: boolean; email?: string } = {},
) {
  const email = options.email ?? EDITOR;
  const created = await graph.run(email, CreateRepairOrderDocument, { vehicleId: await vehicle(email) });
  expect(created.errors).toBeUndefined();
  let current = created.data!.createRepairOrder;
  for (const line of lines)
    current = (await graph.run(email, AddRepairOrderLineDocument, { input: { repairOrderId: current.id, line } })).data!
      .addRepairOrderLine;
  if (options.submit ?? true) current = (await step(email, current.id, 'submit')).data!.advanceRepairOrder;
  return current;
}

const step = (email: string, repairOrderId: string, name: RepairOrderStep) =>
  graph.run(email, AdvanceRepairOrderDocument, { input: { repairOrderId, step: name } });
const decide = (email: string, repairOrderId: string, approve: boolean, lineIds?: string[], reason?: string) =>
  graph.run(email, DecideRepairOrderLinesDocument, { input: { repairOrderId, approve, lineIds, reason } });

/** The order's rows and its lines, whole: what a refused call must leave as it was. */
async function stored(repairOrderId: string) {
  return {
    order: await db().select().from(repairOrders).where(eq(repairOrders.id, repairOrderId)),
    lines: await db()
      .select()
      .from(repairOrderLines)
      .where(eq(repairOrderLines.repairOrderId, repairOrderId))
      .orderBy(asc(repairOrderLines.id)),
  };
}

async function expectRefused(
  expected: string,
  call: () => Promise<{ errors?: readonly { extensions?: { code?: unknown } }[] }>,
  repairOrderId: string,
) {
  const before = await stored(repairOrderId);
  const ordersBefore = await db().select().from(repairOrders).orderBy(asc(repairOrders.id));
  expect(code(await call())).toBe(expected);
  expect(await stored(repairOrderId)).toEqual(before);
  expect(await db().select().from(repairOrders).orderBy(asc(repairOrders.id))).toEqual(ordersBefore);
}

describe('repair orders: estimate, approval, work', () => {
  it('prices lines at the labor rate, totals them, and walks the states to closed', async () => {
    const draft = await order([BRAKES, WINDSHIELD], { submit: false });
    expect(draft.status).toBe('draft');
    expect(
      draft.lines.map(({ laborRateCents, laborCents, totalCents, decision, submittedAt }) => ({
        laborRateCents,
        laborCents,
        totalCents,
        decision,
        submittedAt,
      })),
    ).toEqual([
      { laborRateCents: 12_000, laborCents: 18_000, totalCents: 36_950, decision: 'pending', submittedAt: null },
      { laborRateCents: 12_000, laborCents: 0, totalCents: 32_000, decision: 'pending', submittedAt: null },
    ]);
    expect(draft.estimateCents).toBe(68_950);
    const awaiting = (await step(EDITOR, draft.id, 'submit')).data!.advanceRepairOrder;
    expect(awaiting.status).toBe('awaiting_approval');
    expect(awaiting.pendingCents).toBe(68_950);
    expect(awaiting.lines.every((line) => line.submittedAt !== null && line.waitingCostCents === 0)).toBe(true);
    const approved = (await decide(OWNER, draft.id, true)).data!.decideRepairOrderLines;
    expect(approved).toMatchObject({ status: 'approved', approvedCents: 68_950, pendingCents: 0 });
    expect(approved.lines.map((line) => [line.decision, line.autoApproved, line.waitingCostCents])).toEqual([
      ['approved', false, null],
      ['approved', false, null],
    ]);
    for (const [name, status] of [
      ['start', 'in_progress'],
      ['complete', 'completed'],
      ['close', 'closed'],
    ] as const) {
      expect((await step(EDITOR, draft.id, name)).data!.advanceRepairOrder.status).toBe(status);
    }
  });

  it('decides lines one by one: a decline keeps its reason as deferred work, and the order is partly approved', async () => {
    const awaiting = await order();
    const [brakes, windshield] = awaiting.lines;
    expect((await decide(OWNER, awaiting.id, true, [brakes!.id])).data!.decideRepairOrderLines.status).toBe(
      'awaiting_approval',
    );
    await expectRefused('BAD_USER_INPUT', () => decide(OWNER, awaiting.id, false, [windshield!.id], '  '), awaiting.id);
    const decided = (await decide(EDITOR, awaiting.id, false, [windshield!.id], 'Chip is outside the driver view'))
      .data!.decideRepairOrderLines;
    expect(decided).toMatchObject({
      status: 'partly_approved',
      approvedCents: 36_950,
      declinedCents: 32_000,
      pendingCents: 0,
    });
    expect(decided.lines[1]).toMatchObject({ decision: 'declined', declineReason: 'Chip is outside the driver view' });
    expect(decided.lines[1]!.decidedAt).not.toBeNull();
  });

  it('declines every pending line at once, and a declined order closes as it is', async () => {
    const awaiting = await order();
    const declined = (await decide(OWNER, awaiting.id, false, undefined, 'Wholesale it')).data!.decideRepairOrderLines;
    expect(declined).toMatchObject({ status: 'declined', declinedCents: 68_950 });
    await expectRefused('CONFLICT', () => step(EDITOR, awaiting.id, 'start'), awaiting.id);
    expect((await step(EDITOR, awaiting.id, 'close')).data!.advanceRepairOrder.status).toBe('closed');
    expect(
      (await graph.run(READER, GetRepairOrderDocument, { id: awaiting.id })).data!.repairOrder.lines.map(
        (line) => line.decision,
      ),
    ).toEqual(['declined', 'declined']);
  });

  it('locks an approved order: decided lines do not change, a new line is a revision awaiting approval again', async () => {
    const awaiting = await order();
    await decide(OWNER, awaiting.id, true);
    await expectRefused(
      'CONFLICT',
      () =>
        graph.run(EDITOR, RemoveRepairOrderLineDocument, {
          input: { repairOrderId: awaiting.id, lineId: awaiting.lines[0]!.id },
        }),
      awaiting.id,
    );
    await expectRefused('CONFLICT', () => decide(OWNER, awaiting.id, true, [awaiting.lines[0]!.id]), awaiting.id);
    expect((await step(EDITOR, awaiting.id, 'start')).data!.advanceRepairOrder.status).toBe('in_progress');
    const revised = (
      await graph.run(EDITOR, AddRepairOrderLineDocument, { input: { repairOrderId: awaiting.id, line: WIPERS } })
    ).data!.addRepairOrderLine;
    expect(revised).toMatchObject({
      status: 'awaiting_approval',
      revision: 2,
      approvedCents: 68_950,
      pendingCents: 3_600,
    });
    expect(revised.lines.map((line) => [line.revision, line.decision])).toEqual([
      [1, 'approved'],
      [1, 'approved'],
      [2, 'pending'],
    ]);
    expect((await decide(OWNER, awaiting.id, true)).data!.decideRepairOrderLines.status).toBe('approved');
    await step(EDITOR, awaiting.id, 'start');
    await step(EDITOR, awaiting.id, 'complete');
    await expectRefused(
      'CONFLICT',
      () => graph.run(EDITOR, AddRepairOrderLineDocument, { input: { repairOrderId: awaiting.id, line: WIPERS } }),
      awaiting.id,
    );
  });

  it('auto-approves lines under the threshold unless approval is required', async () => {
    await setting('recon_auto_approve_under_cents', 5_000);
    try {
      const mixed = await order([BRAKES, WIPERS]);
      expect(mixed.status).toBe('awaiting_approval');
      expect(mixed.lines.map((line) => [line.decision, line.autoApproved, line.decidedByUserId])).toEqual([
        ['pending', false, null],
        ['approved', true, null],
      ]);
      expect((await order([WIPERS])).status).toBe('approved');
      await setting('recon_approval_required', true);
      expect((await order([WIPERS])).lines[0]!.decision).toBe('pending');
    } finally {
      await setting('recon_approval_required', false);
      await setting('recon_auto_approve_under_cents', 0);
    }
  });

  it('prices the wait of pending lines at the holding cost per day', async () => {
    const awaiting = await order([BRAKES]);
    await db()
      .update(repairOrderLines)
      .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(repairOrderLines.repairOrderId, awaiting.id));
    const line = (await graph.run(READER, GetRepairOrderDocument, { id: awaiting.id })).data!.repairOrder.lines[0]!;
    expect(line.waitingDays).toBeCloseTo(3, 3);
    expect(line.waitingCostCents).toBeGreaterThanOrEqual(12_000);
    expect(line.waitingCostCents).toBeLessThan(12_010);
  });
});

describe('repair orders: refused input and access, nothing stored', () => {
  it('refuses negative or malformed amounts and missing names', async () => {
    const draft = await order([], { submit: false });
    const bad: RepairOrderLineInput[] = [
      { ...BRAKES, laborHours: -1 },
      { ...BRAKES, laborHours: 1.234 },
      { ...BRAKES, partsCents: -5 },
      { ...BRAKES, subletCostCents: -100, subletVendor: 'X' },
      { ...BRAKES, subletCostCents: 100 },
      { ...BRAKES, operation: '   ' },
      { ...BRAKES, operation: 'x'.repeat(201) },
    ];
    for (const line of bad)
      await expectRefused(
        'BAD_USER_INPUT',
        () => graph.run(EDITOR, AddRepairOrderLineDocument, { input: { repairOrderId: draft.id, line } }),
        draft.id,
      );
    await expectRefused('BAD_USER_INPUT', () => step(EDITOR, draft.id, 'submit'), draft.id);
  });

  it('refuses decisions on an order not awaiting approval, and steps out of order', async () => {
    const draft = await order([BRAKES], { submit: false });
    await expectRefused('CONFLICT', () => decide(OWNER, draft.id, true), draft.id);
    for (const name of ['start', 'complete', 'close'] as const)
      await expectRefused('CONFLICT', () => step(EDITOR, draft.id, name), draft.id);
    const awaiting = await order([BRAKES]);
    await expectRefused('CONFLICT', () => step(EDITOR, awaiting.id, 'submit'), awaiting.id);
    await expectRefused('BAD_USER_INPUT', () => decide(OWNER, awaiting.id, true, []), awaiting.id);
    await expectRefused('NOT_FOUND', () => decide(OWNER, awaiting.id, true, ['not-a-line']), awaiting.id);
  });

  it('lets readers read, refuses writers without scope 2 or the section, and approvers without roapproval', async () => {
    const awaiting = await order([BRAKES]);
    expect(
      (await graph.run(READER, GetRepairOrdersDocument, { vehicleId: awaiting.vehicleId })).data!.repairOrders.map(
        (found) => found.id,
      ),
    ).toEqual([awaiting.id]);
    await expectRefused(
      'FORBIDDEN',
      () => graph.run(READER, AddRepairOrderLineDocument, { input: { repairOrderId: awaiting.id, line: WIPERS } }),
      awaiting.id,
    );
    await expectRefused('FORBIDDEN', () => decide(READER, awaiting.id, true), awaiting.id);
    await expectRefused(
      'FORBIDDEN',
      () => graph.run(READER, CreateRepairOrderDocument, { vehicleId: awaiting.vehicleId }),
      awaiting.id,
    );
    for (const email of NO_SECTION) {
      expect(code(await graph.run(email, GetRepairOrderDocument, { id: awaiting.id }))).toBe('FORBIDDEN');
      await expectRefused('FORBIDDEN', () => decide(email, awaiting.id, true), awaiting.id);
      await expectRefused('FORBIDDEN', () => step(email, awaiting.id, 'start'), awaiting.id);
    }
  });

  it('answers NOT_FOUND for another organization’s orders, lines and vehicles', async () => {
    const awaiting = await order([BRAKES]);
    expect(code(await graph.run(RIVAL_OWNER_EMAIL, GetRepairOrderDocument, { id: awaiting.id }))).toBe('NOT_FOUND');
    expect(
      (await graph.run(RIVAL_OWNER_EMAIL, GetRepairOrdersDocument, { vehicleId: awaiting.vehicleId })).data!
        .repairOrders,
    ).toEqual([]);
    await expectRefused('NOT_FOUND', () => decide(RIVAL_OWNER_EMAIL, awaiting.id, true), awaiting.id);
    await expectRefused('NOT_FOUND', () => step(RIVAL_OWNER_EMAIL, awaiting.id, 'start'), awaiting.id);
    await expectRefused(
      'NOT_FOUND',
      () =>
        graph.run(RIVAL_OWNER_EMAIL, AddRepairOrderLineDocument, {
          input: { repairOrderId: awaiting.id, line: WIPERS },
        }),
      awaiting.id,
    );
    await expectRefused(
      'NOT_FOUND',
      () => graph.run(RIVAL_OWNER_EMAIL, CreateRepairOrderDocument, { vehicleId: awaiting.vehicleId }),
      awaiting.id,
    );
    // A line id of another order, even of the same organization, is not this order's line.
    const other = await order([BRAKES]);
    await expectRefused('NOT_FOUND', () => decide(OWNER, awaiting.id, true, [other.lines[0]!.id]), awaiting.id);
  });
});

describe('repair orders: two approvers at once', () => {
  it('lets one decision on a line win and refuses the other with CONFLICT, storing only the winner', async () => {
    const awaiting = await order([BRAKES, WINDSHIELD]);
    const line = awaiting.lines[0]!.id;
    const answers = await Promise.all([
      decide(OWNER, awaiting.id, true, [line]),
      decide(EDITOR, awaiting.id, false, [line, awaiting.lines[1]!.id], 'Too dear'),
    ]);
    expect(answers.map(code).sort()).toEqual(['CONFLICT', undefined]);
    const winner = answers.findIndex((answer) => code(answer) === undefined);
    const lines = await db()
      .select()
      .from(repairOrderLines)
      .where(inArray(repairOrderLines.id, [line, awaiting.lines[1]!.id]))
      .orderBy(asc(repairOrderLines.createdAt));
    expect(lines.map((row) => row.decision)).toEqual(winner === 0 ? ['approved', 'pending'] : ['declined', 'declined']);
  });
});
