// The English names people read for sections, feature flags, user types and roles, for the
// sentences the server writes (FORBIDDEN messages). Screens translate the same names through
// en.json (`section.*`, `featureFlag.*`, `userType.*`); a unit test keeps the two equal.

import { ROLES, userScopes, type Role, type UserAssignableFeatureFlag, type FeatureFlag, type UserType } from './enums';
import type { SectionKey } from './sections';

export const SECTION_LABELS: Readonly<Record<SectionKey, string>> = {
  dashboard: 'Dashboard',
  inventory: 'Inventory',
  appraisals: 'Appraisals',
  recon: 'Reconditioning',
  pricing: 'Pricing',
  reports: 'Reports',
  settings: 'Organization settings',
  roapproval: 'Repair-order approval',
  needs_attention: 'Needs attention',
  user_settings: 'Team',
  billing_settings: 'Billing',
  territory_insights_settings: 'Territory insights settings',
  transportation: 'Transportation',
};

export const FEATURE_FLAG_LABELS: Readonly<Record<FeatureFlag | UserAssignableFeatureFlag, string>> = {
  everything: 'Everything',
  recon: 'Reconditioning',
  pricing: 'Pricing',
  dms_configuration: 'DMS configuration',
  cpo: 'Certified pre-owned',
  sales_packet: 'Sales packet',
  reports: 'Reports',
  request_inventory: 'Request inventory',
  checklist: 'Checklist',
  recon_status: 'Recon status',
  appraisals: 'Appraisals',
  lotwise_connect: 'Lotwise Connect',
  vhr_comps: 'Vehicle-history comps',
  market_report: 'Market report',
  sourcing: 'Sourcing',
  marketplace_comps: 'Marketplace comps',
  marketplace_dealer_insights: 'Marketplace dealer insights',
  marketplace_sales: 'Marketplace sales',
  territory_insights: 'Territory insights',
  account: 'Account management',
  none: 'None',
  financing_referral: 'Financing referral',
  alloydb: 'High-volume database',
  financing_export: 'Financing export',
  market_pricing_data: 'Market pricing data',
  'shadcn-dark-mode': 'Dark mode',
};

export const USER_TYPE_LABELS: Readonly<Record<UserType, string>> = {
  admin: 'Administrator',
  user: 'Dealer user',
  agent: 'Field agent',
};

const labelOf = (labels: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key]! : `'${key}'`;

/** A section's label; an unknown key is quoted as it is. */
export const sectionLabel = (key: string) => labelOf(SECTION_LABELS, key);
/** A feature flag's label; an unknown flag is quoted as it is. */
export const featureFlagLabel = (flag: string) => labelOf(FEATURE_FLAG_LABELS, flag);
export const userTypeLabel = (type: string) => labelOf(USER_TYPE_LABELS, type);

/** "A", "A or B", "A, B or C". */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** "a" or "an" before a word, by its first letter (role and type names only). */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The roles that grant any of these scopes, in the order of ROLES. */
export const rolesWithScopes = (scopes: readonly number[]): Role[] =>
  ROLES.filter((role) => userScopes(role)?.some((scope) => scopes.includes(scope)));
