import { sql } from 'drizzle-orm';
import {
  findTemplate,
  INSPECTION_RESULTS,
  templateItems,
  type InspectionResult,
} from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { inspectionItems } from '../../db/schema';
import { AppError } from '../../errors';
import { reasonText } from '../inventory/change-vehicle';
import type { Viewer } from '../users/viewer';
import { findOwnInspectionRow, withItems, type Inspection } from './inspections';

export type ItemAnswer = { itemKey: string; result: InspectionResult; note?: string | null };

/** Answers items (again, until completed): each a template item, pass / fail / n-a, with an optional note. All or none are stored. */
export async function answerInspectionItems(options: {
  db: Database;
  viewer: Viewer;
  inspectionId: string;
  answers: ItemAnswer[];
}): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    if (row.completedAt)
      throw new AppError('CONFLICT', 'This inspection is completed: start a new one to inspect again.');
    const keys = new Set(templateItems(findTemplate(row.templateKey)!).map((item) => item.key));
    for (const answer of options.answers) {
      if (!keys.has(answer.itemKey))
        throw new AppError('BAD_USER_INPUT', `No item '${answer.itemKey}' in the ${row.templateKey} inspection.`);
      if (!INSPECTION_RESULTS.includes(answer.result)) throw new AppError('BAD_USER_INPUT', 'Answer pass, fail or na.');
    }
    // One statement for the lot (a CPO inspection is 150+ items); the last answer to an item wins.
    const rows = new Map(
      options.answers.map((answer) => [
        answer.itemKey,
        {
          inspectionId: row.id,
          itemKey: answer.itemKey,
          result: answer.result,
          note: reasonText(answer.note, 'The note'),
        },
      ]),
    );
    if (rows.size > 0) {
      await tx
        .insert(inspectionItems)
        .values([...rows.values()])
        .onConflictDoUpdate({
          target: [inspectionItems.inspectionId, inspectionItems.itemKey],
          set: { result: sql`excluded.result`, note: sql`excluded.note` },
        });
    }
    return withItems(tx, row);
  });
}
