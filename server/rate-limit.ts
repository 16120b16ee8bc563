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

/** The callers of one key waiting for the round trip after the one in flight. */
type KeyQueue = { waiting: ((decision: RateLimitDecision) => void)[] };

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

  /**
   * Counts `count` requests of `key` in one call to the store and decides each in arrival order,
   * as `count` calls one after another would: the store's total after the call says how many of
   * them were still within the limit.
   */
  async function consumeMany(key: string, count: number): Promise<RateLimitDecision[]> {
    const decide = (allowedCount: number, msBeforeNext: number) =>
      Array.from({ length: count }, (_, index): RateLimitDecision =>
        index < allowedCount
          ? { allowed: true }
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) },
      );
    try {
      await limiter.consume(key, count);
      storeFailing = false;
      return decide(count, 0);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // A key blocked in memory is refused without a count (consumedPoints 0): all of them are over.
        const countedBefore = rejection.consumedPoints - count;
        const allowedCount = rejection.consumedPoints > 0 ? Math.max(0, points - countedBefore) : 0;
        return decide(allowedCount, rejection.msBeforeNext);
      }
      storeFailed(rejection);
      return decide(count, 0);
    }
  }

  // Requests of one key that arrive while its count is on the way to the store wait for the next
  // round trip together: under load a busy caller costs one store call per round trip, not one
  // per request (in a shared store, each also waits for the same row's lock), and each request
  // is still counted once and decided exactly as one after another.
  const queues = new Map<string, KeyQueue>();
  async function drain(key: string, queue: KeyQueue, batch: KeyQueue['waiting']) {
    const decisions = await consumeMany(key, batch.length);
    batch.forEach((answer, index) => answer(decisions[index]!));
    if (queue.waiting.length === 0) {
      queues.delete(key);
      return;
    }
    const next = queue.waiting;
    queue.waiting = [];
    await drain(key, queue, next);
  }

  return {
    consume(key) {
      return new Promise((answer) => {
        const queue = queues.get(key);
        if (queue) {
          queue.waiting.push(answer);
          return;
        }
        const started: KeyQueue = { waiting: [] };
        queues.set(key, started);
        void drain(key, started, [answer]);
      });
    },
    refund: (key) => settle(limiter.reward(key, 1)),
    reset: (key) => settle(limiter.delete(key)),
  };
}
