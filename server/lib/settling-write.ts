import { rootMessage } from '../errors';
import { logger } from '../observability/logger';

/** How far a write got: rows settled (stored or dropped) from the start, and the database's failure if it stopped it. */
export type Settled = { settled: number; failure?: { error: unknown } };

export type SettlingWriteOptions<T> = {
  /** Stores `rows` in one statement; rejects when nothing was stored. */
  write(rows: T[]): Promise<void>;
  /** True when `error` comes from the rows' content (it would fail again), not the database's state. */
  isRowError(error: unknown): boolean;
  /** A form of a row that failed on its own that may be stored instead; undefined drops it. */
  repairRow(row: T): T | undefined;
  /** Told of every row stored, row dropped and statement failed. */
  count: { written(rows: number): void; dropped(): void; failedAttempt(): void };
  /** Names the queue in log lines. */
  name: string;
};

/**
 * A write that settles what it can: it writes rows in order and, when a statement fails because of
 * the rows themselves, splits the batch to find the offending rows, writing each as `repairRow`
 * makes it or dropping it. It stops at the first failure of the database itself.
 */
export function createSettlingWrite<T>(options: SettlingWriteOptions<T>): (rows: T[]) => Promise<Settled> {
  const { write, isRowError, repairRow, count, name } = options;

  async function writeCounted(rows: T[]): Promise<void> {
    try {
      await write(rows);
    } catch (error) {
      count.failedAttempt();
      throw error;
    }
    count.written(rows.length);
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
    count.dropped();
    logger(name).error(`dropped a row the database refuses: ${rootMessage(error)}`);
    return { settled: 1 };
  }

  return async function writeSettling(rows: T[]): Promise<Settled> {
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
  };
}
