import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activeLinkPath, groupKeyOf, navLinks, openGroupOf, toggleGroup } from '../../../src/layout/active-nav';
import { buildNavigation } from '../../../src/layout/navigation';
import { makeUser } from '../access/fixtures';

const owner = makeUser({ role: 'OWNER', orgFlags: ['account', 'territory_insights'] });
const agent = makeUser({ type: 'agent', permissions: ['dashboard'] });
const ownerNav = buildNavigation(owner);
const agentNav = buildNavigation(agent);

describe('activeLinkPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/settings', '/settings'],
    ['/settings?tab=general', '/settings'],
    ['/settings/users', '/settings/users'],
    ['/settings/users/42#roles', '/settings/users'],
    ['/settings/territory-insights', '/settings/territory-insights'],
    ['/inventory/abc123', '/inventory'],
    ['/settings/api-tokens', '/settings/api-tokens'],
  ])('highlights only the most specific link for %s', (current, expected) => {
    expect(activeLinkPath(ownerNav, current)).toBe(expected);
  });

  it('tells the agent pages apart although one path holds the other', () => {
    expect(activeLinkPath(agentNav, '/agent/territory-insights')).toBe('/agent/territory-insights');
    expect(activeLinkPath(agentNav, '/agent/territory-insights/map-my-route')).toBe(
      '/agent/territory-insights/map-my-route',
    );
  });

  it.each(['/', '/settings-old', '/signin', '/summit-dealer-insights'])('highlights nothing on %s', (current) => {
    expect(activeLinkPath(ownerNav, current)).toBeUndefined();
  });

  it('highlights the admin console for an administrator', () => {
    const adminNav = buildNavigation(makeUser({ type: 'admin', role: 'OWNER', orgFlags: ['account'] }));
    expect(activeLinkPath(adminNav, '/admin')).toBe('/admin');
    expect(activeLinkPath(adminNav, '/admin?tab=users')).toBe('/admin');
  });
});

describe('groupKeyOf', () => {
  it('names the group of a nested link, and no group for a top-level one', () => {
    expect(groupKeyOf(ownerNav, '/settings/users')).toBe('settings_group');
    expect(groupKeyOf(ownerNav, '/settings/api-tokens')).toBe('settings_group');
    expect(groupKeyOf(agentNav, '/agent/territory-insights/map-my-route')).toBe('agent');
    expect(groupKeyOf(ownerNav, '/dashboard')).toBeUndefined();
    expect(groupKeyOf(ownerNav, undefined)).toBeUndefined();
  });
});

describe('opening groups', () => {
  it('keeps at most one group open as an accordion', () => {
    expect(toggleGroup(['a'], 'b', 'accordion')).toEqual(['b']);
    expect(toggleGroup(['a'], 'a', 'accordion')).toEqual([]);
  });

  it('opens and closes groups independently in collapse mode', () => {
    expect(toggleGroup(['a'], 'b', 'collapse')).toEqual(['a', 'b']);
    expect(toggleGroup(['a', 'b'], 'a', 'collapse')).toEqual(['b']);
  });

  it('opens the group of the current route when the route moves into it', () => {
    expect(openGroupOf(['a'], 'b', 'accordion')).toEqual(['b']);
    expect(openGroupOf(['a'], 'b', 'collapse')).toEqual(['a', 'b']);
    expect(openGroupOf(['a'], 'a', 'accordion')).toEqual(['a']);
    expect(openGroupOf(['a'], undefined, 'accordion')).toEqual(['a']);
  });
});

describe('navigation translations', () => {
  const en = JSON.parse(readFileSync(new URL('../../../public/locales/en.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

  it('has an English title for every entry and group', () => {
    const keys = [...ownerNav, ...agentNav].flatMap((item) => [
      item.titleKey,
      ...(item.kind === 'group' ? item.children.map((c) => c.titleKey) : []),
    ]);
    for (const key of keys) expect(en[key], key).toBeTruthy();
    expect(navLinks(ownerNav).length).toBeGreaterThan(0);
  });
});
