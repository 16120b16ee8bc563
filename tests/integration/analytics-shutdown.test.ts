import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { analyticsEvents } from '../../server/db/schema';
import { createTestDatabaseServer } from './support/database';
import { startServerProcess } from './support/process';

// The real server process (as `npm start` runs it, with the Next.js build): an orderly shutdown
// answers the requests in flight once their events are written, and stores every event it
// acknowledged before it exits.

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-analytics-'));
  database = await createTestDatabaseServer();
});
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const REQUESTS = 200;
const EVENTS_PER_REQUEST = 50;
const CONCURRENCY = 20;
const SIGTERM_AFTER_REQUESTS = 60;

async function storedEvents(anonymousId: string): Promise<number> {
  const handle = await openDatabase(database.url ? { url: database.url } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await handle.db
      .select({ stored: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.anonymousId, anonymousId));
    return row!.stored;
  } finally {
    await handle.close();
  }
}

describe('analytics across SIGTERM', () => {
  it(
    'stores every acknowledged event of a 10,000-event burst cut by SIGTERM, then exits 0',
    { timeout: 180_000 },
    async () => {
      const { baseUrl, server } = await startServerProcess({
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ANALYTICS_RATE_LIMIT: '100000',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      });

      const anonymousId = 'burst';
      const body = JSON.stringify({
        events: Array.from({ length: EVENTS_PER_REQUEST }, (_, index) => ({
          anonymous_id: anonymousId,
          session_id: 'burst-session',
          event: `burst-${index}`,
          url: `${baseUrl}/dashboard`,
          payload: { device_type: 'desktop', index },
        })),
      });
      let next = 0;
      let acknowledged = 0;
      const outcomes = new Map<string, number>();
      const note = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

      async function client() {
        while (next < REQUESTS) {
          next += 1;
          if (next === SIGTERM_AFTER_REQUESTS) server.child.kill('SIGTERM');
          try {
            const response = await fetch(`${baseUrl}/api/analytics`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            });
            const answer = (await response.json()) as { accepted?: number };
            note(String(response.status));
            if (response.status === 202) acknowledged += answer.accepted ?? 0;
          } catch {
            // Refused once the server stopped listening: never acknowledged.
            note('refused');
          }
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, client));

      expect(await server.exited).toBe(0);
      // Only 202s and connections the stopping server refused: nothing answered 503 or failed.
      expect([...outcomes.keys()].filter((outcome) => outcome !== '202' && outcome !== 'refused')).toEqual([]);
      // SIGTERM cut the burst: some requests were acknowledged, the later ones refused.
      expect(acknowledged).toBeGreaterThan(0);
      expect(acknowledged).toBeLessThan(REQUESTS * EVENTS_PER_REQUEST);
      expect(server.output()).toContain('analytics queue drained');
      expect(await storedEvents(anonymousId)).toBe(acknowledged);
    },
  );
});
