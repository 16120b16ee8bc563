import { describe, expect, it } from 'vitest';
import {
  ROLES,
  defaultInvitationSections,
  explainGrant,
  grantableDefaultSections,
  invitationSections,
  type Role,
} from '../../../src/shared/access';
import { DEMO_USERS } from '../../../server/db/seed';
import { makeUser } from './fixtures';

describe('defaultInvitationSections', () => {
  it.each([
    ['OWNER', ['dashboard']],
    [
      'EDITOR',
      [
        'dashboard',
        'inventory',
        'appraisals',
        'recon',
        'pricing',
        'reports',
        'roapproval',
        'needs_attention',
        'transportation',
      ],
    ],
    ['VIEWER', ['dashboard', 'inventory', 'reports']],
    ['USER', ['dashboard', 'inventory', 'recon']],
  ] as [Role, string[]][])('gives a %s the sections of its work, in navigation order', (role, sections) => {
    expect(defaultInvitationSections({ role, type: 'user' })).toEqual(sections);
  });

  it('gives an agent only the dashboard whatever the role (their work is the agent area)', () => {
    for (const role of ROLES) expect(defaultInvitationSections({ role, type: 'agent' })).toEqual(['dashboard']);
  });

  it('matches what the demo users of each role hold (CONTRACTS.md), so a new member works like them', () => {
    for (const demo of DEMO_USERS.filter((user) => user.role !== 'OWNER')) {
      expect(defaultInvitationSections(demo).sort()).toEqual([...demo.permissions].sort());
    }
  });

  it('never gives a section outside the settings areas, so any manager of a team can send the default', () => {
    for (const role of ROLES) {
      const sections = defaultInvitationSections({ role, type: 'user' });
      expect(sections.filter((key) => key.endsWith('settings'))).toEqual([]);
    }
  });
});

describe('invitationSections', () => {
  it('always keeps the dashboard, drops repeats and orders by the navigation', () => {
    expect(invitationSections(['reports', 'inventory', 'reports'])).toEqual(['dashboard', 'inventory', 'reports']);
    expect(invitationSections([])).toEqual(['dashboard']);
  });

  it('leaves out keys that are not sections (the service refuses them first)', () => {
    expect(invitationSections(['inventory', 'wash_cars'])).toEqual(['dashboard', 'inventory']);
  });
});

describe('grantableDefaultSections', () => {
  const narrowEditor = makeUser({ role: 'EDITOR', permissions: ['user_settings', 'dashboard', 'inventory'] });

  it('narrows the default to the sections the inviter holds', () => {
    expect(grantableDefaultSections(narrowEditor, { role: 'EDITOR', type: 'user' })).toEqual([
      'dashboard',
      'inventory',
    ]);
  });

  it('keeps the dashboard even for an inviter without it (every member has it)', () => {
    const noDashboard = makeUser({ role: 'EDITOR', permissions: ['user_settings'] });
    expect(grantableDefaultSections(noDashboard, { role: 'VIEWER', type: 'user' })).toEqual(['dashboard']);
  });

  it('gives the whole default for an OWNER or an administrator', () => {
    const owner = makeUser({ role: 'OWNER' });
    const admin = makeUser({ type: 'admin', role: 'EDITOR' });
    for (const granter of [owner, admin]) {
      expect(grantableDefaultSections(granter, { role: 'EDITOR', type: 'user' })).toEqual(
        defaultInvitationSections({ role: 'EDITOR', type: 'user' }),
      );
    }
  });

  it('is always allowed by the grant rules', () => {
    for (const role of ROLES.filter((role) => role !== 'OWNER')) {
      const sections = grantableDefaultSections(narrowEditor, { role, type: 'user' }).filter(
        (key) => key !== 'dashboard',
      );
      expect(explainGrant(narrowEditor, { role, type: 'user', sections })).toEqual({ allowed: true });
    }
  });
});
