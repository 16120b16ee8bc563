import { describe, expect, it } from 'vitest';
import {
  SECTION_KEYS,
  canAccess,
  explainAccess,
  hasFeatureFlag,
  hasProductFeature,
  isOrganizationSettingOn,
  type AccessCriteria,
  type AccessRule,
  type AccessUser,
} from '../../../src/shared/access';
import { makeUser } from './fixtures';

interface Case {
  name: string;
  user: AccessUser | null | undefined;
  criteria: AccessCriteria;
  /** The rule that denies; omitted when the user is allowed. */
  deniedBy?: AccessRule;
}

const owner = makeUser({ role: 'OWNER' });
const editor = makeUser({ role: 'EDITOR' });
const viewer = makeUser({ role: 'VIEWER' });
const plainUser = makeUser({ role: 'USER' });
const roleless = makeUser({ role: undefined });
const everySection = makeUser({
  role: 'OWNER',
  orgFlags: ['account', 'territory_insights'],
  permissions: [...SECTION_KEYS],
});

function check({ user, criteria, deniedBy }: Case) {
  const decision = explainAccess(user, criteria);
  if (deniedBy === undefined) {
    expect(decision).toEqual({ allowed: true });
  } else {
    expect(decision).toMatchObject({ allowed: false, rule: deniedBy });
  }
  expect(canAccess(user, criteria)).toBe(deniedBy === undefined);
}

const rule1: Case[] = [
  {
    name: 'allows when the user has the product feature',
    user: makeUser({ product_feature_flags: ['beta_x'] }),
    criteria: { product_feature_flag: 'beta_x' },
  },
  {
    name: 'denies when the user lacks the product feature',
    user: editor,
    criteria: { product_feature_flag: 'beta_x' },
    deniedBy: 1,
  },
  {
    name: "denies a '!' criterion when the user has the feature",
    user: makeUser({ product_feature_flags: ['beta_x'] }),
    criteria: { product_feature_flag: '!beta_x' },
    deniedBy: 1,
  },
  {
    name: "allows a '!' criterion when the user lacks the feature",
    user: editor,
    criteria: { product_feature_flag: '!beta_x' },
  },
  {
    name: 'counts only product_feature_flags, not the user or organization feature flags',
    user: makeUser({ feature_flags: ['beta_x'], orgFlags: ['beta_x'] }),
    criteria: { product_feature_flag: 'beta_x' },
    deniedBy: 1,
  },
  {
    name: 'is a gate: passing it lets the later rules deny',
    user: makeUser({ product_feature_flags: ['beta_x'] }),
    criteria: { product_feature_flag: 'beta_x', roles: ['OWNER'] },
    deniedBy: 2,
  },
  {
    name: 'denies even an OWNER holding every section when it fails',
    user: everySection,
    criteria: { product_feature_flag: 'beta_x', all_permissions: [...SECTION_KEYS] },
    deniedBy: 1,
  },
  {
    name: 'denies a missing user at rule 1 when a product feature is required',
    user: null,
    criteria: { product_feature_flag: 'beta_x' },
    deniedBy: 1,
  },
  {
    name: 'leaves a missing user to rule 2 when the feature must be off',
    user: null,
    criteria: { product_feature_flag: '!beta_x' },
    deniedBy: 2,
  },
];

