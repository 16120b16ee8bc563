import { QueryClient } from '@tanstack/react-query';
import { CACHE_GC_TIME_MS, FETCH_RETRIES, retryDelayMs } from '../config';

/** React Query with SPEC.md section 9's fetching constants. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: FETCH_RETRIES, retryDelay: retryDelayMs, gcTime: CACHE_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}
