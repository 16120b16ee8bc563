import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRepairOrderLineDocument } from '../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { DecideRepairOrderLinesDocument } from '../../graphql/generated/operations/DecideRepairOrderLines';
import { GetReconAssigneesDocument } from '../../graphql/generated/operations/GetReconAssignees';
import { GetReconBoardFiguresDocument } from '../../graphql/generated/operations/GetReconBoardFigures';
import { GetReconBoardScreenDocument } from '../../graphql/generated/operations/GetReconBoardScreen';
import type { RepairOrderLineInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

// The fields the /recon board added to the graph: a card's open repair-order total, the month's
// recon spend and the people a vehicle can be assigned to.
const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const READER = 'user@demo.test';
const NO_RECON = ['viewer@demo.test', 'agent@demo.test'];

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

// $120/h labor by default: 1.5 h is $180.00, so 18,000 + 18,950 = 36,950.
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
  laborHours: 0,
  partsCents: 2_400,
  subletCostCents: 0,
};

async function acquire(): Promise<string> {
  const answer = await graph.run(EDITOR, CreateVehicleDocument, {
    input: freshVehicle({ status: 'incoming' }) as never,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}

/** A submitted order of the vehicle with `lines`; returns its line ids in order. */
async function submittedOrder(vehicleId: string, lines: RepairOrderLineInput[]) {
  const created = await graph.run(EDITOR, CreateRepairOrderDocument, { vehicleId });
  let order = created.data!.createRepairOrder;
  for (const line of lines)
    order = (await graph.run(EDITOR, AddRepairOrderLineDocument, { input: { repairOrderId: order.id, line } })).data!
      .addRepairOrderLine;
  const submitted = await graph.run(EDITOR, AdvanceRepairOrderDocument, {
    input: { repairOrderId: order.id, step: 'submit' },
  });
  expect(submitted.errors).toBeUndefined();
  return { id: order.id, lineIds: submitted.data!.advanceRepairOrder.lines.map((line) => line.id) };
}

const card = async (email: string, vehicleId: string) =>
  (await graph.run(email, GetReconBoardScreenDocument, {})).data!.reconBoard.find(
    (entry) => entry.vehicle.id === vehicleId,
  );

const monthRange = () => {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return {
    monthStart: monthStart.toISOString(),
    monthEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    lastMonthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString(),
  };
};

describe('ReconVehicle.openRepairOrderCents', () => {
  it('sums approved and pending lines of orders not closed, never declined ones', async () => {
    const vehicleId = await acquire();
    expect((await card(EDITOR, vehicleId))!.openRepairOrderCents).toBe(0);
    const order = await submittedOrder(vehicleId, [BRAKES, WINDSHIELD, WIPERS]);
    expect((await card(EDITOR, vehicleId))!.openRepairOrderCents).toBe(36_950 + 32_000 + 2_400);
    expect(
      code(
        await graph.run(OWNER, DecideRepairOrderLinesDocument, {
          input: { repairOrderId: order.id, lineIds: [order.lineIds[1]!], approve: false, reason: 'Chip only' },
        }),
      ),
    ).toBeUndefined();
    expect(
      code(
        await graph.run(OWNER, DecideRepairOrderLinesDocument, {
          input: { repairOrderId: order.id, lineIds: [order.lineIds[0]!], approve: true },
        }),
      ),
    ).toBeUndefined();
    // One pending, one approved, one declined: the declined windshield is deferred work.
    expect((await card(READER, vehicleId))!.openRepairOrderCents).toBe(36_950 + 2_400);
  });

  it('drops an order once it is closed', async () => {
    const vehicleId = await acquire();
    const order = await submittedOrder(vehicleId, [WIPERS]);
    expect(
      code(
        await graph.run(OWNER, DecideRepairOrderLinesDocument, {
          input: { repairOrderId: order.id, approve: false, reason: 'Not needed' },
        }),
      ),
    ).toBeUndefined();
    expect((await card(EDITOR, vehicleId))!.openRepairOrderCents).toBe(0);
    expect(
      code(await graph.run(EDITOR, AdvanceRepairOrderDocument, { input: { repairOrderId: order.id, step: 'close' } })),
    ).toBeUndefined();
    expect((await card(EDITOR, vehicleId))!.openRepairOrderCents).toBe(0);
  });
});

describe('ReconMetrics.reconSpendCents', () => {
  it('counts the lines approved in the range, not pending or declined ones, nor another range', async () => {
    const range = monthRange();
    const lastMonthRange = {
      monthStart: range.lastMonthStart,
      monthEnd: range.monthStart,
      lastMonthStart: new Date(Date.parse(range.lastMonthStart) - 31 * 86_400_000).toISOString(),
    };
    const spend = async (variables: typeof range) =>
      (await graph.run(EDITOR, GetReconBoardFiguresDocument, variables)).data!.thisMonth.reconSpendCents;
    // The demo's own recon history has approvals in both months: compare before and after.
    const [before, lastMonthBefore] = [await spend(range), await spend(lastMonthRange)];
    const order = await submittedOrder(await acquire(), [BRAKES, WINDSHIELD, WIPERS]);
    await graph.run(OWNER, DecideRepairOrderLinesDocument, {
      input: { repairOrderId: order.id, lineIds: [order.lineIds[0]!], approve: true },
    });
    await graph.run(OWNER, DecideRepairOrderLinesDocument, {
      input: { repairOrderId: order.id, lineIds: [order.lineIds[1]!], approve: false, reason: 'Chip only' },
    });
    const figures = (await graph.run(READER, GetReconBoardFiguresDocument, range)).data!;
    expect(figures.thisMonth.reconSpendCents - before).toBe(36_950);
    expect(await spend(lastMonthRange)).toBe(lastMonthBefore);
  });

  it("never counts another organization's approvals", async () => {
    const answer = await graph.run(RIVAL_OWNER_EMAIL, GetReconBoardFiguresDocument, monthRange());
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.thisMonth.reconSpendCents).toBe(0);
  });
});

describe('reconAssignees', () => {
  it('lists the active members of the viewer’s organization to whoever reads recon', async () => {
    const members = await db().select().from(users);
    const demo = members.find((member) => member.email === EDITOR)!.organizationId;
    const expected = members
      .filter((member) => member.organizationId === demo && member.active)
      .map((member) => ({ id: member.id, name: `${member.firstName} ${member.lastName}` }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    for (const email of [OWNER, EDITOR, READER]) {
      const answer = await graph.run(email, GetReconAssigneesDocument, {});
      expect(answer.errors).toBeUndefined();
      expect(
        [...answer.data!.reconAssignees].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
      ).toEqual(expected);
    }
  });

  it('leaves out deactivated members', async () => {
    const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
    const [leaver] = await db()
      .insert(users)
      .values({
        organizationId: editor!.organizationId,
        email: 'leaver-recon@demo.test',
        firstName: 'Lee',
        lastName: 'Aver',
        role: 'USER',
        type: 'user',
        active: false,
      } as never)
      .returning();
    const answer = await graph.run(EDITOR, GetReconAssigneesDocument, {});
    expect(answer.data!.reconAssignees.map((member) => member.id)).not.toContain(leaver!.id);
  });

  it('refuses people without the recon section', async () => {
    for (const email of NO_RECON) expect(code(await graph.run(email, GetReconAssigneesDocument, {}))).toBe('FORBIDDEN');
  });

  it("gives another organization's owner their own members only", async () => {
    const answer = await graph.run(RIVAL_OWNER_EMAIL, GetReconAssigneesDocument, {});
    const [rivalOwner] = await db().select().from(users).where(eq(users.email, RIVAL_OWNER_EMAIL));
    const rivals = await db().select().from(users).where(eq(users.organizationId, rivalOwner!.organizationId));
    expect(answer.data!.reconAssignees.map((member) => member.id).sort()).toEqual(
      rivals
        .filter((member) => member.active)
        .map((member) => member.id)
        .sort(),
    );
  });
});
