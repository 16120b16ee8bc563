import { eq } from 'drizzle-orm';
import { inspectionOutcome, templateItems } from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { findOwnInspectionRow, withItems, type Inspection } from './inspections';

/** Completes an inspection whose every item is answered: failed if any item failed, else passed. */
export async function completeInspection(options: {
  db: Database;
  viewer: Viewer;
  inspectionId: string;
}): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    if (row.completedAt) throw new AppError('CONFLICT', 'This inspection is already completed.');
    const inspection = await withItems(tx, row);
    const outcome = inspectionOutcome(
      inspection.template,
      new Map(inspection.items.map((item) => [item.itemKey, item.result])),
    );
    if (outcome === 'incomplete') {
      const missing = templateItems(inspection.template).length - inspection.items.length;
      throw new AppError('BAD_USER_INPUT', `Answer every item before completing: ${missing} left.`);
    }
    const [done] = await tx
      .update(inspections)
      .set({ outcome, completedAt: new Date() })
      .where(eq(inspections.id, row.id))
      .returning();
    return withItems(tx, done!);
  });
}
