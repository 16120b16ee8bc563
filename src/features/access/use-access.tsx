import type { ReactNode } from 'react';
import { canAccess, type AccessCriteria } from '../../shared/access';
import { useMe } from '../users/use-me';

/**
 * Whether the current user passes `criteria` (SPEC.md section 6), and whether that is still
 * being decided. Nobody passes while the user is loading or signed out.
 */
export function useAccess(criteria: AccessCriteria): { allowed: boolean; loading: boolean } {
  const { user, initialLoading } = useMe();
  return { allowed: canAccess(user, criteria), loading: initialLoading };
}

/** Renders `children` when the current user passes `criteria`, else `fallback`. */
export function Can({
  criteria,
  children,
  fallback = null,
}: {
  criteria: AccessCriteria;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { allowed, loading } = useAccess(criteria);
  if (loading) return null;
  return allowed ? children : fallback;
}
