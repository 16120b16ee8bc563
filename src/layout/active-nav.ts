import { isActivePath, type NavItem, type NavLink } from './navigation';

/** Every link of the navigation, group children included, in display order. */
export function navLinks(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
}

/**
 * The path of the one link to highlight for `currentPath`: the most specific matching link, so
 * /settings/users highlights "Team" and not also "Organization" (/settings).
 */
export function activeLinkPath(items: readonly NavItem[], currentPath: string): string | undefined {
  let best: string | undefined;
  for (const { path } of navLinks(items)) {
    if (isActivePath(path, currentPath) && (best === undefined || path.length > best.length)) best = path;
  }
  return best;
}

/** The key of the group holding the link at `linkPath`, if it sits in one. */
export function groupKeyOf(items: readonly NavItem[], linkPath: string | undefined): string | undefined {
  if (linkPath === undefined) return undefined;
  return items.find((item) => item.kind === 'group' && item.children.some((child) => child.path === linkPath))?.key;
}

/** Which groups are open after `key` is toggled: an accordion keeps at most one open. */
export function toggleGroup(open: readonly string[], key: string, mode: 'accordion' | 'collapse'): string[] {
  if (open.includes(key)) return open.filter((k) => k !== key);
  return mode === 'accordion' ? [key] : [...open, key];
}

/** Opens the group of the current route (alone, for an accordion) when the route moves into it. */
export function openGroupOf(
  open: readonly string[],
  key: string | undefined,
  mode: 'accordion' | 'collapse',
): string[] {
  if (key === undefined || open.includes(key)) return [...open];
  return mode === 'accordion' ? [key] : [...open, key];
}
