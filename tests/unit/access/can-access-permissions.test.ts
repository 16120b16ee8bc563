import { describe, expect, it } from 'vitest';
import { SECTION_KEYS, canAccess, type AccessUser } from '../../../src/shared/access';
import { check, owner, editor, viewer, plainUser, roleless, makeUser, type Case } from './fixtures';

// CONTRACTS.md's access rules 5–8 (some_feature_flags, permissions, role and scopes), and the
// demo users the contract names.

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
    const shown = (user: AccessUser) => SECTION_KEYS.filter((key) => canAccess(user, { some_permissions: [key] }));
    expect(shown(demoOwner)).toEqual(SECTION_KEYS.filter((key) => key !== 'territory_insights_settings'));
    expect(shown(demoViewer)).toEqual(['dashboard', 'inventory', 'reports']);
    expect(shown(demoUser)).toEqual(['dashboard', 'inventory', 'recon']);
  });
});
