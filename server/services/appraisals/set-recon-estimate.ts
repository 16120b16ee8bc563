import { eq } from 'drizzle-orm';
import { checkReconLines, type AppraisalReconLine } from '../../../src/shared/appraisals';
import { findTemplate } from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { getAppraisal, lockEditable, touch, type AppraisalRecord } from './records';

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
  if (reconTemplateKey && !findTemplate(reconTemplateKey))
    throw new AppError('BAD_USER_INPUT', `There is no inspection template '${reconTemplateKey}'.`);
  await db.transaction(async (tx) => {
    await lockEditable(tx, viewer, id);
    await tx
      .update(appraisals)
      .set({ reconLines: lines.value, reconTemplateKey, ...touch })
      .where(eq(appraisals.id, id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
