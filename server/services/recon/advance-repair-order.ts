import { eq } from 'drizzle-orm';
import { nextStatus, type RepairOrderStep } from '../../../src/shared/recon/repair-order';
import type { Database } from '../../db/client';
import { repairOrderLines } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import type { Viewer } from '../users/viewer';
import { submitted } from './add-repair-order-line';
import { findOwnOrderRow, getRepairOrder, orderLines, setStatus, settleOrder, type RepairOrder } from './repair-orders';

/**
 * Takes a step: `submit` sends a draft with lines for approval (lines under the threshold are
 * approved at once, which may decide the order), `start`, `complete`, `close` follow the state machine.
 */
export async function advanceRepairOrder(options: {
  db: Database;
  viewer: Viewer;
  repairOrderId: string;
  step: RepairOrderStep;
}): Promise<RepairOrder> {
  const { db, viewer, step } = options;
  await db.transaction(async (tx) => {
    const order = await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true });
    const next = nextStatus(order.status, step);
    if (!next.ok) throw new AppError('CONFLICT', next.reason);
    if (step === 'submit') {
      const lines = await orderLines(tx, order.id);
      if (lines.length === 0)
        throw new AppError('BAD_USER_INPUT', 'Add at least one line before submitting the order for approval.');
      const now = new Date();
      for (const line of lines)
        await tx
          .update(repairOrderLines)
          .set(submitted(viewer, line, now))
          .where(eq(repairOrderLines.id, line.id));
    }
    await setStatus(tx, order.id, next.status);
    if (step === 'submit') {
      const data = { repairOrderId: order.id, vehicleId: order.vehicleId };
      const event = {
        organizationId: order.organizationId,
        subject: 'repair_order',
        subjectId: order.id,
        data,
      } as const;
      await emit('event.occurred', {
        tx,
        event: { ...event, type: 'repair_order.submitted', actorId: viewer.user.id },
      });
    }
    await settleOrder(tx, { ...order, status: next.status });
  });
  return getRepairOrder({ db, viewer, id: options.repairOrderId });
}