const rule2: Case[] = [
  { name: 'denies a null user', user: null, criteria: {}, deniedBy: 2 },
  { name: 'denies an undefined user', user: undefined, criteria: {}, deniedBy: 2 },
  { name: 'allows a listed type', user: editor, criteria: { types: ['agent', 'user'] } },
  { name: 'denies an unlisted type', user: editor, criteria: { types: ['agent'] }, deniedBy: 2 },
  { name: 'allows a listed role', user: viewer, criteria: { roles: ['VIEWER', 'EDITOR'] } },
  { name: 'denies an unlisted role', user: owner, criteria: { roles: ['EDITOR'] }, deniedBy: 2 },
  {
    name: 'denies a user without a role when roles are given',
    user: roleless,
    criteria: { roles: ['EDITOR'] },
    deniedBy: 2,
  },
  {
    name: 'denies everyone for an empty roles list',
    user: owner,
    criteria: { roles: [] },
    deniedBy: 2,
  },
  {
    name: 'allows when one of the user groups is listed',
    user: makeUser({ groups: ['service', 'sales'] }),
    criteria: { groups: ['sales', 'managers'] },
  },
  {
    name: 'denies when none of the user groups is listed',
    user: makeUser({ groups: ['service'] }),
    criteria: { groups: ['sales'] },
    deniedBy: 2,
  },
  {
    name: 'denies a user in no group when groups are given',
    user: owner,
    criteria: { groups: ['sales'] },
    deniedBy: 2,
  },
  {
    name: 'denies a member of an excluded group',
    user: makeUser({ role: 'OWNER', groups: ['sales', 'contractors'] }),
    criteria: { excludeGroups: ['contractors'] },
    deniedBy: 2,
  },
  {
    name: 'allows a user outside every excluded group',
    user: makeUser({ groups: ['sales'] }),
    criteria: { excludeGroups: ['contractors'] },
  },
  {
    name: 'excludes even when the same group is also required',
    user: makeUser({ groups: ['sales'] }),
    criteria: { groups: ['sales'], excludeGroups: ['sales'] },
    deniedBy: 2,
  },
  {
    name: 'allows a listed flag held by the user',
    user: makeUser({ feature_flags: ['recon'] }),
    criteria: { feature_flags: ['pricing', 'recon'] },
  },
  {
    name: 'allows a listed flag held by the organization',
    user: makeUser({ orgFlags: ['pricing'] }),
    criteria: { feature_flags: ['pricing'] },
  },
  {
    name: "allows any flags when the user holds 'everything'",
    user: makeUser({ feature_flags: ['everything'] }),
    criteria: { feature_flags: ['cpo'] },
  },
  {
    name: "allows any flags when the organization holds 'everything'",
    user: makeUser({ orgFlags: ['everything'] }),
    criteria: { feature_flags: ['cpo'] },
  },
  {
    name: 'denies when neither the user nor the organization holds a listed flag',
    user: makeUser({ feature_flags: ['recon'], orgFlags: ['pricing'] }),
    criteria: { feature_flags: ['cpo', 'sourcing'] },
    deniedBy: 2,
  },
  {
    name: "does not treat 'none' as satisfied in feature_flags",
    user: editor,
    criteria: { feature_flags: ['none'] },
    deniedBy: 2,
  },
  {
    name: 'denies before rule 3 would allow an OWNER',
    user: owner,
    criteria: { roles: ['EDITOR'], user_access: ['settings'] },
    deniedBy: 2,
  },
  {
    name: 'denies an excluded OWNER before all_permissions would allow',
    user: makeUser({ role: 'OWNER', groups: ['contractors'] }),
    criteria: { excludeGroups: ['contractors'], all_permissions: ['dashboard'] },
    deniedBy: 2,
  },
  {
    name: 'denies on feature_flags before some_feature_flags would allow',
    user: editor,
    criteria: { feature_flags: ['cpo'], some_feature_flags: ['none'] },
    deniedBy: 2,
  },
];

const rule3: Case[] = [
  {
    name: 'allows an OWNER without any permission',
    user: owner,
    criteria: { user_access: ['settings'] },
  },
  {
    name: 'allows a non-USER role when settings is not asked for',
    user: viewer,
    criteria: { user_access: ['inventory'] },
  },
  {
    name: 'denies an EDITOR without the permission when settings is asked for',
    user: editor,
    criteria: { user_access: ['settings'] },
    deniedBy: 3,
  },
  {
    name: 'allows an EDITOR holding the settings permission',
    user: makeUser({ permissions: ['settings'] }),
    criteria: { user_access: ['settings'] },
  },
  {
    name: 'allows when the user holds any permission named in user_access',
    user: makeUser({ role: 'VIEWER', permissions: ['inventory'] }),
    criteria: { user_access: ['settings', 'inventory'] },
  },
  {
    name: 'denies a USER without a named permission even when settings is not asked for',
    user: plainUser,
    criteria: { user_access: ['inventory'] },
    deniedBy: 3,
  },
  {
    name: 'allows a USER holding a named permission',
    user: makeUser({ role: 'USER', permissions: ['inventory'] }),
    criteria: { user_access: ['inventory'] },
  },
  {
    name: 'treats a user without a role like a USER',
    user: roleless,
    criteria: { user_access: ['inventory'] },
    deniedBy: 3,
  },
  {
    name: 'denies a USER for an empty user_access list',
    user: plainUser,
    criteria: { user_access: [] },
    deniedBy: 3,
  },
  {
    name: 'decides before some_permissions is looked at (allow)',
    user: editor,
    criteria: { user_access: ['inventory'], some_permissions: ['user_settings'] },
  },
  {
    name: 'decides before some_permissions is looked at (deny)',
    user: makeUser({ role: 'USER', permissions: ['dashboard'] }),
    criteria: { user_access: ['settings'], some_permissions: ['dashboard'] },
    deniedBy: 3,
  },
  {
    name: 'decides before all_feature_flags is looked at',
    user: owner,
    criteria: { user_access: ['settings'], all_feature_flags: ['cpo'] },
  },
  {
    name: 'decides before the scopes of rule 8 are looked at',
    user: viewer,
    criteria: { user_access: ['inventory'], scopes: [3] },
  },
];

