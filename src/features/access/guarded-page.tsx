import type { ReactNode } from 'react';
import type { AccessCriteria } from '../../shared/access';
import { FullPageProgress } from '../sessions/require-session';
import { NotAllowed } from './not-allowed';
import { useAccess } from './use-access';

/**
 * A page's content behind `criteria`: the server's verdict (`forbidden`, from `guardPage`) on
 * first load, the browser's own check after client-side navigation.
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
  const { allowed, loading } = useAccess(criteria);
  if (forbidden) return <NotAllowed />;
  if (loading) return <FullPageProgress />;
  return allowed ? children : <NotAllowed />;
}
