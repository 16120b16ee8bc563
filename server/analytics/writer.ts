import type { Database } from '../db/client';
import { createBatchedWriter, type BatchedWriter } from '../lib/batched-writer';
import {
  insertAnalyticsEvents,
  isAnalyticsRowError,
  withoutOwner,
  type QueuedAnalyticsEvent,
} from '../services/analytics/record-events';

/**
 * What became of a request's events: `stored` (committed), `refused` (the queue is full or
 * closing: nothing was taken) or `late` (not committed within the bound: they stay queued and are
 * written when the database can, and a retry with the same event ids stores them once).
 */
export type StoreOutcome = 'stored' | 'refused' | 'late';

export type AnalyticsWriter = BatchedWriter<QueuedAnalyticsEvent> & {
  /** Queues the rows and waits until their batch has committed, `commitTimeoutMs` at most. */
  store(rows: readonly QueuedAnalyticsEvent[]): Promise<StoreOutcome>;
};

// While the database is away, a write is tried again at least this often, so events are
// acknowledged again soon after it is back.
const RETRY_DELAY = { initialMs: 100, maxMs: 2_000 };

/** Resolves true when `work` ends within `ms`, false otherwise (without leaving a timer behind). */
async function within(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The analytics queue over the analytics table, with the limits of `Env['analytics']`: requests
 * that arrive while a batch is being written join the next one (group commit). An event the
 * database refuses for its owner (a user or organization deleted meanwhile) is stored without
 * one; any other event it refuses is dropped.
 */
export function createAnalyticsWriter(
  db: Database,
  settings: { queueCapacity: number; commitTimeoutMs: number },
): AnalyticsWriter {
  const writer = createBatchedWriter<QueuedAnalyticsEvent>({
    name: 'analytics',
    write: (rows) => insertAnalyticsEvents(db, rows),
    capacity: settings.queueCapacity,
    retryDelay: RETRY_DELAY,
    isRowError: isAnalyticsRowError,
    repairRow: withoutOwner,
  });
  return {
    ...writer,
    async store(rows) {
      const settled = writer.enqueue(rows);
      if (!settled) return 'refused';
      return (await within(settled, settings.commitTimeoutMs)) ? 'stored' : 'late';
    },
  };
}
