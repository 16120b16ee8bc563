// The navigation sections (SPEC.md section 2) with the paths CONTRACTS.md pins. A section key
// is also the name of the permission that opens it.

import type { FeatureFlag } from './enums';

export interface Section {
  key: string;
  meaning: string;
  /** 'none' means the section needs no feature flag. */
  requiredFlag: FeatureFlag;
  path: string;
}

export const SECTIONS = [
  { key: 'dashboard', meaning: 'dashboard', requiredFlag: 'none', path: '/dashboard' },
  { key: 'inventory', meaning: 'inventory', requiredFlag: 'none', path: '/inventory' },
  { key: 'appraisals', meaning: 'appraisals', requiredFlag: 'none', path: '/appraisals' },
  { key: 'recon', meaning: 'reconditioning', requiredFlag: 'none', path: '/recon' },
  { key: 'pricing', meaning: 'pricing', requiredFlag: 'none', path: '/pricing' },
  { key: 'reports', meaning: 'reports', requiredFlag: 'none', path: '/reports' },
  { key: 'settings', meaning: 'settings', requiredFlag: 'none', path: '/settings' },
  {
    key: 'roapproval',
    meaning: 'repair-order approval',
    requiredFlag: 'none',
    path: '/ro-approval',
  },
  {
    key: 'needs_attention',
    meaning: 'needs attention',
    requiredFlag: 'none',
    path: '/needs-attention',
  },
  {
    key: 'user_settings',
    meaning: 'user settings',
    requiredFlag: 'account',
    path: '/settings/users',
  },
  {
    key: 'billing_settings',
    meaning: 'billing settings',
    requiredFlag: 'account',
    path: '/settings/billing',
  },
  {
    key: 'territory_insights_settings',
    meaning: 'territory insights settings',
    requiredFlag: 'territory_insights',
    path: '/settings/territory-insights',
  },
  {
    key: 'transportation',
    meaning: 'transportation',
    requiredFlag: 'none',
    path: '/transportation',
  },
] as const satisfies readonly Section[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((section) => section.key);

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === 'string' && (SECTION_KEYS as readonly string[]).includes(value);
}

/** The section with this key, or undefined when no section has it. */
export function sectionByKey(key: string): (typeof SECTIONS)[number] | undefined {
  return SECTIONS.find((section) => section.key === key);
}

/** Everything under this prefix is the agent area. */
export const AGENT_PATH_PREFIX = '/agent/';
export const AGENT_TERRITORY_INSIGHTS_PATH = '/agent/territory-insights';
export const AGENT_MAP_MY_ROUTE_PATH = '/agent/territory-insights/map-my-route';

/** The summit partner's dealer insights page. */
export const DEALER_INSIGHTS_PATH = '/summit-dealer-insights';
