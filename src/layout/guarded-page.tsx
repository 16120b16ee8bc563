import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { canAccess, type AccessCriteria } from '../shared/access';
import { FullPageProgress } from '../base/require-session';
import { useMe } from '../base/use-me';

// Few visits end here: the page's explanation loads only when shown (server-rendered all the same),
// which keeps it out of every guarded page's first load (/dashboard ≤ 250 kB).
const NotAllowed = dynamic(() => import('./not-allowed').then((module) => module.NotAllowed));

/**
 * A page's content behind `criteria` (opening its section): the server's verdict (`forbidden`,
 * from `guardPage`) on first load, the browser's own check after client-side navigation.
 */
export function GuardedPage({
  criteria,
  forbidden,
  children,
}: {
  criteria: AccessCriteria;
  forbidden: boolean;
  children: ReactNode;
}) {
  const { user, initialLoading } = useMe();
  if (forbidden) return <NotAllowed criteria={criteria} />;
  if (initialLoading) return <FullPageProgress />;
  return canAccess(user, criteria) ? children : <NotAllowed criteria={criteria} />;
}
