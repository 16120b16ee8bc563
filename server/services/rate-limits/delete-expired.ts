import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * Deletes the rate-limit counters whose window has ended (`expire`, epoch milliseconds, at or
 * before `now`): the PostgreSQL store (rate-limiter-flexible's RateLimiterPostgres) writes a row
 * per key and never removes it. Counters without an expiry and those still counting stay.
 * Returns how many rows went.
 */
export async function deleteExpiredRateLimits({
  db,
  now = Date.now(),
}: {
  db: Database;
  now?: number;
}): Promise<number> {
  const result = (await db.execute(sql`
    with deleted as (delete from ${rateLimits} where ${rateLimits.expire} <= ${now} returning 1)
    select count(*)::int as deleted from deleted
  `)) as unknown as { rows: { deleted: number }[] };
  return result.rows[0]?.deleted ?? 0;
}
