import { and, asc, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { filterConditions, type AnalyticsEventFilter } from './filter';

export const MAX_DAILY_COUNT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AnalyticsDailyCount = { day: string; event: string; count: number };

// The UTC calendar day of the event time. Written out once and used in SELECT and GROUP BY alike
// (literal SQL, no parameters, so PostgreSQL sees the same expression in both).
const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Events per UTC day and name in [from, to), which are required and at most 366 days apart. */
export async function countAnalyticsEventsByDay(options: {
  db: Database;
  filter: AnalyticsEventFilter;
}): Promise<AnalyticsDailyCount[]> {
  const { db, filter } = options;
  if (filter.from == null || filter.to == null) {
    throw new AppError('BAD_USER_INPUT', 'filter.from and filter.to are required for daily counts.');
  }
  if (filter.to.getTime() - filter.from.getTime() > MAX_DAILY_COUNT_DAYS * DAY_MS) {
    throw new AppError(
      'BAD_USER_INPUT',
      `filter.from and filter.to must be at most ${MAX_DAILY_COUNT_DAYS} days apart.`,
    );
  }
  return db
    .select({ day, event: analyticsEvents.event, count: count() })
    .from(analyticsEvents)
    .where(and(...filterConditions(filter)))
    .groupBy(day, analyticsEvents.event)
    .orderBy(asc(day), asc(analyticsEvents.event));
}
