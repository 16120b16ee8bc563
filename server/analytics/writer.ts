import type { Database } from '../db/client';
import { createBatchedWriter, type BatchedWriter } from '../lib/batched-writer';
import {
  insertAnalyticsEvents,
  isAnalyticsRowError,
  withoutOwner,
  type QueuedAnalyticsEvent,
} from '../services/analytics/record-events';

export type AnalyticsWriter = BatchedWriter<QueuedAnalyticsEvent>;

/**
 * The analytics queue over the analytics table, with the limits of `Env['analytics']`. An event
 * the database refuses for its owner (a user or organization deleted meanwhile) is stored without
 * one; any other event it refuses is dropped.
 */
export function createAnalyticsWriter(
  db: Database,
  settings: { queueCapacity: number; flushIntervalMs: number },
): AnalyticsWriter {
  return createBatchedWriter<QueuedAnalyticsEvent>({
    name: 'analytics',
    write: (rows) => insertAnalyticsEvents(db, rows),
    capacity: settings.queueCapacity,
    flushIntervalMs: settings.flushIntervalMs,
    isRowError: isAnalyticsRowError,
    repairRow: withoutOwner,
  });
}
