import type { ReactNode } from 'react';
import type { Operation } from '../../shared/access';
import { useMe } from '../../base/use-me';
import { useCanDo } from './use-can-do';

/** Renders `children` when the current user may do `operation`, else `fallback`; nothing while deciding. */
export function Can({
  operation,
  children,
  fallback = null,
}: {
  operation: Operation;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { initialLoading } = useMe({ throwOnError: false });
  const allowed = useCanDo(operation);
  if (initialLoading) return null;
  return allowed ? children : fallback;
}