const rule4: Case[] = [
  {
    name: 'allows when every flag is held by the user or the organization',
    user: makeUser({ feature_flags: ['recon'], orgFlags: ['pricing'] }),
    criteria: { all_feature_flags: ['recon', 'pricing'] },
  },
  {
    name: 'denies when one flag is missing',
    user: makeUser({ feature_flags: ['recon'] }),
    criteria: { all_feature_flags: ['recon', 'pricing'] },
    deniedBy: 4,
  },
  { name: "skips 'none'", user: editor, criteria: { all_feature_flags: ['none'] } },
  {
    name: "skips 'none' among other flags",
    user: makeUser({ orgFlags: ['recon'] }),
    criteria: { all_feature_flags: ['none', 'recon'] },
  },
  {
    name: "does not honour 'everything'",
    user: makeUser({ feature_flags: ['everything'], orgFlags: ['everything'] }),
    criteria: { all_feature_flags: ['recon'] },
    deniedBy: 4,
  },
  { name: 'allows an empty list', user: editor, criteria: { all_feature_flags: [] } },
  {
    name: 'decides before some_feature_flags (allow)',
    user: editor,
    criteria: { all_feature_flags: [], some_feature_flags: ['cpo'] },
  },
  {
    name: 'decides before some_feature_flags (deny)',
    user: editor,
    criteria: { all_feature_flags: ['cpo'], some_feature_flags: ['none'] },
    deniedBy: 4,
  },
  {
    name: 'decides before rule 8, so even a user without a role passes',
    user: roleless,
    criteria: { all_feature_flags: ['none'] },
  },
];

const rule5: Case[] = [
  {
    name: "allows when 'none' is listed",
    user: editor,
    criteria: { some_feature_flags: ['cpo', 'none'] },
  },
  {
    name: 'allows when the organization holds a listed flag',
    user: makeUser({ orgFlags: ['sourcing'] }),
    criteria: { some_feature_flags: ['cpo', 'sourcing'] },
  },
  {
    name: 'allows when the user holds a listed flag',
    user: makeUser({ feature_flags: ['cpo'] }),
    criteria: { some_feature_flags: ['cpo', 'sourcing'] },
  },
  {
    name: 'denies when no listed flag is held',
    user: makeUser({ feature_flags: ['recon'] }),
    criteria: { some_feature_flags: ['cpo', 'sourcing'] },
    deniedBy: 5,
  },
  {
    name: "does not honour 'everything'",
    user: makeUser({ feature_flags: ['everything'] }),
    criteria: { some_feature_flags: ['cpo'] },
    deniedBy: 5,
  },
  { name: 'denies an empty list', user: owner, criteria: { some_feature_flags: [] }, deniedBy: 5 },
  {
    name: 'decides before all_permissions',
    user: editor,
    criteria: { some_feature_flags: ['none'], all_permissions: ['user_settings'] },
  },
];

