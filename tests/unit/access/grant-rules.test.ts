import { describe, expect, it } from 'vitest';
import { canGrant, explainGrant, roleExceeds, type Grant, type Role } from '../../../src/shared/access';
import { makeUser } from './fixtures';

const account = ['account'];
const owner = makeUser({ role: 'OWNER', orgFlags: account });
const editorManager = makeUser({
  role: 'EDITOR',
  orgFlags: account,
  permissions: ['user_settings', 'dashboard', 'inventory'],
});
const admin = makeUser({ type: 'admin', role: 'EDITOR', orgFlags: account });
const adminMember = { type: 'admin', role: 'OWNER' } as const;
const ownerMember = { type: 'user', role: 'OWNER' } as const;
const editorMember = { type: 'user', role: 'EDITOR' } as const;

type Case = [string, ReturnType<typeof makeUser>, Grant, string | null];

// Each rule on its own: the expected reason, or null when allowed.
const cases: Case[] = [
  [
    'an OWNER makes someone an administrator',
    owner,
    { member: editorMember, type: 'admin' },
    'only a Lotwise administrator can make someone an administrator',
  ],
  [
    'an OWNER invites an administrator',
    owner,
    { role: 'VIEWER', type: 'admin' },
    'only a Lotwise administrator can make someone an administrator',
  ],
  [
    'an OWNER changes an administrator’s role',
    owner,
    { member: adminMember, role: 'EDITOR' },
    'only a Lotwise administrator can change an administrator',
  ],
  [
    'an OWNER takes the administrator type away',
    owner,
    { member: adminMember, type: 'user' },
    'only a Lotwise administrator can change an administrator',
  ],
  [
    'an OWNER deactivates an administrator',
    owner,
    { member: adminMember },
    'only a Lotwise administrator can change an administrator',
  ],
  [
    'an OWNER grants an administrator a section',
    owner,
    { member: adminMember, sections: ['dashboard'] },
    'only a Lotwise administrator can change an administrator',
  ],
  ['an administrator makes someone an administrator', admin, { member: editorMember, type: 'admin' }, null],
  ['an administrator changes an administrator', admin, { member: adminMember, role: 'VIEWER' }, null],
  ['an administrator invites an OWNER (into any organization)', admin, { role: 'OWNER', type: 'user' }, null],
  [
    'an EDITOR manager makes someone an OWNER',
    editorManager,
    { member: editorMember, role: 'OWNER' },
    'only an OWNER can change an OWNER or make someone an OWNER',
  ],
  [
    'an EDITOR manager invites an OWNER',
    editorManager,
    { role: 'OWNER', type: 'user' },
    'only an OWNER can change an OWNER or make someone an OWNER',
  ],
  [
    'an EDITOR manager demotes an OWNER',
    editorManager,
    { member: ownerMember, role: 'VIEWER' },
    'only an OWNER can change an OWNER or make someone an OWNER',
  ],
  [
    'an EDITOR manager deactivates an OWNER',
    editorManager,
    { member: ownerMember },
    'only an OWNER can change an OWNER or make someone an OWNER',
  ],
  ['an OWNER makes someone an OWNER', owner, { member: editorMember, role: 'OWNER' }, null],
  ['an EDITOR manager gives EDITOR', editorManager, { member: { type: 'user', role: 'VIEWER' }, role: 'EDITOR' }, null],
  ['an EDITOR manager gives USER', editorManager, { member: editorMember, role: 'USER' }, null],
  [
    'an EDITOR manager grants a section they hold',
    editorManager,
    { member: editorMember, sections: ['inventory'] },
    null,
  ],
  [
    'an EDITOR manager grants sections they do not hold',
    editorManager,
    { member: editorMember, sections: ['inventory', 'billing_settings', 'settings'] },
    'you can only grant sections you hold yourself, not Billing, Organization settings',
  ],
  ['an OWNER grants any section', owner, { member: editorMember, sections: ['billing_settings', 'settings'] }, null],
  ['an EDITOR manager makes an agent', editorManager, { member: editorMember, type: 'agent' }, null],
  ['taking sections away grants nothing', editorManager, { member: editorMember, sections: [] }, null],
];

describe('explainGrant', () => {
  it.each(cases)('%s', (_name, granter, grant, reason) => {
    const decision = explainGrant(granter, grant);
    expect(decision).toEqual(reason === null ? { allowed: true } : { allowed: false, reason });
    expect(canGrant(granter, grant)).toBe(reason === null);
  });

  it('nobody gives a role whose scopes exceed their own, nor changes a member whose role does', () => {
    // A VIEWER holding the team section cannot manage it (scope 2), but the grant rule stands alone too.
    const viewerManager = makeUser({ role: 'VIEWER', orgFlags: account, permissions: ['user_settings'] });
    expect(explainGrant(viewerManager, { member: { type: 'user', role: 'USER' }, role: 'EDITOR' })).toEqual({
      allowed: false,
      reason: 'the role EDITOR gives more than your own role VIEWER',
    });
    expect(explainGrant(viewerManager, { member: editorMember, role: 'USER' })).toEqual({
      allowed: false,
      reason: "the member's role EDITOR gives more than your own role VIEWER",
    });
    expect(explainGrant(viewerManager, { member: { type: 'user', role: 'USER' }, role: 'VIEWER' })).toEqual({
      allowed: true,
    });
  });

  it('refuses everything to nobody', () => {
    expect(canGrant(null, { role: 'VIEWER' })).toBe(false);
  });
});

describe('roleExceeds', () => {
  const order: Role[] = ['USER', 'VIEWER', 'EDITOR', 'OWNER'];
  it.each(order.flatMap((a, i) => order.map((b, j) => [a, b, i > j] as const)))(
    '%s exceeds %s: %s',
    (a, b, exceeds) => {
      expect(roleExceeds(a, b)).toBe(exceeds);
    },
  );

  it('no role exceeds nothing and is exceeded by every role with a scope', () => {
    expect(roleExceeds(null, 'USER')).toBe(false);
    expect(roleExceeds('VIEWER', null)).toBe(true);
  });
});
