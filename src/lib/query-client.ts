import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CACHE_GC_TIME_MS, FETCH_RETRIES, retryDelayMs } from '../shared/config';

/** React Query with SPEC.md section 9's fetching constants; every failed call is reported to `onError`. */
export function createQueryClient(onError: (error: unknown) => void = () => undefined): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // On the server a garbage-collection timer would hold each render's cache for minutes.
      queries: {
        retry: FETCH_RETRIES,
        retryDelay: retryDelayMs,
        gcTime: typeof window === 'undefined' ? Infinity : CACHE_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
