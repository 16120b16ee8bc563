import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { MARKET_LIMITS, segmentKey, type MarketChannel, type MarketRecordSource } from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { marketRecords, type MarketRecordRow } from '../../db/schema';
import { AppError } from '../../errors';
import { decodeCursor, pageSize, toConnection, type Connection } from '../pagination';
import type { Viewer } from '../users/viewer';

export type MarketRecordFilter = {
  make?: string | null;
  /** Needs `make`: the segment is make and model together. */
  model?: string | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  channel?: MarketChannel | null;
  source?: MarketRecordSource | null;
  /** true: sales only; false: unsold listings only. */
  sold?: boolean | null;
};

/** The organization's market records, newest first seen first, with keyset paging, and how many match the filter. */
export async function listMarketRecords(options: {
  db: Database;
  viewer: Viewer;
  filter?: MarketRecordFilter;
  first: number;
  after?: string | null;
}): Promise<Connection<MarketRecordRow> & { totalCount: number }> {
  const { db, viewer, filter = {} } = options;
  const first = pageSize(options.first, MARKET_LIMITS.maxPageSize);
  if (filter.model && !filter.make) throw new AppError('BAD_USER_INPUT', 'Give the make with the model.');
  const conditions: (SQL | undefined)[] = [eq(marketRecords.organizationId, viewer.organization.id)];
  if (filter.make && filter.model) conditions.push(eq(marketRecords.segmentKey, segmentKey(filter.make, filter.model)));
  else if (filter.make) conditions.push(sql`lower(${marketRecords.make}) = ${filter.make.trim().toLowerCase()}`);
  if (filter.yearFrom != null) conditions.push(gte(marketRecords.year, filter.yearFrom));
  if (filter.yearTo != null) conditions.push(lte(marketRecords.year, filter.yearTo));
  if (filter.channel) conditions.push(eq(marketRecords.channel, filter.channel));
  if (filter.source) conditions.push(eq(marketRecords.source, filter.source));
  if (filter.sold === true) conditions.push(isNotNull(marketRecords.soldOn));
  if (filter.sold === false) conditions.push(isNull(marketRecords.soldOn));
  const matching = and(...conditions);
  if (options.after) {
    const [seen, id] = decodeCursor(options.after, 2);
    if (typeof seen !== 'string' || typeof id !== 'string') throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
    conditions.push(or(lt(marketRecords.firstSeenOn, seen), and(eq(marketRecords.firstSeenOn, seen), lt(marketRecords.id, id))));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketRecords)
      .where(and(...conditions))
      .orderBy(desc(marketRecords.firstSeenOn), desc(marketRecords.id))
      .limit(first + 1),
    db.select({ value: count() }).from(marketRecords).where(matching),
  ]);
  return { ...toConnection(rows, first, (row) => [row.firstSeenOn, row.id]), totalCount: total?.value ?? 0 };
}
