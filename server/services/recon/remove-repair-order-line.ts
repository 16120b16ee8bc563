import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { repairOrderLines } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { findOwnOrderRow, getRepairOrder, ownLine, settleOrder, type RepairOrder } from './repair-orders';

/** Removes a line not yet decided. A decided line is locked (CONFLICT): decline it, or add a correcting line. */
export async function removeRepairOrderLine(options: {
  db: Database;
  viewer: Viewer;
  repairOrderId: string;
  lineId: string;
}): Promise<RepairOrder> {
  const { db, viewer } = options;
  await db.transaction(async (tx) => {
    const order = await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true });
    const line = await ownLine(tx, order, options.lineId);
    if (line.decision !== 'pending')
      throw new AppError('CONFLICT', `This line is already ${line.decision}: it can no longer change.`);
    await tx.delete(repairOrderLines).where(eq(repairOrderLines.id, line.id));
    await settleOrder(tx, order);
  });
  return getRepairOrder({ db, viewer, id: options.repairOrderId });
}
