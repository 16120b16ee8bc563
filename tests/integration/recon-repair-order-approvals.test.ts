// The approval queue (`pendingRepairOrderApprovals`): orders awaiting approval with their vehicle,
// highest waiting cost first, read by whoever reads repair orders (readRepairOrders), as every
// role, read and write tokens, and another organization (which sees only its own, none).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRepairOrderLineDocument } from '../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { DecideRepairOrderLinesDocument } from '../../graphql/generated/operations/DecideRepairOrderLines';
import { GetPendingRepairOrderApprovalsDocument } from '../../graphql/generated/operations/GetPendingRepairOrderApprovals';
import type { CreateVehicleInput, RepairOrderLineInput } from '../../graphql/generated/types';
import { repairOrderLines } from '../../server/db/schema';
import { graphql } from './support/clients';
import {
  createOtherOrganization,
  dataOf,
  errorCode,
  freshVehicle,
  operationRunner,
  OTHER_OWNER,
  sessionsFor,
} from './support/inventory';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const as = sessionsFor(() => server);
const run = operationRunner(() => server);
const tokens = { read: '', write: '' };
const bearer = (scope: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[scope]}` });
const DAY_MS = 86_400_000;

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

beforeAll(async () => {
  server = await startTestServer();
  await createOtherOrganization(server);
  const owner = await as('owner@demo.test');
  for (const [scope, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `approvals-${scope}`, scopes } },
      owner,
    );
    tokens[scope] = created.data!.createApiToken.secret;
  }
});
afterAll(() => server.close());

/** A fresh vehicle with an order of `lines`, submitted, its lines waiting since `daysAgo` days. */
async function awaitingOrder(lines: RepairOrderLineInput[], daysAgo: number) {
  const editor = await as('editor@demo.test');
  const vehicle = dataOf(
    await run(CreateVehicleDocument, { input: freshVehicle() as CreateVehicleInput }, editor),
  ).createVehicle;
  const order = dataOf(await run(CreateRepairOrderDocument, { vehicleId: vehicle.id }, editor)).createRepairOrder;
  for (const line of lines)
    dataOf(await run(AddRepairOrderLineDocument, { input: { repairOrderId: order.id, line } }, editor));
  dataOf(await run(AdvanceRepairOrderDocument, { input: { repairOrderId: order.id, step: 'submit' } }, editor));
  await server.database.db
    .update(repairOrderLines)
    .set({ submittedAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(repairOrderLines.repairOrderId, order.id));
  return { vehicle, orderId: order.id };
}

const queue = async (headers: Record<string, string>) => run(GetPendingRepairOrderApprovalsDocument, {}, headers);

describe('pendingRepairOrderApprovals', () => {
  it('lists orders awaiting approval with their vehicle, highest waiting cost first, and drops decided ones', async () => {
    const cheap = await awaitingOrder([BRAKES], 1);
    const costly = await awaitingOrder([BRAKES, WINDSHIELD], 2);
    const owner = await as('owner@demo.test');
    const before = dataOf(await queue(owner)).pendingRepairOrderApprovals;
    const ours = before.filter((entry) => [cheap.orderId, costly.orderId].includes(entry.order.id));
    // Two lines waiting two days at $40 a day, then one line waiting one day.
    expect(
      ours.map((entry) => [entry.order.id, entry.vehicle.stockNumber, Math.round(entry.waitingCostCents / 100)]),
    ).toEqual([
      [costly.orderId, costly.vehicle.stockNumber, 160],
      [cheap.orderId, cheap.vehicle.stockNumber, 40],
    ]);
    const costs = before.map((entry) => entry.waitingCostCents);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(before.every((entry) => entry.order.status === 'awaiting_approval')).toBe(true);
    expect(ours[0]!.vehicle).toMatchObject({
      id: costly.vehicle.id,
      year: 2021,
      make: 'Honda',
      model: 'CR-V',
      mainPhoto: null,
    });

    dataOf(
      await run(
        DecideRepairOrderLinesDocument,
        { input: { repairOrderId: cheap.orderId, approve: true } },
        await as('editor@demo.test'),
      ),
    );
    const after = dataOf(await queue(owner)).pendingRepairOrderApprovals.map((entry) => entry.order.id);
    expect(after).toContain(costly.orderId);
    expect(after).not.toContain(cheap.orderId);
  });

  it('answers whoever reads repair orders (sessions and both tokens) and refuses the others with FORBIDDEN', async () => {
    const { orderId } = await awaitingOrder([BRAKES], 0);
    for (const headers of [
      await as('owner@demo.test'),
      await as('editor@demo.test'),
      await as('user@demo.test'),
      await as('admin@demo.test'),
      bearer('read'),
      bearer('write'),
    ]) {
      expect(dataOf(await queue(headers)).pendingRepairOrderApprovals.map((entry) => entry.order.id)).toContain(
        orderId,
      );
    }
    for (const email of ['viewer@demo.test', 'agent@demo.test']) {
      const answer = await queue(await as(email));
      expect(errorCode(answer)).toBe('FORBIDDEN');
      expect(answer.data).toBeNull();
    }
    const anonymous = await queue({});
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('shows another organization only its own queue (empty), never Demo Motors’ orders', async () => {
    await awaitingOrder([BRAKES], 0);
    expect(dataOf(await queue(await as(OTHER_OWNER))).pendingRepairOrderApprovals).toEqual([]);
  });

  it('stores nothing: reading the queue leaves the lines as they were', async () => {
    const { orderId } = await awaitingOrder([BRAKES, WINDSHIELD], 0);
    const lines = () =>
      server.database.db
        .select()
        .from(repairOrderLines)
        .where(inArray(repairOrderLines.repairOrderId, [orderId]));
    const before = await lines();
    await queue(await as('owner@demo.test'));
    expect(await lines()).toEqual(before);
  });
});
