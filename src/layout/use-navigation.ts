import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useMe } from '../base/use-me';
import { activeLinkPath, groupKeyOf } from './active-nav';
import type { NavBadges, UseNavBadges } from './nav-badges';
import { buildNavigation, type NavItem } from './navigation';

export type NavigationState = {
  items: NavItem[];
  /** The path of the highlighted link (the most specific match of the current route). */
  activePath: string | undefined;
  /** The group holding the highlighted link. */
  activeGroupKey: string | undefined;
  /** Counts shown beside entries, by entry key (the user's needs-attention items). */
  badges: NavBadges;
};

/** The signed-in user's navigation, which entry the current route highlights, and the features' counts. */
export function useNavigation(useNavBadges: UseNavBadges): NavigationState {
  const { user } = useMe({ throwOnError: false });
  const { asPath } = useRouter();
  const items = useMemo(() => buildNavigation(user), [user]);
  const activePath = activeLinkPath(items, asPath);
  const badges = useNavBadges(user);
  return { items, activePath, activeGroupKey: groupKeyOf(items, activePath), badges };
}
