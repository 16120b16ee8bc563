import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DatabaseHandle } from './db/client';
import { logger } from './observability/logger';
import { memoryStore, type RateLimitStore, type RateLimitStoreOptions } from './rate-limit';

export type RateLimitStores = {
  byKind(kind: 'memory' | 'postgres' | 'redis'): RateLimitStore;
  close(): Promise<void>;
};

/** How long a start waits for Redis before serving with the insurance limiters (per process) meanwhile. */
const REDIS_CONNECT_WAIT_MS = 3_000;

/** Connects to the Redis the limits use, waiting a bounded time: a start is not refused for want of Redis. */
async function connectRedis(url: string): Promise<Redis> {
  const log = logger('rate-limit');
  // Loaded only here: a process without Redis does not carry the client (about 10 MB).
  const { Redis } = await import('ioredis');
  // No offline queue: a command while Redis is down fails at once and the insurance limiter answers.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let failing = false;
  redis.on('error', (error: Error) => {
    if (!failing)
      log.error({ reason: error.message }, 'Redis does not answer: limits are counted per process until it does');
    failing = true;
  });
  redis.on('ready', () => {
    if (failing) log.info('Redis answers again: limits are shared again');
    failing = false;
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready)
    log.warn(`Redis not ready within ${REDIS_CONNECT_WAIT_MS} ms: serving with per-process limits until it is`);
  return redis;
}

/**
 * What a shared store adds to each limit: an in-memory insurance limiter, so limits still hold
 * (per process) while Redis or PostgreSQL is unreachable; and an in-memory block of a key once it
 * is refused, until its window ends, so a client kept hammering past its limit costs no more round
 * trips (the shared count only rises within a window, so the answer would be the same).
 */
const sharedOptions = (options: RateLimitStoreOptions) => ({
  ...options,
  insuranceLimiter: new RateLimiterMemory(options),
  inMemoryBlockOnConsumed: options.points + 1,
});

/**
 * The stores rate limits can use. `redisUrl` is given when the limits use Redis: it is connected
 * before the app serves, so the first requests are counted there too.
 */
export async function createRateLimitStores(
  database: DatabaseHandle,
  redisUrl: string | undefined,
): Promise<RateLimitStores> {
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const postgres: RateLimitStore = (options) => {
    if (!database.pgPool) return memoryStore(options);
    return new RateLimiterPostgres({
      ...sharedOptions(options),
      storeClient: database.pgPool,
      storeType: 'pool',
      tableName: 'rate_limits',
      // The table comes with the migrations (server/db/schema/rate-limits.ts `rateLimits`).
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
  };
  const redisStore: RateLimitStore = (options) => {
    if (!redis) throw new Error('A Redis rate-limit store needs REDIS_URL');
    return new RateLimiterRedis({ ...sharedOptions(options), storeClient: redis });
  };
  return {
    byKind: (kind) => (kind === 'redis' ? redisStore : kind === 'postgres' ? postgres : memoryStore),
    async close() {
      if (!redis) return;
      await redis.quit().catch(() => undefined);
      // Stops reconnecting when Redis was away and QUIT could not be sent.
      redis.disconnect();
    },
  };
}
