import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { VIEWER_CHANGES_CHANNEL } from '../users/viewer-changes';

/**
 * "Market records changed", as every process hears it: each emits `market.recordsChanged`
 * (services/domain-events.ts), on which pricing forgets its remembered market averages. It
 * travels on the viewer-changes channel, so a process keeps one LISTEN connection; a process of an
 * older release reads it as "anyone may have changed" and only drops its cached viewers too.
 */
export const MARKET_CHANGE = JSON.stringify({ marketRecords: true });

export const isMarketChange = (payload: string) => payload === MARKET_CHANGE;

/** Announces the change in `tx`: PostgreSQL delivers it when the transaction commits, never before the rows are visible. */
export async function announceMarketChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${VIEWER_CHANGES_CHANNEL}, ${MARKET_CHANGE})`);
}
