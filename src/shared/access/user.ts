// The user the access rules look at: the `users.getMe` shape of SPEC.md section 3, snake_case.

import type { Role, UserType } from './enums';

export interface AccessOrganization {
  id: string;
  name: string;
  feature_flags: string[];
  settings: Record<string, unknown>;
  setup_checklist_items: Record<string, unknown>;
}

export interface AccessUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: UserType;
  /** May be missing: the last access rule denies a user without a role. */
  role?: Role | null;
  feature_flags: string[];
  product_feature_flags: string[];
  users_groups: { group: { name: string } }[];
  /** Each name is a section key. */
  permissions: { permissions: { name: string } }[];
  organization: AccessOrganization;
}

/** A user as the graph and the server hold it (camelCase), whichever of them built it. */
export interface AccessUserSource {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  role: Role | null;
  featureFlags: string[];
  productFeatureFlags: string[];
  groups: readonly { name: string }[];
  /** Each name is a section key. */
  permissions: readonly { name: string }[];
  organization: {
    id: string;
    name: string;
    featureFlags: string[];
    settings: Record<string, unknown>;
    setupChecklistItems: Record<string, unknown>;
  };
}

/**
 * The `users.getMe` shape: the one place it is built, for the server's access checks (from its
 * viewer) and for the facade's `users.getMe` (from the graph's `me`).
 */
export function accessUserOf(user: AccessUserSource): AccessUser {
  const { organization } = user;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    type: user.type,
    role: user.role,
    feature_flags: user.featureFlags,
    product_feature_flags: user.productFeatureFlags,
    users_groups: user.groups.map((group) => ({ group: { name: group.name } })),
    permissions: user.permissions.map((permission) => ({ permissions: { name: permission.name } })),
    organization: {
      id: organization.id,
      name: organization.name,
      feature_flags: organization.featureFlags,
      settings: organization.settings,
      setup_checklist_items: organization.setupChecklistItems,
    },
  };
}

/** The part of a user the access rules read, so callers need not build a whole `getMe`. */
export type AccessSubject = Pick<
  AccessUser,
  'type' | 'role' | 'feature_flags' | 'product_feature_flags' | 'users_groups' | 'permissions'
> & { organization: Pick<AccessOrganization, 'feature_flags'> };

type FlagHolder = Pick<AccessSubject, 'feature_flags'> & {
  organization: Pick<AccessOrganization, 'feature_flags'>;
};

/** SPEC.md's product-feature check. */
export function hasProductFeature(
  user: Pick<AccessSubject, 'product_feature_flags'> | null | undefined,
  name: string,
): boolean {
  return user?.product_feature_flags.includes(name) ?? false;
}

/** The flag is held by the user or by the user's organization. 'everything' is not special here. */
export function hasFeatureFlag(user: FlagHolder | null | undefined, flag: string): boolean {
  return (
    user !== null &&
    user !== undefined &&
    (user.feature_flags.includes(flag) || user.organization.feature_flags.includes(flag))
  );
}

/** A setting counts as on only when its value is exactly `true` (not 'true', not 1). */
export function isOrganizationSettingOn(
  organization: Pick<AccessOrganization, 'settings'> | null | undefined,
  key: string,
): boolean {
  return organization !== null && organization !== undefined && organization.settings[key] === true;
}

export function groupNames(user: Pick<AccessSubject, 'users_groups'>): string[] {
  return user.users_groups.map((membership) => membership.group.name);
}

export function holdsPermission(user: Pick<AccessSubject, 'permissions'>, name: string): boolean {
  return user.permissions.some((grant) => grant.permissions.name === name);
}
