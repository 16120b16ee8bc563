// The enumerations of SPEC.md section 6, with the names CONTRACTS.md pins for the ones the
// spec hides. Each list is the single source of its union type and its type guard.

import { DARK_MODE_FLAG } from '../config';

function isMemberOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const ROLES = ['VIEWER', 'EDITOR', 'OWNER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** The spec's "second, narrower role set". */
export const NARROW_ROLES = ['USER', 'OWNER'] as const satisfies readonly Role[];
export type NarrowRole = (typeof NARROW_ROLES)[number];

/** Numeric scopes per role. USER has no entry at all (not an empty list), as in the spec. */
export const ROLE_SCOPES: Readonly<Partial<Record<Role, readonly number[]>>> = {
  VIEWER: [1],
  EDITOR: [0, 1, 2],
  OWNER: [0, 1, 2, 3],
};

export const USER_TYPES = ['admin', 'user', 'agent'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const FEATURE_FLAGS = [
  'everything',
  'recon',
  'pricing',
  'dms_configuration',
  'cpo',
  'sales_packet',
  'reports',
  'request_inventory',
  'checklist',
  'recon_status',
  'appraisals',
  'lotwise_connect',
  'vhr_comps',
  'market_report',
  'sourcing',
  'marketplace_comps',
  'marketplace_dealer_insights',
  'marketplace_sales',
  'territory_insights',
  'account',
  'none',
  'financing_referral',
  'alloydb',
  'financing_export',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const NOT_ASSIGNABLE = [
  'none',
  'dms_configuration',
  'reports',
  'request_inventory',
  'checklist',
  'recon_status',
] as const satisfies readonly FeatureFlag[];

export type AssignableFeatureFlag = Exclude<FeatureFlag, (typeof NOT_ASSIGNABLE)[number]> | 'market_pricing_data';

/** The flags an organization can be given: FEATURE_FLAGS plus market_pricing_data, minus a few. */
export const ASSIGNABLE_FEATURE_FLAGS: readonly AssignableFeatureFlag[] = [
  ...FEATURE_FLAGS.filter(
    (flag): flag is Exclude<FeatureFlag, (typeof NOT_ASSIGNABLE)[number]> => !isMemberOf(NOT_ASSIGNABLE, flag),
  ),
  'market_pricing_data',
];

/**
 * Flags a Lotwise administrator gives single users, never a whole organization: features tried
 * with a few people first (dark mode). A user can be given these and the assignable flags.
 */
export const USER_ROLLOUT_FLAGS = [DARK_MODE_FLAG] as const;
export type UserAssignableFeatureFlag = AssignableFeatureFlag | (typeof USER_ROLLOUT_FLAGS)[number];
export const USER_ASSIGNABLE_FEATURE_FLAGS: readonly UserAssignableFeatureFlag[] = [
  ...ASSIGNABLE_FEATURE_FLAGS,
  ...USER_ROLLOUT_FLAGS,
];

export const VALUATION_SOURCES = [
  'auction_index',
  'consumer_retail_guide',
  'dealer_retail_guide',
  'wholesale_book',
] as const;
export type ValuationSource = (typeof VALUATION_SOURCES)[number];

export const VALUATION_SOURCE_LABELS: Readonly<Record<ValuationSource, string>> = {
  auction_index: 'Wholesale auction index',
  consumer_retail_guide: 'Consumer retail value guide',
  dealer_retail_guide: 'Dealer retail value guide',
  wholesale_book: 'Wholesale book',
};

export const isRole = (value: unknown): value is Role => isMemberOf(ROLES, value);
export const isUserType = (value: unknown): value is UserType => isMemberOf(USER_TYPES, value);
export const isFeatureFlag = (value: unknown): value is FeatureFlag => isMemberOf(FEATURE_FLAGS, value);
export const isAssignableFeatureFlag = (value: unknown): value is AssignableFeatureFlag =>
  isMemberOf(ASSIGNABLE_FEATURE_FLAGS, value);
export const isUserAssignableFeatureFlag = (value: unknown): value is UserAssignableFeatureFlag =>
  isMemberOf(USER_ASSIGNABLE_FEATURE_FLAGS, value);
export const isValuationSource = (value: unknown): value is ValuationSource => isMemberOf(VALUATION_SOURCES, value);

/**
 * The scopes a role grants; undefined for USER and for anything that is not a role. The role
 * is checked because it may arrive from untyped JSON, and a plain lookup would find
 * Object.prototype members for names like 'constructor'.
 */
export function userScopes(role: Role | null | undefined): readonly number[] | undefined {
  return isRole(role) ? ROLE_SCOPES[role] : undefined;
}
