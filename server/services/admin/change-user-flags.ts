import { eq } from 'drizzle-orm';
import { isUserAssignableFeatureFlag } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { memberColumns, type Member } from '../users/member';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';
import { replaceAssignableFlags } from './assignable-flags';
import { unsafeFindUser } from './lookup';

type Options = { db: Database; viewer: Viewer; userId: string };

const PRODUCT_FLAG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

async function updateUserFlags({
  db,
  viewer,
  userId,
  action,
  values,
}: Options & {
  action: string;
  values: (before: Member) => Partial<Pick<Member, 'featureFlags' | 'productFeatureFlags'>>;
}): Promise<Member> {
  const before = await unsafeFindUser({ db, id: userId });
  const changes = values(before);
  return writeAffectingViewers(db, { userId }, async (tx) => {
    const [after] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning(memberColumns);
    const keys = Object.keys(changes) as (keyof typeof changes)[];
    await recordAudit({
      db: tx,
      viewer,
      organizationId: before.organizationId,
      action,
      targetType: 'user',
      targetId: userId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after![key]])),
    });
    return after!;
  });
}

/** Replaces the user's assignable flags (the organization's list plus the rollout flags); others stay. */
export const setUserFeatureFlags = ({ featureFlags, ...options }: Options & { featureFlags: string[] }) =>
  updateUserFlags({
    ...options,
    action: 'user.feature_flags_set',
    values: (before) => ({
      featureFlags: replaceAssignableFlags({
        current: before.featureFlags,
        flags: featureFlags,
        isAssignable: isUserAssignableFeatureFlag,
      }),
    }),
  });

export function setUserProductFeatureFlags({
  productFeatureFlags,
  ...options
}: Options & { productFeatureFlags: string[] }) {
  const invalid = productFeatureFlags.filter((flag) => !PRODUCT_FLAG.test(flag));
  if (invalid.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Product feature flags are lower-case letters, digits, - and _ (up to 64): ${invalid.join(', ')}.`,
    );
  }
  const values = { productFeatureFlags: [...new Set(productFeatureFlags)].sort() };
  return updateUserFlags({ ...options, action: 'user.product_feature_flags_set', values: () => values });
}
