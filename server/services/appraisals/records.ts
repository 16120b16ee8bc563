import { and, eq, sql } from 'drizzle-orm';
import { editProblem } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals, users, type AppraisalRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { actorName, type HistoryActor } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

/** An appraisal with who appraised it (null when that user no longer exists). */
export type AppraisalRecord = AppraisalRow & { appraiser: HistoryActor };

export const NOT_FOUND_MESSAGE = 'No appraisal with this id in your organization.';

/** The columns of a record: the row, the appraiser's name, and the exact creation time (the list's keyset). */
export const recordColumns = {
  row: appraisals,
  appraiserName: actorName,
  createdAtText: sql<string>`${appraisals.createdAt}::text`,
};

export function toRecord({ row, appraiserName }: { row: AppraisalRow; appraiserName: string | null }): AppraisalRecord {
  return {
    ...row,
    appraiser: row.appraiserUserId && appraiserName ? { id: row.appraiserUserId, name: appraiserName } : null,
  };
}

export const selectRecords = (db: Database) =>
  db.select(recordColumns).from(appraisals).leftJoin(users, eq(users.id, appraisals.appraiserUserId));

/** An appraisal of the organization; another organization's, like a missing one, is NOT_FOUND. */
export async function getAppraisal(options: {
  db: Database;
  organizationId: string;
  id: string;
}): Promise<AppraisalRecord> {
  const { db, organizationId, id } = options;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [found] = await selectRecords(db).where(
    and(eq(appraisals.id, id), eq(appraisals.organizationId, organizationId)),
  );
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toRecord(found);
}

/** The row, locked for update (call inside a transaction): changes of one appraisal queue. */
export async function lockAppraisal(tx: Database, organizationId: string, id: string): Promise<AppraisalRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select()
    .from(appraisals)
    .where(and(eq(appraisals.id, id), eq(appraisals.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** The appraisal locked, or BAD_USER_INPUT when it is won or lost (final). */
export async function lockEditable(tx: Database, viewer: Viewer, id: string): Promise<AppraisalRow> {
  const row = await lockAppraisal(tx, viewer.organization.id, id);
  const problem = editProblem(row.state);
  if (problem) throw new AppError('BAD_USER_INPUT', problem);
  return row;
}

/** What every change sets: when the appraisal last changed. */
export const touch = { updatedAt: sql`now()` };
