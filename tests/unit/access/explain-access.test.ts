import { describe, expect, it } from 'vitest';
import { explainAccess, type AccessCriteria, type AccessUser } from '../../../src/shared/access';
import { makeUser } from './fixtures';

const editor = makeUser();

const reasons: [string, AccessUser | null, AccessCriteria, string][] = [
  [
    'a required product feature',
    editor,
    { product_feature_flag: 'beta_x' },
    "requires product feature 'beta_x'",
  ],
  [
    'a product feature that must be off',
    makeUser({ product_feature_flags: ['beta_x'] }),
    { product_feature_flag: '!beta_x' },
    "requires product feature 'beta_x' to be off",
  ],
  ['the signed-in user', null, { roles: ['OWNER'] }, 'requires a signed-in user'],
  [
    'the user types',
    editor,
    { types: ['admin', 'agent'] },
    'requires one of the user types admin, agent',
  ],
  ['the roles', editor, { roles: ['OWNER', 'VIEWER'] }, 'requires one of the roles OWNER, VIEWER'],
  ['an empty role list', editor, { roles: [] }, 'requires one of the roles, but none is listed'],
  [
    'the groups',
    editor,
    { groups: ['sales', 'service'] },
    "requires one of the groups 'sales', 'service'",
  ],
  [
    'the excluded group',
    makeUser({ groups: ['contractors'] }),
    { excludeGroups: ['contractors'] },
    "is not open to members of the group 'contractors'",
  ],
  [
    'the feature flags',
    editor,
    { feature_flags: ['cpo', 'sourcing'] },
    "requires one of the feature flags 'cpo', 'sourcing'",
  ],
  [
    'the settings permission',
    editor,
    { user_access: ['settings'] },
    "requires the permission 'settings'",
  ],
  [
    'the permissions of user_access',
    makeUser({ role: 'USER' }),
    { user_access: ['inventory', 'recon'] },
    "requires one of the permissions 'inventory', 'recon'",
  ],
  [
    'only the missing flags of all_feature_flags',
    makeUser({ orgFlags: ['recon'] }),
    { all_feature_flags: ['recon', 'cpo', 'none', 'sourcing'] },
    "requires the feature flags 'cpo', 'sourcing'",
  ],
  [
    'a single missing flag',
    editor,
    { all_feature_flags: ['cpo'] },
    "requires the feature flag 'cpo'",
  ],
  [
    'the some_feature_flags',
    editor,
    { some_feature_flags: ['cpo', 'sourcing'] },
    "requires one of the feature flags 'cpo', 'sourcing'",
  ],
  [
    'the flag a section needs',
    makeUser({ role: 'OWNER' }),
    { all_permissions: ['dashboard', 'user_settings'] },
    "requires the feature flag 'account' for section 'user_settings'",
  ],
  [
    'the permission a section needs',
    editor,
    { all_permissions: ['inventory'] },
    "requires the permission 'inventory'",
  ],
  [
    'an unknown section',
    editor,
    { all_permissions: ['garage'] },
    "refers to the unknown section 'garage'",
  ],
  [
    "a single section's shortfall in some_permissions",
    editor,
    { some_permissions: ['territory_insights_settings'] },
    "requires the feature flag 'territory_insights' for section 'territory_insights_settings'",
  ],
  [
    'the sections of some_permissions',
    editor,
    { some_permissions: ['inventory', 'pricing'] },
    "requires access to one of the sections 'inventory', 'pricing'",
  ],
  ['the role', makeUser({ role: null }), {}, 'requires a role'],
  [
    'the scopes',
    makeUser({ role: 'VIEWER' }),
    { scopes: [2, 3] },
    'requires one of the scopes 2, 3',
  ],
];

describe('explainAccess reasons', () => {
  it.each(reasons)('names %s', (_what, user, criteria, reason) => {
    expect(explainAccess(user, criteria)).toMatchObject({ allowed: false, reason });
  });

  it('returns only { allowed: true } when allowed', () => {
    expect(explainAccess(editor, { roles: ['EDITOR'] })).toStrictEqual({ allowed: true });
  });
});
