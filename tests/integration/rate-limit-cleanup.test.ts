// The scheduled job that keeps the PostgreSQL rate-limit store (`rate_limits`, one row per key)
// from growing without end: it deletes the counters whose window has ended and keeps the rest.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { rateLimits } from '../../server/db/schema';
import {
  RATE_LIMIT_CLEANUP_CRON,
  RATE_LIMIT_CLEANUP_QUEUE,
  runRateLimitCleanup,
  startJobQueue,
  SUMMARY_QUEUE,
} from '../../server/jobs/queue';
import { openTestDatabase } from './support/database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the rate-limit cleanup job', () => {
  it('deletes expired counters and keeps live ones and those without an expiry', async () => {
    const now = Date.now();
    await database.db.insert(rateLimits).values([
      { key: 'graphql:203.0.113.1', points: 5, expire: now - 2 * 86_400_000 },
      { key: 'graphql:203.0.113.2', points: 1, expire: now - 1 },
      { key: 'graphql:203.0.113.3', points: 3, expire: now + 60_000 },
      { key: 'signin-account:owner@demo.test', points: 2, expire: now + 900_000 },
      { key: 'forever:203.0.113.4', points: 1, expire: null },
    ]);

    expect(await runRateLimitCleanup(database)).toBe(2);
    const left = await database.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(asc(rateLimits.key));
    expect(left.map((row) => row.key)).toEqual([
      'forever:203.0.113.4',
      'graphql:203.0.113.3',
      'signin-account:owner@demo.test',
    ]);
    expect(await runRateLimitCleanup(database)).toBe(0);
  });

  it('is scheduled every five minutes by every job queue; the weekly summary only with a way to send mail', async () => {
    const jobs = await startJobQueue({ database });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map(({ name, cron }) => ({ name, cron }))).toContainEqual({
        name: RATE_LIMIT_CLEANUP_QUEUE,
        cron: RATE_LIMIT_CLEANUP_CRON,
      });
      expect(schedules.map(({ name }) => name)).not.toContain(SUMMARY_QUEUE);
    } finally {
      await jobs.stop();
    }
  });
});
