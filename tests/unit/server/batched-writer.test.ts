import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchedWriter, type BatchedWriter, type BatchedWriterOptions } from '../../../server/lib/batched-writer';
import { log } from '../../../server/observability/logger';

// The batched write queue (server/lib, which analytics uses) on its own, over a fake store whose failures the test controls.

class RowError extends Error {
  readonly code = '23503';
}

type Store = {
  rows: number[];
  statements: number[][];
  /** Throws this from every write while set. */
  failWith?: Error;
  /** Rows the store refuses as row errors. */
  poison: Set<number>;
  concurrent: number;
  maxConcurrent: number;
};

function fakeStore(): Store {
  return { rows: [], statements: [], poison: new Set(), concurrent: 0, maxConcurrent: 0 };
}

const writers: BatchedWriter<number>[] = [];
afterEach(async () => {
  for (const writer of writers.splice(0)) await writer.close(1_000);
  vi.restoreAllMocks();
});

// What the writer logs, in place of the process's log.
const logged = { error: vi.fn(), info: vi.fn() };

function writerOver(store: Store, options: Partial<BatchedWriterOptions<number>> = {}) {
  logged.error.mockReset();
  logged.info.mockReset();
  vi.spyOn(log, 'child').mockReturnValue(logged as unknown as ReturnType<typeof log.child>);
  const writer = createBatchedWriter<number>({
    async write(rows) {
      store.concurrent += 1;
      store.maxConcurrent = Math.max(store.maxConcurrent, store.concurrent);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (store.failWith) throw store.failWith;
        if (rows.some((row) => store.poison.has(row))) throw new Error('insert failed', { cause: new RowError() });
        store.statements.push([...rows]);
        store.rows.push(...rows);
      } finally {
        store.concurrent -= 1;
      }
    },
    capacity: 100,
    chunkSize: 4,
    retryDelay: { initialMs: 5, maxMs: 20 },
    isRowError: (error) => (error as Error).cause instanceof RowError,
    ...options,
  });
  writers.push(writer);
  return writer;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

describe('createBatchedWriter', () => {
  it('takes all the rows or none of them', () => {
    const store = fakeStore();
    store.failWith = new Error('database is down');
    const writer = writerOver(store, { capacity: 5 });
    expect(writer.enqueue(range(0, 4))).toBeInstanceOf(Promise);
    expect(writer.enqueue(range(4, 6))).toBeUndefined();
    expect(writer.enqueue([4])).toBeInstanceOf(Promise);
    expect(writer.stats()).toMatchObject({ queued: 5, accepted: 5, rejected: 2 });
    store.failWith = undefined;
  });

  it('writes in order, at most chunkSize rows per statement, one statement at a time', async () => {
    const store = fakeStore();
    const writer = writerOver(store);
    for (let start = 0; start < 30; start += 3) void writer.enqueue(range(start, start + 3));
    expect((await writer.drain(1_000)).remaining).toBe(0);
    expect(store.rows).toEqual(range(0, 30));
    expect(Math.max(...store.statements.map((statement) => statement.length))).toBeLessThanOrEqual(4);
    expect(store.maxConcurrent).toBe(1);
    expect(writer.stats()).toMatchObject({ queued: 0, written: 30, failedAttempts: 0 });
  });

  it('resolves each enqueue once its rows are stored, not before', async () => {
    const store = fakeStore();
    const writer = writerOver(store);
    const settled = writer.enqueue(range(0, 3))!;
    expect(store.rows).toEqual([]);
    await settled;
    expect(store.rows).toEqual(range(0, 3));
    expect(writer.stats()).toMatchObject({ queued: 0, written: 3 });
  });

  it('groups rows that arrive during a write into the next statement (group commit)', async () => {
    const store = fakeStore();
    const writer = writerOver(store, { chunkSize: 100 });
    const first = writer.enqueue([0])!;
    // These arrive while the first row's statement runs: one statement takes all of them.
    const rest = [writer.enqueue([1, 2])!, writer.enqueue([3])!, writer.enqueue([4, 5, 6])!];
    await Promise.all([first, ...rest]);
    expect(store.statements).toEqual([[0], [1, 2, 3, 4, 5, 6]]);
  });

  it('keeps rows queued through a database failure and retries them with back-off, logging once', async () => {
    const store = fakeStore();
    const writer = writerOver(store);
    store.failWith = new Error('connection refused');
    let settled = false;
    void writer.enqueue(range(0, 6))!.then(() => (settled = true));
    await vi.waitFor(() => expect(writer.stats().failedAttempts).toBeGreaterThanOrEqual(4));
    expect(writer.stats()).toMatchObject({ queued: 6, written: 0, dropped: 0 });
    expect(logged.error).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    store.failWith = undefined;
    await vi.waitFor(() => expect(store.rows).toEqual(range(0, 6)));
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(writer.stats()).toMatchObject({ queued: 0, written: 6 });
  });

  it('isolates rows the database refuses, repairing or dropping only those', async () => {
    const store = fakeStore();
    store.poison = new Set([2, 5]);
    const writer = writerOver(store, { repairRow: (row) => (row === 2 ? 200 : undefined) });
    void writer.enqueue(range(0, 8));
    expect((await writer.drain(1_000)).remaining).toBe(0);
    expect(store.rows).toEqual([0, 1, 200, 3, 4, 6, 7]);
    expect(writer.stats()).toMatchObject({ written: 7, dropped: 1 });
  });

  it('gives up draining at the deadline and reports what is left', async () => {
    const store = fakeStore();
    const writer = writerOver(store);
    store.failWith = new Error('database is down');
    void writer.enqueue([1, 2, 3]);
    const started = Date.now();
    expect(await writer.drain(100)).toEqual({ remaining: 3 });
    expect(Date.now() - started).toBeLessThan(1_000);
    store.failWith = undefined;
  });

  it('refuses rows once closed, after writing what was queued', async () => {
    const store = fakeStore();
    const writer = writerOver(store);
    void writer.enqueue([1, 2]);
    expect(await writer.close(1_000)).toEqual({ remaining: 0 });
    expect(store.rows).toEqual([1, 2]);
    expect(writer.enqueue([3])).toBeUndefined();
  });
});
