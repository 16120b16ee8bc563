import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import type { Viewer } from '../users/viewer';
import { appraisalFields, type AppraisalFieldsInput } from './fields';
import { getAppraisal, type AppraisalRecord } from './records';

/** Starts a draft appraised by the viewer (an API token's: by its creator). */
export async function createAppraisal(options: {
  db: Database;
  viewer: Viewer;
  input: AppraisalFieldsInput;
  today?: string;
}): Promise<AppraisalRecord> {
  const { db, viewer } = options;
  const fields = await appraisalFields(options);
  const [row] = await db
    .insert(appraisals)
    .values({ ...fields, organizationId: viewer.organization.id, appraiserUserId: viewer.user.id })
    .returning({ id: appraisals.id });
  return getAppraisal({ db, organizationId: viewer.organization.id, id: row!.id });
}
