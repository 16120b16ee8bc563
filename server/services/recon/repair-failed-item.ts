import { and, eq } from 'drizzle-orm';
import { findTemplate, templateItems } from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { inspectionItems, repairOrders } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { addLineLocked, type RepairLineInput } from './add-repair-order-line';
import { findOwnInspectionRow, withItems, type Inspection } from './inspections';
import { findOwnOrderRow } from './repair-orders';

/**
 * Turns a failed item into a repair-order line in one action: on the order named (of the same
 * vehicle), or on a new draft order. The operation is the item's label and note; an item becomes
 * one line only (CONFLICT the second time).
 */
export async function repairFailedItem(options: {
  db: Database;
  viewer: Viewer;
  inspectionId: string;
  itemKey: string;
  repairOrderId?: string | null;
  line: Omit<RepairLineInput, 'operation'>;
}): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    const [item] = await tx
      .select()
      .from(inspectionItems)
      .where(and(eq(inspectionItems.inspectionId, row.id), eq(inspectionItems.itemKey, options.itemKey)));
    if (item?.result !== 'fail')
      throw new AppError('BAD_USER_INPUT', `Item '${options.itemKey}' has not failed this inspection.`);
    if (item.repairOrderLineId) throw new AppError('CONFLICT', 'This failed item is already a repair-order line.');
    const order = options.repairOrderId
      ? await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true })
      : (
          await tx
            .insert(repairOrders)
            .values({ organizationId: row.organizationId, vehicleId: row.vehicleId, createdByUserId: viewer.user.id })
            .returning()
        )[0]!;
    if (order.vehicleId !== row.vehicleId)
      throw new AppError('BAD_USER_INPUT', 'The repair order is for another vehicle than the inspection.');
    const label = templateItems(findTemplate(row.templateKey)!).find(
      (candidate) => candidate.key === item.itemKey,
    )!.label;
    const line = await addLineLocked(tx, viewer, order, {
      ...options.line,
      operation: item.note ? `${label}: ${item.note}`.slice(0, 200) : label,
    });
    await tx
      .update(inspectionItems)
      .set({ repairOrderLineId: line.id })
      .where(and(eq(inspectionItems.inspectionId, row.id), eq(inspectionItems.itemKey, item.itemKey)));
    return withItems(tx, row);
  });
}
