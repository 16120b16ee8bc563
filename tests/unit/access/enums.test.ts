import { describe, expect, it } from 'vitest';
import {
  AGENT_MAP_MY_ROUTE_PATH,
  AGENT_PATH_PREFIX,
  AGENT_TERRITORY_INSIGHTS_PATH,
  ASSIGNABLE_FEATURE_FLAGS,
  USER_ASSIGNABLE_FEATURE_FLAGS,
  DEALER_INSIGHTS_PATH,
  FEATURE_FLAGS,
  NARROW_ROLES,
  ROLE_SCOPES,
  ROLES,
  SECTION_KEYS,
  SECTIONS,
  USER_TYPES,
  VALUATION_SOURCE_LABELS,
  VALUATION_SOURCES,
  isAssignableFeatureFlag,
  isUserAssignableFeatureFlag,
  isFeatureFlag,
  isRole,
  isSectionKey,
  isUserType,
  isValuationSource,
  sectionByKey,
  userScopes,
} from '../../../src/shared/access';

describe('roles and scopes (SPEC.md section 6)', () => {
  it('lists the four roles and the narrower USER/OWNER set', () => {
    expect(ROLES).toEqual(['VIEWER', 'EDITOR', 'OWNER', 'USER']);
    expect(NARROW_ROLES).toEqual(['USER', 'OWNER']);
  });

  it('gives VIEWER, EDITOR and OWNER their scopes and USER no entry at all', () => {
    expect(ROLE_SCOPES).toEqual({ VIEWER: [1], EDITOR: [0, 1, 2], OWNER: [0, 1, 2, 3] });
    expect(Object.hasOwn(ROLE_SCOPES, 'USER')).toBe(false);
    expect(userScopes('VIEWER')).toEqual([1]);
    expect(userScopes('EDITOR')).toEqual([0, 1, 2]);
    expect(userScopes('OWNER')).toEqual([0, 1, 2, 3]);
    expect(userScopes('USER')).toBeUndefined();
    expect(userScopes(null)).toBeUndefined();
    expect(userScopes(undefined)).toBeUndefined();
  });

  it('does not mistake Object.prototype members for roles', () => {
    expect(userScopes('constructor' as never)).toBeUndefined();
    expect(userScopes('toString' as never)).toBeUndefined();
  });
});

describe('user types and feature flags', () => {
  it('lists the user types', () => {
    expect(USER_TYPES).toEqual(['admin', 'user', 'agent']);
  });

  it('lists the feature flags in the order of SPEC.md, with the names CONTRACTS.md pins', () => {
    expect(FEATURE_FLAGS).toEqual([
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
    ]);
  });

  it('makes all flags but none and five internal ones assignable, plus market_pricing_data', () => {
    // Worked out by hand from the list above.
    expect(ASSIGNABLE_FEATURE_FLAGS).toEqual([
      'everything',
      'recon',
      'pricing',
      'cpo',
      'sales_packet',
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
      'financing_referral',
      'alloydb',
      'financing_export',
      'market_pricing_data',
    ]);
  });

  it('lets a user be given the dark-mode flag on top, never an organization', () => {
    expect(USER_ASSIGNABLE_FEATURE_FLAGS).toEqual([...ASSIGNABLE_FEATURE_FLAGS, 'shadcn-dark-mode']);
    expect(isUserAssignableFeatureFlag('shadcn-dark-mode')).toBe(true);
    expect(isAssignableFeatureFlag('shadcn-dark-mode')).toBe(false);
    expect(isUserAssignableFeatureFlag('reports')).toBe(false);
  });
});

describe('valuation sources', () => {
  it('lists the four sources with a label each', () => {
    expect(VALUATION_SOURCES).toEqual([
      'auction_index',
      'consumer_retail_guide',
      'dealer_retail_guide',
      'wholesale_book',
    ]);
    expect(VALUATION_SOURCE_LABELS).toEqual({
      auction_index: 'Wholesale auction index',
      consumer_retail_guide: 'Consumer retail value guide',
      dealer_retail_guide: 'Dealer retail value guide',
      wholesale_book: 'Wholesale book',
    });
  });
});

describe('sections', () => {
  const table = [
    ['dashboard', 'dashboard', 'none', '/dashboard'],
    ['inventory', 'inventory', 'none', '/inventory'],
    ['appraisals', 'appraisals', 'none', '/appraisals'],
    ['recon', 'reconditioning', 'none', '/recon'],
    ['pricing', 'pricing', 'none', '/pricing'],
    ['reports', 'reports', 'none', '/reports'],
    ['settings', 'settings', 'none', '/settings'],
    ['roapproval', 'repair-order approval', 'none', '/ro-approval'],
    ['needs_attention', 'needs attention', 'none', '/needs-attention'],
    ['user_settings', 'user settings', 'account', '/settings/users'],
    ['billing_settings', 'billing settings', 'account', '/settings/billing'],
    [
      'territory_insights_settings',
      'territory insights settings',
      'territory_insights',
      '/settings/territory-insights',
    ],
    ['transportation', 'transportation', 'none', '/transportation'],
  ] as const;

  it('holds exactly the sections of SPEC.md with their flags and the paths of CONTRACTS.md', () => {
    expect(SECTIONS).toEqual(table.map(([key, meaning, requiredFlag, path]) => ({ key, meaning, requiredFlag, path })));
    expect(SECTION_KEYS).toEqual(table.map(([key]) => key));
  });

  it.each(table)('finds %s by its key', (key, meaning, requiredFlag, path) => {
    expect(sectionByKey(key)).toEqual({ key, meaning, requiredFlag, path });
  });

  it('finds no section for an unknown key', () => {
    expect(sectionByKey('garage')).toBeUndefined();
    expect(sectionByKey('')).toBeUndefined();
  });

  it('names the agent area and the dealer insights page', () => {
    expect(AGENT_PATH_PREFIX).toBe('/agent/');
    expect(AGENT_TERRITORY_INSIGHTS_PATH).toBe('/agent/territory-insights');
    expect(AGENT_MAP_MY_ROUTE_PATH).toBe('/agent/territory-insights/map-my-route');
    expect(DEALER_INSIGHTS_PATH).toBe('/summit-dealer-insights');
  });
});

describe('type guards', () => {
  const guards = [
    ['isRole', isRole, ROLES],
    ['isUserType', isUserType, USER_TYPES],
    ['isFeatureFlag', isFeatureFlag, FEATURE_FLAGS],
    ['isAssignableFeatureFlag', isAssignableFeatureFlag, ASSIGNABLE_FEATURE_FLAGS],
    ['isUserAssignableFeatureFlag', isUserAssignableFeatureFlag, USER_ASSIGNABLE_FEATURE_FLAGS],
    ['isValuationSource', isValuationSource, VALUATION_SOURCES],
    ['isSectionKey', isSectionKey, SECTION_KEYS],
  ] as const;

  it.each(guards)('%s accepts every member of its list', (_name, guard, members) => {
    for (const member of members) expect(guard(member)).toBe(true);
  });

  it.each(guards)('%s rejects anything else', (_name, guard) => {
    for (const other of ['', 'owner', 'Admin', 'constructor', 'unknown', null, undefined, 1, {}]) {
      expect(guard(other)).toBe(false);
    }
  });

  it('tells assignable flags from internal ones', () => {
    expect(isAssignableFeatureFlag('market_pricing_data')).toBe(true);
    expect(isFeatureFlag('market_pricing_data')).toBe(false);
    expect(isAssignableFeatureFlag('none')).toBe(false);
    expect(isAssignableFeatureFlag('checklist')).toBe(false);
  });
});
