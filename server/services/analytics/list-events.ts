import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, type AnalyticsEventRow } from '../../db/schema';
import { AppError } from '../../errors';
import { filterConditions, type AnalyticsEventFilter } from './filter';

export const MAX_EVENTS_PAGE = 500;

export type AnalyticsEventPage = {
  edges: { cursor: string; node: AnalyticsEventRow }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

type Position = { createdAt: Date; id: number };

// A cursor is the keyset position (event time, id) of a row, opaque to clients. Event times are
// written from JavaScript dates, so milliseconds hold them exactly.
function encodeCursor(row: Position): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(typeof time === 'string' ? time : Number.NaN);
    if (!Number.isNaN(createdAt.getTime()) && Number.isSafeInteger(id) && (id as number) > 0) {
      return { createdAt, id: id as number };
    }
  } catch {
    // reported below
  }
  throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
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
  const { db, filter, first, after } = options;
  if (!Number.isInteger(first) || first < 1 || first > MAX_EVENTS_PAGE) {
    throw new AppError('BAD_USER_INPUT', `first must be between 1 and ${MAX_EVENTS_PAGE}.`);
  }
  const conditions = filterConditions(filter);
  if (after != null) {
    const position = decodeCursor(after);
    conditions.push(sql`(${analyticsEvents.createdAt}, ${analyticsEvents.id}) < (${position.createdAt}, ${position.id})`);
  }
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(and(...conditions))
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(first + 1);
  const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(node), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
}
