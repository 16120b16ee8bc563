import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useAttentionCount } from '../features/needs-attention/use-attention-count';
import { useMe } from '../features/users/use-me';
import { activeLinkPath, groupKeyOf } from './active-nav';
import { buildNavigation, canOpenSection, type NavItem } from './navigation';

export type NavigationState = {
  items: NavItem[];
  /** The path of the highlighted link (the most specific match of the current route). */
  activePath: string | undefined;
  /** The group holding the highlighted link. */
  activeGroupKey: string | undefined;
  /** Counts shown beside entries, by entry key (the user's needs-attention items). */
  badges: Partial<Record<string, number>>;
};

/** The signed-in user's navigation and which entry the current route highlights. */
export function useNavigation(): NavigationState {
  const { user } = useMe({ throwOnError: false });
  const { asPath } = useRouter();
  const items = useMemo(() => buildNavigation(user), [user]);
  const activePath = activeLinkPath(items, asPath);
  const attention = useAttentionCount(canOpenSection(user, 'needs_attention'));
  return { items, activePath, activeGroupKey: groupKeyOf(items, activePath), badges: { needs_attention: attention } };
}
