import { describe, expect, it } from 'vitest';
import { explainAccess, type AccessCriteria, type AccessUser } from '../../../src/shared/access';
import { makeUser } from './fixtures';

const editor = makeUser();

const reasons: [string, AccessUser | null, AccessCriteria, string][] = [
  [
    'a required product feature',
    editor,
    { product_feature_flag: 'beta_x' },
    "needs the product feature 'beta_x' turned on for this user",
  ],
  [
    'a product feature that must be off',
    makeUser({ product_feature_flags: ['beta_x'] }),
    { product_feature_flag: '!beta_x' },
    "is not open while the product feature 'beta_x' is on for this user",
  ],
  ['the signed-in user', null, { roles: ['OWNER'] }, 'needs a signed-in user'],
  ['the user types', editor, { types: ['admin', 'agent'] }, 'needs an administrator or field agent account'],
  ['the roles', editor, { roles: ['OWNER', 'VIEWER'] }, 'needs an OWNER or VIEWER role'],
  ['an empty role list', editor, { roles: [] }, 'is open to no role'],
  ['the groups', editor, { groups: ['sales', 'service'] }, "is only open to members of the group 'sales' or 'service'"],
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
    'needs the Certified pre-owned or Sourcing feature',
  ],
  [
    'the settings permission',
    editor,
    { user_access: ['settings'] },
    'needs access to the Organization settings section',
  ],
  [
    'the permissions of user_access',
    makeUser({ role: 'USER' }),
    { user_access: ['inventory', 'recon'] },
    'needs access to the Inventory or Reconditioning section',
  ],
  [
    'only the missing flags of all_feature_flags',
    makeUser({ orgFlags: ['recon'] }),
    { all_feature_flags: ['recon', 'cpo', 'none', 'sourcing'] },
    'needs the Certified pre-owned and Sourcing features',
  ],
  ['a single missing flag', editor, { all_feature_flags: ['cpo'] }, 'needs the Certified pre-owned feature'],
  [
    'the some_feature_flags',
    editor,
    { some_feature_flags: ['cpo', 'sourcing'] },
    'needs the Certified pre-owned or Sourcing feature',
  ],
  [
    'the flag a section needs',
    makeUser({ role: 'OWNER' }),
    { all_permissions: ['dashboard', 'user_settings'] },
    'needs the Account management feature for the Team section',
  ],
  [
    'the permission a section needs',
    editor,
    { all_permissions: ['inventory'] },
    'needs access to the Inventory section',
  ],
  ['an unknown section', editor, { all_permissions: ['garage'] }, "refers to the unknown section 'garage'"],
  [
    "a single section's shortfall in some_permissions",
    editor,
    { some_permissions: ['territory_insights_settings'] },
    'needs the Territory insights feature for the Territory insights settings section',
  ],
  [
    'the sections of some_permissions',
    editor,
    { some_permissions: ['inventory', 'pricing'] },
    'needs access to the Inventory or Pricing section',
  ],
  ['the role', makeUser({ role: null }), {}, 'needs a role in the organization'],
  ['the scopes', makeUser({ role: 'VIEWER' }), { scopes: [2, 3] }, 'needs an EDITOR or OWNER role'],
  ['a scope no role grants', makeUser({ role: 'VIEWER' }), { scopes: [9] }, 'is open to no role'],
  ['the single administrator type', editor, { types: ['admin'] }, 'needs an administrator account'],
  [
    'three roles',
    makeUser({ role: 'USER' }),
    { roles: ['VIEWER', 'EDITOR', 'OWNER'] },
    'needs a VIEWER, EDITOR or OWNER role',
  ],
  ['an empty section list', editor, { some_permissions: [] }, 'is open to no section'],
];

describe('explainAccess reasons', () => {
  it.each(reasons)('names %s', (_what, user, criteria, reason) => {
    expect(explainAccess(user, criteria)).toMatchObject({ allowed: false, reason });
  });

  it('returns only { allowed: true } when allowed', () => {
    expect(explainAccess(editor, { roles: ['EDITOR'] })).toStrictEqual({ allowed: true });
  });
});
