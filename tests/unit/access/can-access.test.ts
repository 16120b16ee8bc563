import { describe, it } from 'vitest';
import { SECTION_KEYS } from '../../../src/shared/access';
import { check, owner, editor, viewer, plainUser, roleless, everySection, makeUser, type Case } from './fixtures';

// CONTRACTS.md's access rules 1–4: the product feature gate, denials, user_access, all_feature_flags.

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

describe('canAccess / explainAccess', () => {
  describe.each([
    ['rule 1: product feature gate', rule1],
    ['rule 2: denials', rule2],
    ['rule 3: user_access', rule3],
    ['rule 4: all_feature_flags', rule4],
  ])('%s', (_title, cases) => {
    it.each(cases)('$name', check);
  });
});
