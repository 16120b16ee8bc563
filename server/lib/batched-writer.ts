import { rootMessage } from '../errors';
import { logger } from '../observability/logger';
import { createSettlingWrite, type Settled } from './settling-write';

/**
 * A bounded write queue with group commit (used for analytics events: server/analytics/writer.ts).
 *
 * - `enqueue` is all-or-nothing: it takes every row it is given, or none when they would not
 *   fit (the caller answers 503). It returns a promise that resolves once every one of its rows
 *   is settled (stored, or dropped as unstorable): the caller acknowledges only then.
 * - Group commit: a write starts as soon as rows wait and no write is running; rows that arrive
 *   while one runs wait for the next, which takes all of them (up to `chunkSize`) in one
 *   statement. One write at a time, rows in order.
 * - When a write fails because of the database (down, restarting, a missing table), the rows
 *   stay at the head of the queue and are retried with capped exponential back-off; the failure
 *   is logged once per streak. Their promises wait (the caller may stop waiting: the rows are
 *   still written when the database is back).
 * - When a write fails because of the rows themselves (`isRowError`), the batch is split to find
 *   the offending rows; each is written as `repairRow` makes it, or dropped and counted.
 */

export type WriterStats = {
  /** Rows waiting in the queue now (for their batch to commit). */
  queued: number;
  /** Rows taken by `enqueue` since start. */
  accepted: number;
  /** Rows refused by `enqueue` (queue full or closed). */
  rejected: number;
  /** Rows stored. */
  written: number;
  /** Rows given up on because they cannot be stored (see `isRowError`). */
  dropped: number;
  /** Write statements that failed (each retry counts). */
  failedAttempts: number;
};

export type BatchedWriterOptions<T> = {
  /** Stores `rows` in one statement; rejects when nothing was stored. */
  write(rows: T[]): Promise<void>;
  /** Most rows the queue holds. */
  capacity: number;
  /** Most rows per statement (default 1,000). */
  chunkSize?: number;
  /** Back-off after a failed write: starts at `initialMs`, doubles, never exceeds `maxMs`. */
  retryDelay?: { initialMs: number; maxMs: number };
  /** True when `error` comes from the rows' content (it would fail again), not the database's state. */
  isRowError?(error: unknown): boolean;
  /** A form of a row that failed on its own that may be stored instead; undefined drops it. */
  repairRow?(row: T): T | undefined;
  /** Names the queue in log lines. */
  name?: string;
};

export type DrainResult = { remaining: number };

