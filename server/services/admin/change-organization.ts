import { eq } from 'drizzle-orm';
import { isAssignableFeatureFlag } from '../../../src/shared/access';
import { isPlanKey, type PlanKey } from '../../../src/shared/organization/plans';
import type { Database } from '../../db/client';
import { organizations, type OrganizationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';
import { replaceAssignableFlags } from './assignable-flags';
import { unsafeFindDealerGroup } from './dealer-groups';
import { unsafeFindOrganization } from './lookup';

type Options = { db: Database; viewer: Viewer };

function organizationName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 2 || trimmed.length > 120)
    throw new AppError('BAD_USER_INPUT', 'An organization name has 2 to 120 characters.');
  return trimmed;
}

export async function createOrganization({
  db,
  viewer,
  name,
  plan,
}: Options & { name: string; plan: PlanKey }): Promise<OrganizationRow> {
  if (!isPlanKey(plan)) throw new AppError('BAD_USER_INPUT', `Unknown plan '${plan}'.`);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: organizationName(name), plan })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: organization!.id,
      action: 'organization.created',
      targetType: 'organization',
      targetId: organization!.id,
      after: { name: organization!.name, plan },
    });
    return organization!;
  });
}

async function updateOrganization({
  db,
  viewer,
  organizationId,
  action,
  values,
}: Options & {
  organizationId: string;
  action: string;
  values: Partial<Pick<OrganizationRow, 'name' | 'plan' | 'featureFlags' | 'dealerGroupId'>>;
}): Promise<OrganizationRow> {
  const before = await unsafeFindOrganization({ db, id: organizationId });
  return writeAffectingViewers(db, { organizationId }, async (tx) => {
    const [after] = await tx.update(organizations).set(values).where(eq(organizations.id, organizationId)).returning();
    const keys = Object.keys(values) as (keyof typeof values)[];
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action,
      targetType: 'organization',
      targetId: organizationId,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after![key]])),
    });
    return after!;
  });
}

export const renameOrganization = ({ name, ...options }: Options & { organizationId: string; name: string }) =>
  updateOrganization({ ...options, action: 'organization.renamed', values: { name: organizationName(name) } });

export function changePlan({ plan, ...options }: Options & { organizationId: string; plan: PlanKey }) {
  if (!isPlanKey(plan)) throw new AppError('BAD_USER_INPUT', `Unknown plan '${plan}'.`);
  return updateOrganization({ ...options, action: 'organization.plan_changed', values: { plan } });
}

/** Replaces the organization's assignable flags; flags outside the list stay (see replaceAssignableFlags). */
export async function setOrganizationFeatureFlags({
  featureFlags,
  ...options
}: Options & { organizationId: string; featureFlags: string[] }) {
  const { featureFlags: current } = await unsafeFindOrganization({ db: options.db, id: options.organizationId });
  return updateOrganization({
    ...options,
    action: 'organization.feature_flags_set',
    values: {
      featureFlags: replaceAssignableFlags({ current, flags: featureFlags, isAssignable: isAssignableFeatureFlag }),
    },
  });
}

/** Puts the organization in a dealer group (null: in none); its members then see the group's requestable stock. */
export async function setOrganizationDealerGroup({
  dealerGroupId,
  ...options
}: Options & { organizationId: string; dealerGroupId: string | null }) {
  if (dealerGroupId !== null) await unsafeFindDealerGroup({ db: options.db, id: dealerGroupId });
  return updateOrganization({ ...options, action: 'organization.dealer_group_set', values: { dealerGroupId } });
}
