// The access check of SPEC.md section 6, rule by rule, in the spec's order. Rules 1 and 2
// can only deny; the first of rules 3 to 7 whose criterion is present decides; rule 8 decides
// when none of them is present. A criterion counts as given whenever it is not undefined, even
// when it is an empty list (so `roles: []` denies everyone, `some_permissions: []` denies,
// `all_permissions: []` allows).

import { isRole, userScopes, type Role, type UserType } from './enums';
import { article, featureFlagLabel, orList, rolesWithScopes, sectionLabel, userTypeLabel } from './labels';
import { sectionByKey } from './sections';
import { groupNames, hasFeatureFlag, hasProductFeature, holdsPermission, type AccessSubject } from './user';

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

export type AccessDecision = { allowed: true } | { allowed: false; rule: AccessRule; reason: string };

const ALLOW: AccessDecision = { allowed: true };

function deny(rule: AccessRule, reason: string): AccessDecision {
  return { allowed: false, rule, reason };
}

const quote = (name: string) => `'${name}'`;

// Reasons are sentences a person or a partner's developer reads after "Not allowed: ": they
// name roles, sections and features by their labels (labels.ts), never by internal keys.

/** "needs an EDITOR or OWNER role"; an empty list opens to nobody. */
function needsRole(roles: readonly string[]): string {
  const [first] = roles;
  return first === undefined ? 'is open to no role' : `needs ${article(first)} ${orList(roles)} role`;
}

/** "needs the Certified pre-owned or Sourcing feature" (any one of them). */
function needsAnyFeature(flags: readonly string[]): string {
  return flags.length === 0 ? 'is open to no feature' : `needs the ${orList(flags.map(featureFlagLabel))} feature`;
}

/** "needs access to the Inventory or Reconditioning section" (any one of them). */
function needsAnySection(keys: readonly string[]): string {
  return keys.length === 0 ? 'is open to no section' : `needs access to the ${orList(keys.map(sectionLabel))} section`;
}

function productFlagRule(user: AccessSubject | null | undefined, criterion: string): AccessDecision | undefined {
  if (criterion.startsWith('!')) {
    const name = criterion.slice(1);
    return hasProductFeature(user, name)
      ? deny(1, `is not open while the product feature ${quote(name)} is on for this user`)
      : undefined;
  }
  return hasProductFeature(user, criterion)
    ? undefined
    : deny(1, `needs the product feature ${quote(criterion)} turned on for this user`);
}

function denyingRule(user: AccessSubject, criteria: AccessCriteria): AccessDecision | undefined {
  const { types, roles, groups, excludeGroups, feature_flags: flags } = criteria;
  if (types !== undefined && !types.includes(user.type)) {
    const [first] = types;
    return deny(
      2,
      first === undefined
        ? 'is open to no kind of account'
        : `needs ${article(userTypeLabel(first))} ${orList(types.map(userTypeLabel)).toLowerCase()} account`,
    );
  }
  if (roles !== undefined && !(isRole(user.role) && roles.includes(user.role))) {
    return deny(2, needsRole(roles));
  }
  const names = groupNames(user);
  if (groups !== undefined && !names.some((name) => groups.includes(name))) {
    return deny(
      2,
      groups.length === 0 ? 'is open to no group' : `is only open to members of the group ${orList(groups.map(quote))}`,
    );
  }
  const excluded = names.find((name) => excludeGroups?.includes(name));
  if (excluded !== undefined) {
    return deny(2, `is not open to members of the group ${quote(excluded)}`);
  }
  if (flags !== undefined && !hasFeatureFlag(user, 'everything') && !flags.some((flag) => hasFeatureFlag(user, flag))) {
    return deny(2, needsAnyFeature(flags));
  }
  return undefined;
}

function userAccessRule(user: AccessSubject, userAccess: readonly string[]): AccessDecision {
  if (user.role === 'OWNER') return ALLOW;
  // A user without a role is not "a role other than USER": it falls through to permissions.
  if (isRole(user.role) && user.role !== 'USER' && !userAccess.includes('settings')) return ALLOW;
  if (userAccess.some((name) => holdsPermission(user, name))) return ALLOW;
  return deny(3, needsAnySection(userAccess));
}

/** Why the section is closed to the user (rule 6's two conditions), or undefined when open. */
function sectionShortfall(user: AccessSubject, key: string): string | undefined {
  const section = sectionByKey(key);
  // An unknown key has no known required flag, so its first condition cannot be shown to
  // hold: the section counts as closed rather than guessing it needs no flag.
  if (!section) return `refers to the unknown section ${quote(key)}`;
  if (section.requiredFlag !== 'none' && !hasFeatureFlag(user, section.requiredFlag)) {
    return `needs the ${featureFlagLabel(section.requiredFlag)} feature for the ${sectionLabel(key)} section`;
  }
  if (user.role !== 'OWNER' && !holdsPermission(user, key)) return needsAnySection([key]);
  return undefined;
}

function decidingRule(user: AccessSubject, criteria: AccessCriteria): AccessDecision {
  const { user_access, all_feature_flags, some_feature_flags, all_permissions, some_permissions } = criteria;

  if (user_access !== undefined) return userAccessRule(user, user_access);

  if (all_feature_flags !== undefined) {
    const missing = all_feature_flags.filter((flag) => flag !== 'none' && !hasFeatureFlag(user, flag));
    if (missing.length === 0) return ALLOW;
    const labels = missing.map(featureFlagLabel);
    const named = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
    return deny(4, `needs the ${named} feature${labels.length === 1 ? '' : 's'}`);
  }

  if (some_feature_flags !== undefined) {
    return some_feature_flags.some((flag) => flag === 'none' || hasFeatureFlag(user, flag))
      ? ALLOW
      : deny(5, needsAnyFeature(some_feature_flags));
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
    return deny(7, shortfalls.length === 1 && only !== undefined ? only : needsAnySection(some_permissions));
  }

  if (!isRole(user.role)) return deny(8, 'needs a role in the organization');
  const { scopes } = criteria;
  const granted = userScopes(user.role);
  if (scopes !== undefined && !scopes.some((scope) => granted?.includes(scope))) {
    return deny(8, needsRole(rolesWithScopes(scopes)));
  }
  return ALLOW;
}

/** The access check, saying which rule denied and why (the server puts `reason` in FORBIDDEN). */
export function explainAccess(user: AccessSubject | null | undefined, criteria: AccessCriteria): AccessDecision {
  if (criteria.product_feature_flag !== undefined) {
    const gate = productFlagRule(user, criteria.product_feature_flag);
    if (gate) return gate;
  }
  if (!user) return deny(2, 'needs a signed-in user');
  return denyingRule(user, criteria) ?? decidingRule(user, criteria);
}

export function canAccess(user: AccessSubject | null | undefined, criteria: AccessCriteria): boolean {
  return explainAccess(user, criteria).allowed;
}
