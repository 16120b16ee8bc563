import { and, eq } from 'drizzle-orm';
import { INSPECTION_FOR_STATE, type TransportState } from '../../../src/shared/transport/states';
import { billOfLadingInspections } from '../../db/schema';
import { AppError } from '../../errors';
import { checkMove, moveOrder } from './move';
import { findOrderRow, getTransportOrder, type Options, type TransportOrderRecord } from './records';

/**
 * Moves an order along: CONFLICT for a change the states do not allow, for `assigned` without a
 * carrier, and for picked up or delivered before that side of the bill of lading is signed.
 */
export async function changeTransportOrderState({
  db,
  viewer,
  id,
  state,
}: Options & { id: string; state: TransportState }): Promise<TransportOrderRecord> {
  await db.transaction(async (tx) => {
    const order = await findOrderRow({ db: tx, viewer, id, forUpdate: true });
    checkMove(order, state);
    if (state === 'assigned' && !order.carrierName)
      throw new AppError('CONFLICT', 'Give the order a carrier to assign it.');
    const stage = INSPECTION_FOR_STATE[state];
    if (stage) {
      const [signed] = await tx
        .select({ stage: billOfLadingInspections.stage })
        .from(billOfLadingInspections)
        .where(and(eq(billOfLadingInspections.orderId, order.id), eq(billOfLadingInspections.stage, stage)));
      if (!signed)
        throw new AppError(
          'CONFLICT',
          `Sign the ${stage} side of the bill of lading first: it records the car's condition.`,
        );
    }
    await moveOrder(tx, viewer, order, state);
  });
  return getTransportOrder({ db, viewer, id });
}
