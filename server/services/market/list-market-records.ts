import { and, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  MARKET_LIMITS,
  segmentKey,
  type MarketChannel,
  type MarketRecordSource,
} from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { marketRecords, type MarketRecordRow } from '../../db/schema';
import { AppError } from '../../errors';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import type { Viewer } from '../users/viewer';

// Newest first seen first, then by id.
const NEWEST_SEEN_FIRST: Keyset<MarketRecordRow> = {
  keys: [
    { by: marketRecords.firstSeenOn, direction: 'DESC', of: (row) => row.firstSeenOn, accepts: cursorValue.text },
    { by: marketRecords.id, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.text },
  ],
};

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
  const pager = keysetPager(NEWEST_SEEN_FIRST, { first: options.first, max: MARKET_LIMITS.maxPageSize });
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
  conditions.push(pager.after(options.after || null));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketRecords)
      .where(and(...conditions))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db.select({ value: count() }).from(marketRecords).where(matching),
  ]);
  return { ...pager.connection(rows), totalCount: total?.value ?? 0 };
}
