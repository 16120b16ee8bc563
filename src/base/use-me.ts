import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useTRPC } from '../lib/trpc';

/**
 * The current user (SPEC.md section 4): fetched only while a session exists, again whenever
 * the window regains focus. A page's errors go to its error boundary; app-wide consumers (the
 * settings and the shell) pass `throwOnError: false` and read the same cached query.
 * `loading` is true during the first load and every refetch; `initialLoading` only during the first.
 */
export function useMe({ throwOnError = true }: { throwOnError?: boolean } = {}) {
  const { status } = useSession();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.users.getMe.queryOptions(undefined, {
      enabled: status === 'authenticated',
      refetchOnWindowFocus: 'always',
      throwOnError,
      trpc: { context: { skipBatch: true } },
    }),
  );
  return {
    user: query.data ?? null,
    loading: status === 'loading' || query.isFetching,
    initialLoading: status === 'loading' || query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