const rule6: Case[] = [
  {
    name: 'allows an OWNER every flag-free section without permissions',
    user: owner,
    criteria: { all_permissions: ['dashboard', 'inventory', 'roapproval'] },
  },
  {
    name: 'denies an OWNER a section whose flag nobody holds',
    user: owner,
    criteria: { all_permissions: ['dashboard', 'user_settings'] },
    deniedBy: 6,
  },
  {
    name: 'allows an OWNER a flagged section when the organization holds the flag',
    user: makeUser({ role: 'OWNER', orgFlags: ['account'] }),
    criteria: { all_permissions: ['user_settings', 'billing_settings'] },
  },
  {
    name: 'allows a flagged section when the user holds the flag',
    user: makeUser({ role: 'OWNER', feature_flags: ['territory_insights'] }),
    criteria: { all_permissions: ['territory_insights_settings'] },
  },
  {
    name: 'denies an EDITOR a section without the permission',
    user: makeUser({ permissions: ['dashboard'] }),
    criteria: { all_permissions: ['dashboard', 'inventory'] },
    deniedBy: 6,
  },
  {
    name: 'allows an EDITOR holding every listed permission',
    user: makeUser({ permissions: ['dashboard', 'inventory'] }),
    criteria: { all_permissions: ['dashboard', 'inventory'] },
  },
  {
    name: 'denies a permission holder when the section flag is missing',
    user: makeUser({ permissions: ['billing_settings'] }),
    criteria: { all_permissions: ['billing_settings'] },
    deniedBy: 6,
  },
  {
    name: "does not honour 'everything' for a section flag",
    user: makeUser({ role: 'OWNER', feature_flags: ['everything'], orgFlags: ['everything'] }),
    criteria: { all_permissions: ['billing_settings'] },
    deniedBy: 6,
  },
  {
    name: 'denies an unknown section even to an OWNER holding a permission of that name',
    user: makeUser({ role: 'OWNER', permissions: ['garage'] }),
    criteria: { all_permissions: ['garage'] },
    deniedBy: 6,
  },
  { name: 'allows an empty list', user: plainUser, criteria: { all_permissions: [] } },
  {
    name: 'decides before some_permissions',
    user: makeUser({ permissions: ['dashboard'] }),
    criteria: { all_permissions: ['dashboard'], some_permissions: ['user_settings'] },
  },
];

const rule7: Case[] = [
  {
    name: 'allows when one listed section is open',
    user: makeUser({ role: 'USER', permissions: ['recon'] }),
    criteria: { some_permissions: ['inventory', 'recon'] },
  },
  {
    name: 'denies when no listed section is open',
    user: makeUser({ role: 'USER', permissions: ['recon'] }),
    criteria: { some_permissions: ['inventory', 'pricing'] },
    deniedBy: 7,
  },
  {
    name: 'needs both conditions on the same section',
    user: makeUser({ permissions: ['territory_insights_settings'], orgFlags: ['account'] }),
    criteria: { some_permissions: ['territory_insights_settings', 'user_settings'] },
    deniedBy: 7,
  },
  {
    name: 'allows an OWNER a section whose flag the organization holds',
    user: makeUser({ role: 'OWNER', orgFlags: ['territory_insights'] }),
    criteria: { some_permissions: ['user_settings', 'territory_insights_settings'] },
  },
  { name: 'denies an empty list', user: owner, criteria: { some_permissions: [] }, deniedBy: 7 },
  {
    name: 'skips an unknown section and looks at the others',
    user: owner,
    criteria: { some_permissions: ['garage', 'dashboard'] },
  },
  {
    name: 'decides before rule 8, so even a user without a role passes',
    user: makeUser({ role: null, permissions: ['dashboard'] }),
    criteria: { some_permissions: ['dashboard'] },
  },
  {
    name: 'decides before the scopes of rule 8',
    user: makeUser({ role: 'USER', permissions: ['dashboard'] }),
    criteria: { some_permissions: ['dashboard'], scopes: [0] },
  },
];

const rule8: Case[] = [
  { name: 'allows any role without criteria', user: viewer, criteria: {} },
  { name: 'allows USER without scopes (it is a role)', user: plainUser, criteria: {} },
  { name: 'denies a missing role', user: roleless, criteria: {}, deniedBy: 8 },
  { name: 'denies a null role', user: makeUser({ role: null }), criteria: {}, deniedBy: 8 },
  {
    name: 'denies a role that is not one of the four',
    user: makeUser({ role: 'ADMIN' as never }),
    criteria: {},
    deniedBy: 8,
  },
  {
    name: 'denies USER any scope (it has no entry)',
    user: plainUser,
    criteria: { scopes: [0, 1, 2, 3] },
    deniedBy: 8,
  },
  { name: 'allows VIEWER scope 1', user: viewer, criteria: { scopes: [1] } },
  { name: 'denies VIEWER scope 0', user: viewer, criteria: { scopes: [0] }, deniedBy: 8 },
  { name: 'allows when one of several scopes matches', user: viewer, criteria: { scopes: [0, 1] } },
  { name: 'allows EDITOR scope 2', user: editor, criteria: { scopes: [2] } },
  { name: 'denies EDITOR scope 3', user: editor, criteria: { scopes: [3] }, deniedBy: 8 },
  { name: 'allows OWNER scope 3', user: owner, criteria: { scopes: [3] } },
  { name: 'denies an empty scopes list', user: owner, criteria: { scopes: [] }, deniedBy: 8 },
  {
    name: 'applies after rules 1 and 2 pass',
    user: makeUser({ role: 'VIEWER', product_feature_flags: ['beta_x'], orgFlags: ['cpo'] }),
    criteria: {
      product_feature_flag: 'beta_x',
      types: ['user'],
      feature_flags: ['cpo'],
      scopes: [2],
    },
    deniedBy: 8,
  },
];

