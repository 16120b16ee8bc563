import { eq } from 'drizzle-orm';
import { canDo, type AccessUser } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { appraisals } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { loadViewer, toAccessUser, type Viewer } from '../users/viewer';
import { appraisalFields, type AppraisalFieldsInput } from './fields';
import { getAppraisal, lockEditable, touch, type AppraisalRecord } from './records';

/** NOT_FOUND unless the user is an active member of the organization who may read appraisals. */
async function assertAppraiser(db: Database, viewer: Viewer, userId: string): Promise<void> {
  const member = isUuid(userId) ? await loadViewer({ db, userId }) : null;
  const access: AccessUser | null =
    member && member.organization.id === viewer.organization.id ? toAccessUser(member) : null;
  if (!access) throw new AppError('NOT_FOUND', 'No member with this id in your organization.');
  if (!canDo(access, 'readAppraisals'))
    throw new AppError('BAD_USER_INPUT', 'This member cannot open appraisals: give them the appraisals section first.');
}

/** Changes a draft or offered appraisal's car, customer, notes or appraiser. */
export async function updateAppraisal(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: AppraisalFieldsInput & { appraiserId?: string | null };
  today?: string;
}): Promise<AppraisalRecord> {
  const { db, viewer, id, input } = options;
  await getAppraisal({ db, organizationId: viewer.organization.id, id });
  if (input.appraiserId) await assertAppraiser(db, viewer, input.appraiserId);
  await db.transaction(async (tx) => {
    const current = await lockEditable(tx, viewer, id);
    const fields = await appraisalFields({ db: tx, viewer, input, current, today: options.today });
    await tx
      .update(appraisals)
      .set({ ...fields, ...(input.appraiserId ? { appraiserUserId: input.appraiserId } : {}), ...touch })
      .where(eq(appraisals.id, current.id));
  });
  return getAppraisal({ db, organizationId: viewer.organization.id, id });
}
