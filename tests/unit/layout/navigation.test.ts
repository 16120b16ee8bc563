import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../src/shared/access';
import { canAccess } from '../../../src/shared/access';
import {
  ADMIN_CONSOLE_PAGE,
  API_TOKENS_PAGE,
  RECON_WORKFLOW_PAGE,
  WEBHOOKS_PAGE,
  NOTIFICATIONS_PAGE,
  buildNavigation,
  isActivePath,
  type NavItem,
} from '../../../src/layout/navigation';
import { transportErrorKey } from '../../../src/lib/rpc-errors';
import { DEMO_ORGANIZATION, DEMO_USERS } from '../../../server/db/seed';

function demoUser(email: string, organizationFlags: string[] = DEMO_ORGANIZATION.featureFlags): AccessUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === email)!;
  return {
    id: email,
    email,
    first_name: user.firstName,
    last_name: user.lastName,
    type: user.type,
    role: user.role,
    feature_flags: [],
    product_feature_flags: [],
    users_groups: [],
    permissions: user.permissions.map((name) => ({ permissions: { name } })),
    organization: {
      id: 'org',
      name: 'Demo Motors',
      feature_flags: organizationFlags,
      settings: {},
      setup_checklist_items: {},
    },
  };
}

const paths = (items: NavItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item.path] : item.children.map((child) => child.path)));

describe('buildNavigation', () => {
  it('shows an OWNER every section whose flag the organization holds', () => {
    expect(paths(buildNavigation(demoUser('owner@demo.test')))).toEqual([
      '/dashboard',
      '/inventory',
      '/appraisals',
      '/recon',
      '/pricing',
      '/ro-approval',
      '/needs-attention',
      '/transportation',
      '/reports',
      '/settings',
      '/settings/recon-workflow',
      '/settings/users',
      '/settings/billing',
      '/settings/api-tokens',
      '/settings/webhooks',
      '/settings/notifications',
    ]);
  });

  it('gives an administrator the admin console after the settings, and only administrators', () => {
    const adminPaths = paths(buildNavigation(demoUser('admin@demo.test')));
    expect(adminPaths.slice(-2)).toEqual(['/settings/notifications', '/admin']);
    for (const email of [
      'owner@demo.test',
      'editor@demo.test',
      'viewer@demo.test',
      'user@demo.test',
      'agent@demo.test',
    ]) {
      expect(paths(buildNavigation(demoUser(email))), email).not.toContain('/admin');
    }
  });

  it('shows API tokens to owners alone, in the settings group', () => {
    const settingsGroup = buildNavigation(demoUser('owner@demo.test')).find((item) => item.key === 'settings_group');
    expect(settingsGroup?.kind === 'group' && settingsGroup.children.map((child) => child.key)).toEqual([
      'settings',
      'recon_workflow',
      'user_settings',
      'billing_settings',
      'api_tokens',
      'webhooks',
      'notifications',
    ]);
    for (const email of ['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      expect(paths(buildNavigation(demoUser(email))), email).not.toContain('/settings/api-tokens');
    }
  });

  it('shows Webhooks to owners alone: its page is guarded by the server rule `manageWebhooks`', () => {
    expect(WEBHOOKS_PAGE.criteria).toEqual({ roles: ['OWNER'] });
    expect(paths(buildNavigation(demoUser('owner@demo.test')))).toContain('/settings/webhooks');
    for (const email of ['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      const user = demoUser(email);
      expect(paths(buildNavigation(user)), email).not.toContain('/settings/webhooks');
      expect(canAccess(user, WEBHOOKS_PAGE.criteria), email).toBe(false);
    }
  });

  it('shows an entry exactly when the rule guarding its page lets the user in', () => {
    for (const { email } of DEMO_USERS) {
      const user = demoUser(email);
      const shown = paths(buildNavigation(user));
      for (const page of [
        API_TOKENS_PAGE,
        WEBHOOKS_PAGE,
        ADMIN_CONSOLE_PAGE,
        RECON_WORKFLOW_PAGE,
        NOTIFICATIONS_PAGE,
      ]) {
        expect(shown.includes(page.path), `${email} ${page.path}`).toBe(canAccess(user, page.criteria));
      }
    }
  });

  it('adds territory insights settings once the organization has the territory_insights flag', () => {
    const owner = demoUser('owner@demo.test', [...DEMO_ORGANIZATION.featureFlags, 'territory_insights']);
    expect(paths(buildNavigation(owner))).toContain('/settings/territory-insights');
  });

  it('shows other roles only the sections they hold a permission for, and their own notification settings', () => {
    expect(paths(buildNavigation(demoUser('viewer@demo.test')))).toEqual([
      '/dashboard',
      '/inventory',
      '/reports',
      '/settings/notifications',
    ]);
    expect(paths(buildNavigation(demoUser('user@demo.test')))).toEqual([
      '/dashboard',
      '/inventory',
      '/recon',
      '/settings/notifications',
    ]);
  });

  it('gives agents the agent area under /agent/', () => {
    expect(paths(buildNavigation(demoUser('agent@demo.test')))).toEqual([
      '/dashboard',
      '/agent/territory-insights',
      '/agent/territory-insights/map-my-route',
      '/settings/notifications',
    ]);
  });

  it('shows nothing to nobody', () => {
    expect(buildNavigation(null)).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches the page and the pages below it, ignoring query and hash', () => {
    expect(isActivePath('/settings', '/settings?tab=1')).toBe(true);
    expect(isActivePath('/settings', '/settings/users')).toBe(true);
    expect(isActivePath('/settings', '/settings-other')).toBe(false);
  });
});

describe('transportErrorKey', () => {
  it('maps the two RPC transport failures of SPEC.md section 8 to messages, and nothing else', () => {
    expect(transportErrorKey(new Error('Unable to transform response from server'))).toBe('error.rpc.transform');
    expect(transportErrorKey(new Error('Unknown error'))).toBe('error.rpc.unknown');
    expect(transportErrorKey(new Error('Not allowed'))).toBeNull();
    expect(transportErrorKey('Unknown error')).toBeNull();
  });
});
