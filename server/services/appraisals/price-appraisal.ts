import { eq } from 'drizzle-orm';
import { checkReconLines, offerAmountProblem, reasonProblem, type AppraisalReconLine } from '../../../src/shared/appraisals';
import { findTemplate } from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { getAppraisal, type AppraisalRecord } from './records';
import { lockEditable, touch } from './update-appraisal';

/** Replaces the recon estimate of a draft or offered appraisal (the lines, and the inspection template it was started from). */
export async function setAppraisalReconEstimate(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  lines: AppraisalReconLine[];
  reconTemplateKey?: string | null;
}): Promise<AppraisalRecord> {
  const { db, viewer, id } = options;
  await getAppraisal({ db, organizationId: viewer.organization.id, id });
  const lines = checkReconLines(options.lines);
  if (!lines.ok) throw new AppError('BAD_USER_INPUT', lines.message);
  const reconTemplateKey = options.reconTemplateKey?.trim() || null;
  if (reconTemplateKey && !findTemplate(reconTemplateKey)) throw new AppError('BAD_USER_INPUT', `There is no inspection template '${reconTemplateKey}'.`);
  await db.transaction(async (tx) => {
    await lockEditable(tx, viewer, id);
    await tx.update(appraisals).set({ reconLines: lines.value, reconTemplateKey, ...touch }).where(eq(appraisals.id, id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}

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
    const problem = offerAmountProblem(offerCents, 'The offer') ?? reasonProblem(options.reason, 'The reason for overriding the offer');
    if (problem) throw new AppError('BAD_USER_INPUT', problem);
  }
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, viewer, id);
    if (row.state !== 'draft') throw new AppError('BAD_USER_INPUT', 'The offer has been made: an offered appraisal keeps the amount it was offered at.');
    await tx
      .update(appraisals)
      .set({ overrideCents: offerCents, overrideReason: offerCents === null ? null : options.reason!.trim(), ...touch })
      .where(eq(appraisals.id, id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
