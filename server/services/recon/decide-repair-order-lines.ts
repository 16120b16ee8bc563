import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { repairOrderLines } from '../../db/schema';
import { AppError } from '../../errors';
import { reasonText } from '../inventory/change-vehicle';
import type { Viewer } from '../users/viewer';
import { findOwnOrderRow, getRepairOrder, ownLine, settleOrder, type RepairOrder } from './repair-orders';

/**
 * Approves or declines lines of an order awaiting approval: the ones named, or with none named
 * every pending line. A decline needs a reason; declined lines stay on the order as deferred work.
 * Decisions queue on the order's lock, so of two approvers deciding one line the second finds it
 * decided: CONFLICT, and none of that call's decisions is stored.
 */
export async function decideRepairOrderLines(options: {
  db: Database;
  viewer: Viewer;
  repairOrderId: string;
  lineIds?: string[] | null;
  approve: boolean;
  reason?: string | null;
}): Promise<RepairOrder> {
  const { db, viewer, approve } = options;
  const reason = reasonText(options.reason, 'The reason');
  if (options.lineIds?.length === 0)
    throw new AppError('BAD_USER_INPUT', 'Name at least one line, or none to decide every pending line.');
  if (!approve && !reason)
    throw new AppError('BAD_USER_INPUT', 'Give a reason for declining: it stays with the deferred work.');
  await db.transaction(async (tx) => {
    const order = await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true });
    if (order.status !== 'awaiting_approval')
      throw new AppError(
        'CONFLICT',
        `This repair order is ${order.status}, not awaiting approval: there is nothing to decide.`,
      );
    // One at a time: a transaction is one connection, which runs one statement at a time.
    const lines = [];
    for (const id of new Set(options.lineIds ?? [])) lines.push(await ownLine(tx, order, id));
    const decided = lines.find((line) => line.decision !== 'pending');
    if (decided)
      throw new AppError(
        'CONFLICT',
        `The line '${decided.operation}' was already ${decided.decision}; reload the order.`,
      );
    const targets = options.lineIds
      ? inArray(
          repairOrderLines.id,
          lines.map((line) => line.id),
        )
      : and(eq(repairOrderLines.repairOrderId, order.id), eq(repairOrderLines.decision, 'pending'));
    await tx
      .update(repairOrderLines)
      .set({
        decision: approve ? 'approved' : 'declined',
        decidedByUserId: viewer.user.id,
        decidedAt: new Date(),
        declineReason: approve ? null : reason,
      })
      .where(and(targets, isNull(repairOrderLines.decidedAt)));
    await settleOrder(tx, order);
  });
  return getRepairOrder({ db, viewer, id: options.repairOrderId });
}
