import { eq } from 'drizzle-orm';
import { offerAmountProblem, reasonProblem } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { getAppraisal, lockEditable, touch, type AppraisalRecord } from './records';

/** Sets the appraiser's own offer with a reason (3–500 characters), or with null goes back to the proposal. */
export async function overrideAppraisalOffer(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  offerCents: number | null;
  reason?: string | null;
}): Promise<AppraisalRecord> {
  const { db, viewer, id, offerCents } = options;
  await getAppraisal({ db, organizationId: viewer.organization.id, id });
  if (offerCents !== null) {
    const problem =
      offerAmountProblem(offerCents, 'The offer') ??
      reasonProblem(options.reason, 'The reason for overriding the offer');
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  }
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, viewer, id);
    if (row.state !== 'draft')
      throw new AppError(
        'BAD_USER_INPUT',
        'The offer has been made: an offered appraisal keeps the amount it was offered at.',
      );
    await tx
      .update(appraisals)
      .set({ overrideCents: offerCents, overrideReason: offerCents === null ? null : options.reason!.trim(), ...touch })
      .where(eq(appraisals.id, id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
