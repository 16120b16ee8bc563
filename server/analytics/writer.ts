import { rootMessage } from '../errors';
import { logger } from '../observability/logger';

/**
 * A bounded, batched, in-memory write queue (used for analytics events).
 *
 * - `enqueue` is all-or-nothing: it takes every row it is given, or none when they would not
 *   fit (the caller answers 503). A row is acknowledged only once it is queued.
 * - The queue is flushed every `flushIntervalMs`, as soon as `flushSize` rows wait, and by
 *   `drain`/`close`; rows are written in order, `chunkSize` per statement, one flush at a time.
 * - When a write fails because of the database (down, restarting, a missing table), the rows
 *   stay at the head of the queue and are retried with capped exponential back-off; the failure
 *   is logged once per streak. Nothing acknowledged is dropped for that.
 * - When a write fails because of the rows themselves (`isRowError`), the batch is split to find
 *   the offending rows; each is written as `repairRow` makes it, or dropped and counted.
 */

export type WriterStats = {
  /** Rows waiting in the queue now. */
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
  flushIntervalMs: number;
  /** Queue length that starts a flush before the interval is up (default 500). */
  flushSize?: number;
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
  /** Queues every row, or none (returns false) when they do not fit or the writer is closed. */
  enqueue(rows: readonly T[]): boolean;
  /** Flushes what is queued now (unless a retry is scheduled); resolves when that pass ends. */
  flush(): Promise<void>;
  /** Flushes until the queue is empty or `timeoutMs` is up, retrying failures (with back-off) meanwhile. */
  drain(timeoutMs: number): Promise<DrainResult>;
  /** Stops accepting rows and timers, then drains. For shutdown. */
  close(timeoutMs: number): Promise<DrainResult>;
  /** Seconds a refused client should wait before sending again. */
  retryAfterSeconds(): number;
  stats(): WriterStats;
};

type Settled = { settled: number; failure?: { error: unknown } };

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

export function createBatchedWriter<T>(options: BatchedWriterOptions<T>): BatchedWriter<T> {
  const {
    write,
    capacity,
    flushIntervalMs,
    flushSize = 500,
    chunkSize = 1_000,
    retryDelay = { initialMs: 100, maxMs: 30_000 },
    isRowError = () => false,
    repairRow = () => undefined,
    name = 'writer',
  } = options;

  const pending: T[] = [];
  const counts = { accepted: 0, rejected: 0, written: 0, dropped: 0, failedAttempts: 0 };
  let flushing: Promise<void> | undefined;
  let closed = false;
  let failureStreak = 0;
  let backingOffUntil = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const interval = setInterval(() => void kick(), flushIntervalMs);
  interval.unref();

  const currentDelay = () => Math.min(retryDelay.maxMs, retryDelay.initialMs * 2 ** Math.max(0, failureStreak - 1));

  function succeeded() {
    if (failureStreak > 0) logger(name).info(`writing again after ${failureStreak} failed attempt(s)`);
    failureStreak = 0;
    backingOffUntil = 0;
  }

  function failed(error: unknown) {
    failureStreak += 1;
    if (failureStreak === 1) {
      logger(name).error(`write failed, ${pending.length} row(s) kept and retried with back-off: ${rootMessage(error)}`);
    }
    const delay = currentDelay();
    backingOffUntil = Date.now() + delay;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void kick(), delay);
    retryTimer.unref();
  }

  async function writeCounted(rows: T[]): Promise<void> {
    try {
      await write(rows);
    } catch (error) {
      counts.failedAttempts += 1;
      throw error;
    }
    counts.written += rows.length;
  }

  /** Writes one row that failed on its own: repaired when possible, dropped otherwise. */
  async function settleRow(row: T, error: unknown): Promise<Settled> {
    const repaired = repairRow(row);
    if (repaired !== undefined) {
      try {
        await writeCounted([repaired]);
        return { settled: 1 };
      } catch (retryError) {
        if (!isRowError(retryError)) return { settled: 0, failure: { error: retryError } };
        error = retryError;
      }
    }
    counts.dropped += 1;
    logger(name).error(`dropped a row the database refuses: ${rootMessage(error)}`);
    return { settled: 1 };
  }

  /**
   * Writes `rows` in order, splitting around rows that fail on their own. Returns how many rows
   * from the start were settled (stored or dropped) before the database itself failed, if it did.
   */
  async function writeSettling(rows: T[]): Promise<Settled> {
    try {
      await writeCounted(rows);
      return { settled: rows.length };
    } catch (error) {
      if (!isRowError(error)) return { settled: 0, failure: { error } };
      if (rows.length === 1) return settleRow(rows[0]!, error);
      const middle = Math.ceil(rows.length / 2);
      const head = await writeSettling(rows.slice(0, middle));
      if (head.failure || head.settled < middle) return head;
      const tail = await writeSettling(rows.slice(middle));
      return { settled: middle + tail.settled, failure: tail.failure };
    }
  }

  /** One flush pass over the rows queued when it starts. */
  async function pass(): Promise<void> {
    let remaining = pending.length;
    while (remaining > 0) {
      const batch = pending.slice(0, Math.min(chunkSize, remaining));
      let result: Settled;
      try {
        result = await writeSettling(batch);
      } catch (error) {
        // isRowError or repairRow threw: treat like a database failure, keep the rows.
        result = { settled: 0, failure: { error } };
      }
      pending.splice(0, result.settled);
      remaining -= result.settled;
      if (result.failure) {
        failed(result.failure.error);
        return;
      }
      succeeded();
    }
  }

  /** Starts a flush pass unless one is running, nothing waits, or a retry is not due yet. */
  function kick(): Promise<void> {
    if (flushing) return flushing;
    if (pending.length === 0 || Date.now() < backingOffUntil) return Promise.resolve();
    flushing = pass().finally(() => {
      flushing = undefined;
      if (pending.length >= flushSize) void kick();
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
      backingOffUntil = 0;
      await atMost(kick(), timeLeft());
      if (pending.length > 0 && failureStreak > 0) await sleep(Math.min(currentDelay(), Math.max(0, timeLeft())));
    }
    return { remaining: pending.length };
  }

  return {
    enqueue(rows) {
      if (closed || pending.length + rows.length > capacity) {
        counts.rejected += rows.length;
        return false;
      }
      for (const row of rows) pending.push(row);
      counts.accepted += rows.length;
      if (pending.length >= flushSize) void kick();
      return true;
    },
    flush: () => kick(),
    drain,
    async close(timeoutMs) {
      closed = true;
      clearInterval(interval);
      clearTimeout(retryTimer);
      const result = await drain(timeoutMs);
      clearTimeout(retryTimer);
      return result;
    },
    retryAfterSeconds() {
      const wait = Math.max(flushIntervalMs, backingOffUntil - Date.now());
      return Math.max(1, Math.ceil(wait / 1000));
    },
    stats: () => ({ queued: pending.length, ...counts }),
  };
}
