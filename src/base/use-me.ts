import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import type { AccessUser } from '../shared/access';
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

/**
 * Starts the cache with the user the server rendered the page for (`me` of the page's props,
 * src/layout/page-access.ts), once, before anything below reads it: the first render then needs no
 * `users.getMe` round trip, and `useMe` still refetches in the background as usual.
 */
export function ServerMe({ me, children }: { me: AccessUser | undefined; children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    const key = trpc.users.getMe.queryKey();
    if (me && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, me);
  });
  return children;
}
