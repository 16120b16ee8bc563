import { isUuid } from '../ids';
import { asc, eq, ilike } from 'drizzle-orm';
import { isAssignableFeatureFlag } from '../../../src/shared/access';
import { isPlanKey, type PlanKey } from '../../../src/shared/organization/plans';
import type { Database } from '../../db/client';
import { organizations, users, type OrganizationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { memberColumns, type Member } from '../team/members';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';

// Administrators (users of type `admin`) act across organizations; the resolvers check that.
type Options = { db: Database; viewer: Viewer };

const PRODUCT_FLAG = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function organizationName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 120) throw new AppError('BAD_USER_INPUT', 'An organization name has 2 to 120 characters.');
  return trimmed;
}

export async function unsafeFindOrganization(db: Database, id: string): Promise<OrganizationRow> {
  const [organization] = isUuid(id) ? await db.select().from(organizations).where(eq(organizations.id, id)) : [];
  if (!organization) throw new AppError('NOT_FOUND', 'No such organization.');
  return organization;
}

async function unsafeFindUser(db: Database, id: string): Promise<Member> {
  const [user] = isUuid(id) ? await db.select(memberColumns).from(users).where(eq(users.id, id)) : [];
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  return user;
}

export async function listOrganizations({ db }: Options, search?: string | null): Promise<OrganizationRow[]> {
  const term = search?.trim();
  const query = db.select().from(organizations).orderBy(asc(organizations.name)).limit(500);
  return term ? query.where(ilike(organizations.name, `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`)) : query;
}

export async function listUsersOf({ db }: Options, organizationId: string): Promise<Member[]> {
  await unsafeFindOrganization(db, organizationId);
  return db.select(memberColumns).from(users).where(eq(users.organizationId, organizationId)).orderBy(asc(users.lastName), asc(users.firstName));
}

export const findUser = ({ db }: Options, id: string) => unsafeFindUser(db, id);

export async function createOrganization({ db, viewer }: Options, name: string, plan: PlanKey): Promise<OrganizationRow> {
  if (!isPlanKey(plan)) throw new AppError('BAD_USER_INPUT', `Unknown plan '${plan}'.`);
  return db.transaction(async (tx) => {
    const [organization] = await tx.insert(organizations).values({ name: organizationName(name), plan }).returning();
    await recordAudit(tx, viewer, {
      organizationId: organization!.id,
      action: 'organization.created',
      targetType: 'organization',
      targetId: organization!.id,
      after: { name: organization!.name, plan },
    });
    return organization!;
  });
}

async function updateOrganization(
  { db, viewer }: Options,
  id: string,
  action: string,
  values: Partial<Pick<OrganizationRow, 'name' | 'plan' | 'featureFlags'>>,
): Promise<OrganizationRow> {
  const before = await unsafeFindOrganization(db, id);
  return writeAffectingViewers(db, { organizationId: id }, async (tx) => {
    const [after] = await tx.update(organizations).set(values).where(eq(organizations.id, id)).returning();
    const keys = Object.keys(values) as (keyof typeof values)[];
    await recordAudit(tx, viewer, {
      organizationId: id,
      action,
      targetType: 'organization',
      targetId: id,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after![key]])),
    });
    return after!;
  });
}

export const renameOrganization = (options: Options, id: string, name: string) =>
  updateOrganization(options, id, 'organization.renamed', { name: organizationName(name) });

export function changePlan(options: Options, id: string, plan: PlanKey) {
  if (!isPlanKey(plan)) throw new AppError('BAD_USER_INPUT', `Unknown plan '${plan}'.`);
  return updateOrganization(options, id, 'organization.plan_changed', { plan });
}

function assignableFlags(flags: string[]): string[] {
  const unknown = flags.filter((flag) => !isAssignableFeatureFlag(flag));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Not assignable feature flag(s): ${unknown.join(', ')}.`);
  return [...new Set(flags)].sort();
}

/**
 * Replaces the organization's assignable flags; flags outside the assignable list (set by
 * Lotwise itself, e.g. `reports`) are kept as they are.
 */
export async function setOrganizationFeatureFlags(options: Options, id: string, flags: string[]) {
  const assigned = assignableFlags(flags);
  const { featureFlags } = await unsafeFindOrganization(options.db, id);
  const kept = featureFlags.filter((flag) => !isAssignableFeatureFlag(flag));
  return updateOrganization(options, id, 'organization.feature_flags_set', { featureFlags: [...new Set([...kept, ...assigned])].sort() });
}

async function updateUserFlags(
  { db, viewer }: Options,
  userId: string,
  action: string,
  values: Partial<Pick<Member, 'featureFlags' | 'productFeatureFlags'>>,
): Promise<Member> {
  const before = await unsafeFindUser(db, userId);
  return writeAffectingViewers(db, { userId }, async (tx) => {
    const [after] = await tx.update(users).set(values).where(eq(users.id, userId)).returning(memberColumns);
    const keys = Object.keys(values) as (keyof typeof values)[];
    await recordAudit(tx, viewer, {
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

export const setUserFeatureFlags = (options: Options, userId: string, flags: string[]) =>
  updateUserFlags(options, userId, 'user.feature_flags_set', { featureFlags: assignableFlags(flags) });

export function setUserProductFeatureFlags(options: Options, userId: string, flags: string[]) {
  const invalid = flags.filter((flag) => !PRODUCT_FLAG.test(flag));
  if (invalid.length > 0) {
    throw new AppError('BAD_USER_INPUT', `Product feature flags are lower-case letters, digits, - and _ (up to 64): ${invalid.join(', ')}.`);
  }
  return updateUserFlags(options, userId, 'user.product_feature_flags_set', { productFeatureFlags: [...new Set(flags)].sort() });
}