export type BatchedWriter<T> = {
  /**
   * Queues every row, or none (returns undefined) when they do not fit or the writer is closed.
   * The promise resolves once all of them are settled; it never rejects.
   */
  enqueue(rows: readonly T[]): Promise<void> | undefined;
  /** Writes the next batch now (unless a retry is scheduled); resolves when that write ends. */
  flush(): Promise<void>;
  /** Flushes until the queue is empty or `timeoutMs` is up, retrying failures (with back-off) meanwhile. */
  drain(timeoutMs: number): Promise<DrainResult>;
  /** Stops accepting rows and timers, then drains. For shutdown. */
  close(timeoutMs: number): Promise<DrainResult>;
  /** Seconds a refused client should wait before sending again. */
  retryAfterSeconds(): number;
  stats(): WriterStats;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for `work`, or `ms` at most (without leaving a timer behind). */
async function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Capped exponential back-off over a streak of failures, with a retry scheduled after each
 * (`retry` runs when it is due). Failures and recovery are logged once per streak.
 */
function createBackoff(options: { initialMs: number; maxMs: number; name: string; retry: () => void }) {
  let streak = 0;
  let until = 0;
  let timer: NodeJS.Timeout | undefined;
  const delay = () => Math.min(options.maxMs, options.initialMs * 2 ** Math.max(0, streak - 1));
  return {
    delay,
    failing: () => streak > 0,
    /** Milliseconds until the next retry is due (0 or less: due). */
    msLeft: () => until - Date.now(),
    succeeded() {
      if (streak > 0) logger(options.name).info(`writing again after ${streak} failed attempt(s)`);
      streak = 0;
      until = 0;
    },
    failed(error: unknown, kept: number) {
      streak += 1;
      if (streak === 1)
        logger(options.name).error(
          `write failed, ${kept} row(s) kept and retried with back-off: ${rootMessage(error)}`,
        );
      until = Date.now() + delay();
      clearTimeout(timer);
      // The timer may fire a millisecond before `until` by the clock: when it fires, the retry is due.
      timer = setTimeout(() => {
        until = 0;
        options.retry();
      }, delay());
      timer.unref();
    },
    /** Makes the next attempt due now (draining does not wait for a scheduled retry). */
    dueNow: () => {
      until = 0;
    },
    stop: () => clearTimeout(timer),
  };
}

/** A row waiting with the promise of the `enqueue` call that brought it. */
type Entry<T> = { row: T; ticket: { unsettled: number; resolve(): void } };

export function createBatchedWriter<T>(options: BatchedWriterOptions<T>): BatchedWriter<T> {
  const { capacity, chunkSize = 1_000, name = 'writer' } = options;
  const pending: Entry<T>[] = [];
  const counts = { accepted: 0, rejected: 0, written: 0, dropped: 0, failedAttempts: 0 };
  let flushing: Promise<void> | undefined;
  let closed = false;
  // After `close` has drained (or given up): nothing is written any more.
  let stopped = false;

  const retryDelay = options.retryDelay ?? { initialMs: 100, maxMs: 30_000 };
  const backoff = createBackoff({ ...retryDelay, name, retry: () => void kick() });
  const writeSettling = createSettlingWrite<T>({
    write: options.write,
    isRowError: options.isRowError ?? (() => false),
    repairRow: options.repairRow ?? (() => undefined),
    count: {
      written: (rows) => (counts.written += rows),
      dropped: () => (counts.dropped += 1),
      failedAttempt: () => (counts.failedAttempts += 1),
    },
    name,
  });

  /** One write of the rows at the head of the queue, `chunkSize` at most. */
  async function pass(): Promise<void> {
    const batch = pending.slice(0, chunkSize).map((entry) => entry.row);
    // isRowError or repairRow throwing counts as a database failure: the rows are kept.
    const result: Settled = await writeSettling(batch).catch((error: unknown) => ({ settled: 0, failure: { error } }));
    for (const { ticket } of pending.splice(0, result.settled)) {
      ticket.unsettled -= 1;
      if (ticket.unsettled === 0) ticket.resolve();
    }
    if (result.failure) backoff.failed(result.failure.error, pending.length);
    else backoff.succeeded();
  }

  /** Starts a write unless one is running, nothing waits, or a retry is not due yet; the next follows at once. */
  function kick(): Promise<void> {
    if (flushing) return flushing;
    if (stopped || pending.length === 0 || backoff.msLeft() > 0) return Promise.resolve();
    flushing = pass().finally(() => {
      flushing = undefined;
      void kick();
    });
    return flushing;
  }

  async function drain(timeoutMs: number): Promise<DrainResult> {
    const deadline = Date.now() + timeoutMs;
    const timeLeft = () => deadline - Date.now();
    while (pending.length > 0 && timeLeft() > 0) {
      if (flushing) {
        await atMost(flushing, timeLeft());
        continue;
      }
      // Draining does not wait for a scheduled retry; it pauses by the back-off between failures.
      backoff.dueNow();
      await atMost(kick(), timeLeft());
      if (pending.length > 0 && backoff.failing()) await sleep(Math.min(backoff.delay(), Math.max(0, timeLeft())));
    }
    return { remaining: pending.length };
  }

  return {
    enqueue(rows) {
      if (closed || pending.length + rows.length > capacity) {
        counts.rejected += rows.length;
        return undefined;
      }
      if (rows.length === 0) return Promise.resolve();
      const settled = new Promise<void>((resolve) => {
        const ticket = { unsettled: rows.length, resolve };
        for (const row of rows) pending.push({ row, ticket });
      });
      counts.accepted += rows.length;
      void kick();
      return settled;
    },
    flush: () => kick(),
    drain,
    async close(timeoutMs) {
      closed = true;
      backoff.stop();
      const result = await drain(timeoutMs);
      stopped = true;
      backoff.stop();
      return result;
    },
    retryAfterSeconds: () => Math.max(1, Math.ceil(backoff.msLeft() / 1000)),
    stats: () => ({ queued: pending.length, ...counts }),
  };
}
