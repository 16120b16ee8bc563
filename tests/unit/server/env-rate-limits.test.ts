import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env';

// Where rate-limit counters live (issue 34, item 4): shared by every process whenever a shared
// store exists, so N processes behind a load balancer allow each limit once, not N times.
const DATABASE_URL = 'postgres://lotwise@db/lotwise';
const REDIS_URL = 'redis://cache:6379';

describe('the rate-limit store', () => {
  it.each([
    ['embedded PGlite (one process)', {}, 'memory', undefined],
    ['DATABASE_URL', { DATABASE_URL }, 'postgres', undefined],
    ['DATABASE_URL and REDIS_URL', { DATABASE_URL, REDIS_URL }, 'redis', REDIS_URL],
    ['REDIS_URL alone', { REDIS_URL }, 'redis', REDIS_URL],
    ['RATE_LIMIT_STORE=memory over DATABASE_URL', { DATABASE_URL, RATE_LIMIT_STORE: 'memory' }, 'memory', undefined],
    [
      'RATE_LIMIT_STORE=postgres over REDIS_URL',
      { DATABASE_URL, REDIS_URL, RATE_LIMIT_STORE: 'postgres' },
      'postgres',
      undefined,
    ],
  ])('%s: sign-in and request limits in %s', (_what, env, store, redisUrl) => {
    const { rateLimits } = loadEnv({ NEXTAUTH_SECRET: 'unit-test-secret-0123456789abcdef0123', ...env });
    expect([rateLimits.signInStore, rateLimits.requestStore, rateLimits.redisUrl]).toEqual([store, store, redisUrl]);
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, 'REDIS_URL: required when RATE_LIMIT_STORE=redis'],
    [{ RATE_LIMIT_STORE: 'postgres' }, 'DATABASE_URL: RATE_LIMIT_STORE=postgres needs a PostgreSQL server'],
    [{ RATE_LIMIT_STORE: 'disk' }, 'RATE_LIMIT_STORE'],
  ])('%o is refused, naming the setting', (env, message) => {
    expect(() => loadEnv({ NEXTAUTH_SECRET: 'unit-test-secret-0123456789abcdef0123', ...env })).toThrow(message);
  });
});
