import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DatabaseHandle } from './db/client';
import { memoryStore, type RateLimitStore } from './rate-limit';

export type RateLimitStores = {
  byKind(kind: 'memory' | 'postgres' | 'redis'): RateLimitStore;
  close(): Promise<void>;
};

/**
 * The stores rate limits can use. Shared stores keep an in-memory insurance limiter, so limits
 * still hold (per process) while Redis or PostgreSQL is unreachable.
 */
export function createRateLimitStores(database: DatabaseHandle, redisUrl: string | undefined): RateLimitStores {
  let redis: Redis | undefined;
  const postgres: RateLimitStore = (options) => {
    if (!database.pgPool) return memoryStore(options);
    return new RateLimiterPostgres({
      ...options,
      storeClient: database.pgPool,
      storeType: 'pool',
      tableName: 'rate_limits',
      // The table comes with the migrations (server/db/schema.ts `rateLimits`).
      tableCreated: true,
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  const redisStore: RateLimitStore = (options) => {
    // No offline queue: a command while Redis is down fails at once and the insurance limiter answers.
    redis ??= new Redis(redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
  return {
    byKind: (kind) => (kind === 'redis' ? redisStore : kind === 'postgres' ? postgres : memoryStore),
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
