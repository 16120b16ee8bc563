import { eq } from 'drizzle-orm';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { transportOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { day } from './fields';
import { findOrderRow, getTransportOrder, type Options, type TransportOrderRecord } from './records';

/** Records the day an auction purchase's title arrived, which ends its title deadline. */
export async function markTransportTitleReceived({
  db,
  viewer,
  id,
  receivedOn,
}: Options & { id: string; receivedOn: string }): Promise<TransportOrderRecord> {
  const received = day(receivedOn, 'The day the title arrived');
  await db.transaction(async (tx) => {
    const order = await findOrderRow({ db: tx, viewer, id, forUpdate: true });
    if (!order.purchasedOn) throw new AppError('CONFLICT', 'Only an auction purchase has a title to wait for.');
    if (!received || received < order.purchasedOn || received > todayIso()) {
      throw new AppError('BAD_USER_INPUT', `The title arrives between the purchase (${order.purchasedOn}) and today.`);
    }
    await tx.update(transportOrders).set({ titleReceivedOn: received }).where(eq(transportOrders.id, order.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: order.organizationId,
      action: 'transport_order.title_received',
      targetType: 'transport_order',
      targetId: order.id,
      after: { titleReceivedOn: received },
    });
  });
  return getTransportOrder({ db, viewer, id });
}
