import { inArray } from 'drizzle-orm';
import { waitingCostCents } from '../../../src/shared/recon/repair-order';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { listRepairOrders, type RepairOrder } from './repair-orders';

/** An order awaiting approval with its vehicle and what its pending lines' wait has cost so far. */
export type PendingApproval = { order: RepairOrder; vehicle: VisibleVehicle; waitingCostCents: number };

const orderWaitingCost = (order: RepairOrder): number =>
  order.lines.reduce(
    (sum, line) =>
      line.decision === 'pending' && line.submittedAt
        ? sum + waitingCostCents(line.submittedAt, order.now, order.holdingCostPerDayCents)
        : sum,
    0,
  );

/**
 * The approval queue: the organization's orders awaiting approval with their vehicles, highest
 * waiting cost first (the costliest wait is the one to decide first), oldest order on a tie.
 */
export async function listPendingApprovals(options: {
  db: Database;
  viewer: Viewer;
  now?: Date;
}): Promise<PendingApproval[]> {
  const { db, viewer } = options;
  const orders = await listRepairOrders({ db, viewer, status: 'awaiting_approval', now: options.now });
  if (orders.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.id, [...new Set(orders.map((order) => order.vehicleId))]));
  const scope = inventoryScope(viewer);
  const byId = new Map(rows.map((row) => [row.id, visibleVehicle(row, scope)]));
  return orders
    .map((order) => ({ order, vehicle: byId.get(order.vehicleId)!, waitingCostCents: orderWaitingCost(order) }))
    .sort(
      (a, b) => b.waitingCostCents - a.waitingCostCents || a.order.createdAt.getTime() - b.order.createdAt.getTime(),
    );
}
