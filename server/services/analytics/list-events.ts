import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, type AnalyticsEventRow } from '../../db/schema';
import { AppError } from '../../errors';
import { decodeCursor, pageSize, toConnection, type Connection } from '../pagination';
import { filterConditions, type AnalyticsEventFilter } from './filter';

export const MAX_EVENTS_PAGE = 500;

export type AnalyticsEventPage = Connection<AnalyticsEventRow>;

type Position = { createdAt: Date; id: number };

// A row's keyset position is (event time, id). Event times are written from JavaScript dates, so
// milliseconds hold them exactly.
const positionOf = (row: Position) => [row.createdAt.toISOString(), row.id];

function readPosition(cursor: string): Position {
  const [time, id] = decodeCursor(cursor, 2);
  const createdAt = new Date(typeof time === 'string' ? time : Number.NaN);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id) || (id as number) < 1) {
    throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
  }
  return { createdAt, id: id as number };
}

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
  const first = pageSize(options.first, MAX_EVENTS_PAGE);
  const conditions = filterConditions(filter);
  if (after != null) {
    const position = readPosition(after);
    conditions.push(sql`(${analyticsEvents.createdAt}, ${analyticsEvents.id}) < (${position.createdAt}, ${position.id})`);
  }
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(and(...conditions))
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(first + 1);
  return toConnection(rows, first, positionOf);
}