describe('canAccess / explainAccess', () => {
  describe.each([
    ['rule 1: product feature gate', rule1],
    ['rule 2: denials', rule2],
    ['rule 3: user_access', rule3],
    ['rule 4: all_feature_flags', rule4],
    ['rule 5: some_feature_flags', rule5],
    ['rule 6: all_permissions', rule6],
    ['rule 7: some_permissions', rule7],
    ['rule 8: role and scopes', rule8],
  ])('%s', (_title, cases) => {
    it.each(cases)('$name', check);
  });
});

describe('demo users of CONTRACTS.md', () => {
  const orgFlags = ['recon', 'pricing', 'appraisals', 'account', 'reports'];
  const demoOwner = makeUser({ role: 'OWNER', orgFlags });
  const demoViewer = makeUser({
    role: 'VIEWER',
    orgFlags,
    permissions: ['dashboard', 'inventory', 'reports'],
  });
  const demoUser = makeUser({
    role: 'USER',
    orgFlags,
    permissions: ['dashboard', 'inventory', 'recon'],
  });

  it('lets only the owner change organization settings', () => {
    expect(canAccess(demoOwner, { user_access: ['settings'] })).toBe(true);
    expect(canAccess(demoViewer, { user_access: ['settings'] })).toBe(false);
    expect(canAccess(demoUser, { user_access: ['settings'] })).toBe(false);
  });

  it('shows each user the navigation sections they hold', () => {
    const shown = (user: AccessUser) =>
      SECTION_KEYS.filter((key) => canAccess(user, { some_permissions: [key] }));
    expect(shown(demoOwner)).toEqual(
      SECTION_KEYS.filter((key) => key !== 'territory_insights_settings'),
    );
    expect(shown(demoViewer)).toEqual(['dashboard', 'inventory', 'reports']);
    expect(shown(demoUser)).toEqual(['dashboard', 'inventory', 'recon']);
  });
});

describe('hasProductFeature', () => {
  it('is true only when product_feature_flags hold the name', () => {
    const user = makeUser({ product_feature_flags: ['beta_x'], feature_flags: ['beta_y'] });
    expect(hasProductFeature(user, 'beta_x')).toBe(true);
    expect(hasProductFeature(user, 'beta_y')).toBe(false);
    expect(hasProductFeature(user, '!beta_x')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasProductFeature(null, 'beta_x')).toBe(false);
    expect(hasProductFeature(undefined, 'beta_x')).toBe(false);
  });
});

describe('hasFeatureFlag', () => {
  it('finds a flag held by the user or by the organization', () => {
    expect(
      hasFeatureFlag(makeUser({ feature_flags: ['shadcn-dark-mode'] }), 'shadcn-dark-mode'),
    ).toBe(true);
    expect(hasFeatureFlag(makeUser({ orgFlags: ['shadcn-dark-mode'] }), 'shadcn-dark-mode')).toBe(
      true,
    );
    expect(hasFeatureFlag(makeUser({ orgFlags: ['recon'] }), 'shadcn-dark-mode')).toBe(false);
  });

  it("does not count 'everything' as every flag", () => {
    expect(hasFeatureFlag(makeUser({ feature_flags: ['everything'] }), 'recon')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasFeatureFlag(null, 'recon')).toBe(false);
  });
});

describe('isOrganizationSettingOn', () => {
  const organization = {
    settings: {
      on: true,
      off: false,
      text: 'true',
      one: 1,
      boxed: [true],
      nothing: null,
    } as Record<string, unknown>,
  };

  it('is on only for the value true', () => {
    expect(isOrganizationSettingOn(organization, 'on')).toBe(true);
    for (const key of ['off', 'text', 'one', 'boxed', 'nothing', 'missing', 'constructor']) {
      expect(isOrganizationSettingOn(organization, key)).toBe(false);
    }
  });

  it('is off without an organization', () => {
    expect(isOrganizationSettingOn(null, 'on')).toBe(false);
    expect(isOrganizationSettingOn(undefined, 'on')).toBe(false);
  });
});
