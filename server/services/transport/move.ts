// Moving an order from state to state, in the caller's transaction: the one place that changes
// `state`, so every change is checked against the allowed moves and audited.
import { eq } from 'drizzle-orm';
import { DISPOSED_STATUSES } from '../../../src/shared/inventory/vehicle';
import { becomeRefusal } from '../../../src/shared/state-moves';
import { TRANSPORT_MOVE_WORDS, TRANSPORT_MOVES, type TransportState } from '../../../src/shared/transport/states';
import type { Database } from '../../db/client';
import { reconVehicles, transportOrders, vehicles, type TransportOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { emit } from '../domain-events';
import { putInFirstStage } from '../recon/move-vehicle';
import type { Viewer } from '../users/viewer';

/** CONFLICT unless the order (locked by the caller) may go from its state to `to`. */
export function checkMove(order: TransportOrderRow, to: TransportState): void {
  const refusal = becomeRefusal(TRANSPORT_MOVES, TRANSPORT_MOVE_WORDS, order.state, to);
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * A stocked vehicle delivered and not yet in recon enters the workflow's first stage, whatever its
 * status (incoming, in recon, front line or sale pending: a car from another lot is inspected here);
 * one already somewhere in recon stays where it is, and a sold or wholesaled car is not stock.
 */
async function receiveVehicle(tx: Database, vehicleId: string, userId: string): Promise<void> {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  if (!vehicle || DISPOSED_STATUSES.includes(vehicle.status)) return;
  const [position] = await tx
    .select({ stageId: reconVehicles.stageId })
    .from(reconVehicles)
    .where(eq(reconVehicles.vehicleId, vehicleId));
  if (!position) await putInFirstStage({ tx, vehicle, userId, note: 'Delivered by transport' });
}

/** Puts the locked order in state `to` (after `checkMove`), audited; delivery receives a stocked vehicle. */
export async function moveOrder(
  tx: Database,
  viewer: Viewer,
  order: TransportOrderRow,
  to: TransportState,
  changes: Partial<Pick<TransportOrderRow, 'carrierName' | 'carrierMcDot' | 'carrierContact' | 'priceCents'>> = {},
): Promise<void> {
  checkMove(order, to);
  await tx
    .update(transportOrders)
    .set({ ...changes, state: to, stateChangedAt: new Date() })
    .where(eq(transportOrders.id, order.id));
  if (to === 'delivered' && order.vehicleId) await receiveVehicle(tx, order.vehicleId, viewer.user.id);
  await recordAudit({
    db: tx,
    viewer,
    organizationId: order.organizationId,
    action: 'transport_order.state_changed',
    targetType: 'transport_order',
    targetId: order.id,
    before: { state: order.state },
    after: { state: to, ...changes },
  });
  const data = { transportOrderId: order.id, vehicleId: order.vehicleId, from: order.state, to };
  await emit('event.occurred', {
    tx,
    event: {
      organizationId: order.organizationId,
      type: 'transport.state_changed',
      subject: 'transport_order',
      subjectId: order.id,
      data,
      // A carrier's token moves an order as the carrier, not as the person who made the token.
      actorId: viewer.token ? null : viewer.user.id,
    },
  });
}
