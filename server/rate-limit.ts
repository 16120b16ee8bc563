import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logger } from './observability/logger';

/**
 * Fixed-window rate limits per key (a user id, an IP, a token), on rate-limiter-flexible.
 *
 * The counters live in a store. `memoryStore` keeps them in this process, which is exact for one
 * process and per-process behind a load balancer (N processes allow N times the limit);
 * `rate-limit-stores.ts` makes the shared ones (PostgreSQL, Redis).
 */
export type RateLimitStoreOptions = { keyPrefix: string; points: number; duration: number };
export type RateLimitStore = (options: RateLimitStoreOptions) => RateLimiterAbstract;

export const memoryStore: RateLimitStore = (options) => new RateLimiterMemory(options);

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one request for `key` and says whether it is within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Gives back one counted request of `key` (one that, for this limit, did not count after all). */
  refund(key: string): Promise<void>;
  /** Forgets everything counted for `key`. */
  reset(key: string): Promise<void>;
};

export type RateLimiterOptions = {
  /** Separates this limit's counters from other limits' in a shared store. */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  store?: RateLimitStore;
};

export function createRateLimiter({
  name,
  points,
  windowSeconds,
  store = memoryStore,
}: RateLimiterOptions): RateLimiter {
  const limiter = store({ keyPrefix: `lotwise:${name}`, points, duration: windowSeconds });
  let storeFailing = false;
  // The store itself failed (a shared one can): let the request through rather than refuse
  // every client, and say so once per failure streak.
  const storeFailed = (error: unknown) => {
    if (!storeFailing)
      logger('rate-limit').error({ err: error, limit: name }, `${name}: the store failed, not limiting`);
    storeFailing = true;
  };
  const settle = async (change: Promise<unknown>) => {
    try {
      await change;
      storeFailing = false;
    } catch (error) {
      storeFailed(error);
    }
  };
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        storeFailing = false;
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        storeFailed(rejection);
        return { allowed: true };
      }
    },
    refund: (key) => settle(limiter.reward(key, 1)),
    reset: (key) => settle(limiter.delete(key)),
  };
}
