import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { decidedStatus, type RepairOrderStatus } from '../../../src/shared/recon/repair-order';
import type { Database } from '../../db/client';
import { repairOrderLines, repairOrders, type RepairOrderLineRow, type RepairOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { reconSetting } from './settings';

/** An order with its lines and what its waiting costs need: the holding cost and the instant measured at. */
export type RepairOrder = RepairOrderRow & { lines: RepairOrderLineRow[]; holdingCostPerDayCents: number; now: Date };

const NOT_FOUND_MESSAGE = 'No repair order with this id in your organization.';

/** The order row of the viewer's organization, locked for the transaction when asked: every change and decision takes this lock. */
export async function findOwnOrderRow(
  db: Database,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RepairOrderRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const query = db
    .select()
    .from(repairOrders)
    .where(and(eq(repairOrders.id, id), eq(repairOrders.organizationId, organizationId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

export const orderLines = (db: Database, repairOrderId: string) =>
  db
    .select()
    .from(repairOrderLines)
    .where(eq(repairOrderLines.repairOrderId, repairOrderId))
    .orderBy(asc(repairOrderLines.createdAt), asc(repairOrderLines.id));

/**
 * An order awaiting approval whose lines are all decided takes the status they make (approved,
 * partly approved or declined); otherwise it stays. Runs after every decision and new line.
 */
export async function settleOrder(tx: Database, order: RepairOrderRow): Promise<void> {
  if (order.status !== 'awaiting_approval') return;
  const lines = await orderLines(tx, order.id);
  const status = decidedStatus(lines.map((line) => line.decision));
  if (!status) return;
  await setStatus(tx, order.id, status);
  const data = { repairOrderId: order.id, vehicleId: order.vehicleId, status };
  const event = { organizationId: order.organizationId, subject: 'repair_order', subjectId: order.id, data } as const;
  await emit('event.occurred', { tx, event: { ...event, type: 'repair_order.decided' } });
}

export async function setStatus(tx: Database, id: string, status: RepairOrderStatus, revision?: number): Promise<void> {
  await tx.update(repairOrders).set({ status, revision, updatedAt: new Date() }).where(eq(repairOrders.id, id));
}

/** One order of the viewer's organization with its lines. */
export async function getRepairOrder(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  now?: Date;
}): Promise<RepairOrder> {
  const { db, viewer, id } = options;
  const order = await findOwnOrderRow(db, viewer.organization.id, id);
  return {
    ...order,
    lines: await orderLines(db, order.id),
    holdingCostPerDayCents: reconSetting(viewer, 'holding_cost_per_day_cents'),
    now: options.now ?? new Date(),
  };
}

const MAX_ORDERS = 500;

/** The organization's orders, newest first, narrowed to a vehicle and/or a status. */
export async function listRepairOrders(options: {
  db: Database;
  viewer: Viewer;
  vehicleId?: string | null;
  status?: RepairOrderStatus | null;
  now?: Date;
}): Promise<RepairOrder[]> {
  const { db, viewer, vehicleId, status } = options;
  const conditions: SQL[] = [eq(repairOrders.organizationId, viewer.organization.id)];
  if (vehicleId) {
    if (!isUuid(vehicleId)) return [];
    conditions.push(eq(repairOrders.vehicleId, vehicleId));
  }
  if (status) conditions.push(eq(repairOrders.status, status));
  const orders = await db
    .select()
    .from(repairOrders)
    .where(and(...conditions))
    .orderBy(desc(repairOrders.createdAt))
    .limit(MAX_ORDERS);
  const lines =
    orders.length === 0
      ? []
      : await db
          .select()
          .from(repairOrderLines)
          .where(inOrders(orders))
          .orderBy(asc(repairOrderLines.createdAt), asc(repairOrderLines.id));
  const holdingCostPerDayCents = reconSetting(viewer, 'holding_cost_per_day_cents');
  const now = options.now ?? new Date();
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((line) => line.repairOrderId === order.id),
    holdingCostPerDayCents,
    now,
  }));
}

const inOrders = (orders: RepairOrderRow[]) =>
  inArray(
    repairOrderLines.repairOrderId,
    orders.map((order) => order.id),
  );

/** A line of a (locked) order of the viewer's organization. */
export async function ownLine(tx: Database, order: RepairOrderRow, lineId: string): Promise<RepairOrderLineRow> {
  const [line] = isUuid(lineId)
    ? await tx
        .select()
        .from(repairOrderLines)
        .where(and(eq(repairOrderLines.id, lineId), eq(repairOrderLines.repairOrderId, order.id)))
    : [];
  if (!line) throw new AppError('NOT_FOUND', 'No line with this id on this repair order.');
  return line;
}
