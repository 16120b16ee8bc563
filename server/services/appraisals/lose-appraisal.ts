import { eq, sql } from 'drizzle-orm';
import { APPRAISAL_LIMITS, transitionProblem, type AppraisalLostReason } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { getAppraisal, lockAppraisal, touch, type AppraisalRecord } from './records';

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/** draft or offered → lost, with the reason (and a note of at most 500 characters). */
export async function loseAppraisal(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  reason: AppraisalLostReason;
  note?: string | null;
}): Promise<AppraisalRecord> {
  const { db, viewer, id, reason } = options;
  await getAppraisal({ db, organizationId: viewer.organization.id, id });
  const note = options.note?.trim() || null;
  if (note && note.length > APPRAISAL_LIMITS.maxReasonLength)
    throw bad(`The note must be at most ${APPRAISAL_LIMITS.maxReasonLength} characters.`);
  await db.transaction(async (tx) => {
    const row = await lockAppraisal(tx, viewer.organization.id, id);
    const problem = transitionProblem(row.state, 'lost');
    if (problem) throw bad(problem);
    await tx
      .update(appraisals)
      .set({ state: 'lost', lostReason: reason, lostNote: note, closedAt: sql`now()`, ...touch })
      .where(eq(appraisals.id, id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
