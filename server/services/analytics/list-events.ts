import { and } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, type AnalyticsEventRow } from '../../db/schema';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import { filterConditions, type AnalyticsEventFilter } from './filter';

export const MAX_EVENTS_PAGE = 500;

export type AnalyticsEventPage = Connection<AnalyticsEventRow>;

// A row's keyset position is (event time, id). Event times are written from JavaScript dates, so
// milliseconds hold them exactly.
const NEWEST_FIRST: Keyset<AnalyticsEventRow> = {
  keys: [
    {
      by: analyticsEvents.createdAt,
      direction: 'DESC',
      of: (row) => row.createdAt.toISOString(),
      accepts: cursorValue.timestamp,
      param: (time) => new Date(time as string),
    },
    { by: analyticsEvents.id, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.positiveInteger },
  ],
};

/**
 * Analytics events matching `filter`, newest first (event time, then id), `first` after the
 * cursor `after`. Keyset pagination: events stored after a page was read never shift the next page.
 */
export async function listAnalyticsEvents(options: {
  db: Database;
  filter: AnalyticsEventFilter;
  first: number;
  after?: string | null;
}): Promise<AnalyticsEventPage> {
  const { db, filter, after } = options;
  const pager = keysetPager(NEWEST_FIRST, { first: options.first, max: MAX_EVENTS_PAGE });
  const conditions = filterConditions(filter);
  const position = pager.after(after);
  if (position) conditions.push(position);
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(and(...conditions))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  return pager.connection(rows);
}
