import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { analyticsEvents } from '../../server/db/schema';
import { createTestDatabaseServer } from './support/database';
import { startServerProcess, type ServerProcess } from './support/process';

// The real server process killed with SIGKILL under analytics load from a few clients: every event
// it acknowledged (202) is stored, because it answers only once their batch has committed.
// PostgreSQL when TEST_DATABASE_URL is set, else the embedded database in DATA_DIR.

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-analytics-crash-'));
  database = await createTestDatabaseServer();
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const CLIENTS = 4;
const EVENTS_PER_REQUEST = 20;
/** Acknowledged events after which the process is killed, mid-load. */
const KILL_AFTER_EVENTS = 4_000;

async function storedIds(anonymousId: string): Promise<string[]> {
  const handle = await openDatabase(database.url ? { url: database.url } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    const rows = await handle.db
      .select({ eventId: analyticsEvents.eventId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anonymousId));
    return rows.map((row) => row.eventId!);
  } finally {
    await handle.close();
  }
}

describe('analytics across SIGKILL', () => {
  it('stores every event acknowledged before the process was killed mid-load', { timeout: 120_000 }, async () => {
    const started = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ANALYTICS_RATE_LIMIT: '100000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    server = started.server;
    const killed = server;
    const anonymousId = `crash-${randomUUID()}`;
    const sent = new Set<string>();
    const acknowledged: string[] = [];
    const outcomes = new Map<string, number>();
    const note = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

    async function client(index: number) {
      for (;;) {
        const events = Array.from({ length: EVENTS_PER_REQUEST }, () => ({
          event_id: randomUUID(),
          anonymous_id: anonymousId,
          session_id: `crash-session-${index}`,
          event: 'crash-load',
          url: `${started.baseUrl}/dashboard`,
        }));
        for (const event of events) sent.add(event.event_id);
        try {
          const response = await fetch(`${started.baseUrl}/api/analytics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ events }),
          });
          await response.text();
          note(String(response.status));
          if (response.status === 202) acknowledged.push(...events.map((event) => event.event_id));
        } catch {
          // The process is gone: this request and every later one have no answer.
          note('no answer');
          return;
        }
        if (acknowledged.length >= KILL_AFTER_EVENTS && killed.child.signalCode === null) killed.child.kill('SIGKILL');
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    await killed.exited;

    expect(killed.child.signalCode).toBe('SIGKILL');
    expect([...outcomes.keys()].sort()).toEqual(['202', 'no answer']);
    const stored = await storedIds(anonymousId);
    const storedSet = new Set(stored);
    console.log(
      `[analytics-crash] ${acknowledged.length} events acknowledged, ${stored.length} stored, ${sent.size} sent`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_EVENTS);
    expect(acknowledged.filter((id) => !storedSet.has(id))).toEqual([]);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    // Nothing stored that was not sent, nothing stored twice.
    expect(stored.filter((id) => !sent.has(id))).toEqual([]);
    expect(storedSet.size).toBe(stored.length);
  });
});
