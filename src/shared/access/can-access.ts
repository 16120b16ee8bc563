// The access check of SPEC.md section 6, rule by rule, in the spec's order. Rules 1 and 2
// can only deny; the first of rules 3 to 7 whose criterion is present decides; rule 8 decides
// when none of them is present. A criterion counts as given whenever it is not undefined, even
// when it is an empty list (so `roles: []` denies everyone, `some_permissions: []` denies,
// `all_permissions: []` allows).

import { isRole, userScopes, type Role, type UserType } from './enums';
import { sectionByKey } from './sections';
import {
  groupNames,
  hasFeatureFlag,
  hasProductFeature,
  holdsPermission,
  type AccessSubject,
} from './user';

export interface AccessCriteria {
  types?: readonly UserType[];
  roles?: readonly Role[];
  scopes?: readonly number[];
  groups?: readonly string[];
  excludeGroups?: readonly string[];
  /** Any one of these, held by the user or the organization; 'everything' matches all. */
  feature_flags?: readonly string[];
  /** Permission names (section keys); see rule 3. */
  user_access?: readonly string[];
  /** A product feature the user must have; with a leading '!', one the user must not have. */
  product_feature_flag?: string;
  /** Section keys, every one of which must be open to the user. */
  all_permissions?: readonly string[];
  /** Section keys, at least one of which must be open to the user. */
  some_permissions?: readonly string[];
  all_feature_flags?: readonly string[];
  some_feature_flags?: readonly string[];
}

export type AccessRule = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type AccessDecision =
  { allowed: true } | { allowed: false; rule: AccessRule; reason: string };

const ALLOW: AccessDecision = { allowed: true };

function deny(rule: AccessRule, reason: string): AccessDecision {
  return { allowed: false, rule, reason };
}

const quote = (name: string) => `'${name}'`;

/** "requires one of the roles OWNER, EDITOR", worded so an empty list still reads. */
function oneOf(noun: string, values: readonly string[], verb = 'requires'): string {
  return values.length === 0
    ? `${verb} one of the ${noun}, but none is listed`
    : `${verb} one of the ${noun} ${values.join(', ')}`;
}

function productFlagRule(
  user: AccessSubject | null | undefined,
  criterion: string,
): AccessDecision | undefined {
  if (criterion.startsWith('!')) {
    const name = criterion.slice(1);
    return hasProductFeature(user, name)
      ? deny(1, `requires product feature '${name}' to be off`)
      : undefined;
  }
  return hasProductFeature(user, criterion)
    ? undefined
    : deny(1, `requires product feature '${criterion}'`);
}

function denyingRule(user: AccessSubject, criteria: AccessCriteria): AccessDecision | undefined {
  const { types, roles, groups, excludeGroups, feature_flags: flags } = criteria;
  if (types !== undefined && !types.includes(user.type)) {
    return deny(2, oneOf('user types', types));
  }
  if (roles !== undefined && !(isRole(user.role) && roles.includes(user.role))) {
    return deny(2, oneOf('roles', roles));
  }
  const names = groupNames(user);
  if (groups !== undefined && !names.some((name) => groups.includes(name))) {
    return deny(2, oneOf('groups', groups.map(quote)));
  }
  const excluded = names.find((name) => excludeGroups?.includes(name));
  if (excluded !== undefined) {
    return deny(2, `is not open to members of the group '${excluded}'`);
  }
  if (
    flags !== undefined &&
    !hasFeatureFlag(user, 'everything') &&
    !flags.some((flag) => hasFeatureFlag(user, flag))
  ) {
    return deny(2, oneOf('feature flags', flags.map(quote)));
  }
  return undefined;
}

function userAccessRule(user: AccessSubject, userAccess: readonly string[]): AccessDecision {
  if (user.role === 'OWNER') return ALLOW;
  // A user without a role is not "a role other than USER": it falls through to permissions.
  if (isRole(user.role) && user.role !== 'USER' && !userAccess.includes('settings')) return ALLOW;
  if (userAccess.some((name) => holdsPermission(user, name))) return ALLOW;
  const [only] = userAccess;
  return deny(
    3,
    userAccess.length === 1 && only !== undefined
      ? `requires the permission ${quote(only)}`
      : oneOf('permissions', userAccess.map(quote)),
  );
}

/** Why the section is closed to the user (rule 6's two conditions), or undefined when open. */
function sectionShortfall(user: AccessSubject, key: string): string | undefined {
  const section = sectionByKey(key);
  // An unknown key has no known required flag, so its first condition cannot be shown to
  // hold: the section counts as closed rather than guessing it needs no flag.
  if (!section) return `refers to the unknown section '${key}'`;
  if (section.requiredFlag !== 'none' && !hasFeatureFlag(user, section.requiredFlag)) {
    return `requires the feature flag '${section.requiredFlag}' for section '${key}'`;
  }
  if (user.role !== 'OWNER' && !holdsPermission(user, key)) {
    return `requires the permission '${key}'`;
  }
  return undefined;
}

function decidingRule(user: AccessSubject, criteria: AccessCriteria): AccessDecision {
  const { user_access, all_feature_flags, some_feature_flags, all_permissions, some_permissions } =
    criteria;

  if (user_access !== undefined) return userAccessRule(user, user_access);

  if (all_feature_flags !== undefined) {
    const missing = all_feature_flags.filter(
      (flag) => flag !== 'none' && !hasFeatureFlag(user, flag),
    );
    if (missing.length === 0) return ALLOW;
    const noun = missing.length === 1 ? 'feature flag' : 'feature flags';
    return deny(4, `requires the ${noun} ${missing.map(quote).join(', ')}`);
  }

  if (some_feature_flags !== undefined) {
    return some_feature_flags.some((flag) => flag === 'none' || hasFeatureFlag(user, flag))
      ? ALLOW
      : deny(5, oneOf('feature flags', some_feature_flags.map(quote)));
  }

  if (all_permissions !== undefined) {
    for (const key of all_permissions) {
      const shortfall = sectionShortfall(user, key);
      if (shortfall !== undefined) return deny(6, shortfall);
    }
    return ALLOW;
  }

  if (some_permissions !== undefined) {
    const shortfalls = some_permissions.map((key) => sectionShortfall(user, key));
    if (shortfalls.some((shortfall) => shortfall === undefined)) return ALLOW;
    // With a single section its own shortfall is the most useful thing to say.
    const [only] = shortfalls;
    return deny(
      7,
      shortfalls.length === 1 && only !== undefined
        ? only
        : oneOf('sections', some_permissions.map(quote), 'requires access to'),
    );
  }

  if (!isRole(user.role)) return deny(8, 'requires a role');
  const { scopes } = criteria;
  const granted = userScopes(user.role);
  if (scopes !== undefined && !scopes.some((scope) => granted?.includes(scope))) {
    return deny(8, oneOf('scopes', scopes.map(String)));
  }
  return ALLOW;
}

/** The access check, saying which rule denied and why (the server puts `reason` in FORBIDDEN). */
export function explainAccess(
  user: AccessSubject | null | undefined,
  criteria: AccessCriteria,
): AccessDecision {
  if (criteria.product_feature_flag !== undefined) {
    const gate = productFlagRule(user, criteria.product_feature_flag);
    if (gate) return gate;
  }
  if (!user) return deny(2, 'requires a signed-in user');
  return denyingRule(user, criteria) ?? decidingRule(user, criteria);
}

export function canAccess(
  user: AccessSubject | null | undefined,
  criteria: AccessCriteria,
): boolean {
  return explainAccess(user, criteria).allowed;
}
