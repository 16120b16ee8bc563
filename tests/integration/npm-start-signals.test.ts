import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { analyticsEvents } from '../../server/db/schema';
import { createTestDatabaseServer } from './support/database';
import { ensureNextBuild, freePort, projectDir, spawnProcess, waitForHealthy } from './support/process';

// The product started exactly as the README says (`npm start`), stopped the way a container
// runtime, systemd or a process manager stops it: one signal to the `npm` process alone.

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;

beforeAll(() => {
  ensureNextBuild();
  // The server bundle is compiled from the sources under test (half a second), so `npm start`
  // finds a build, does not rebuild, and does not run a stale one.
  const compiled = spawnSync('npm', ['run', 'build:server'], { cwd: projectDir, stdio: 'inherit', timeout: 60_000 });
  if (compiled.status !== 0) throw new Error('npm run build:server failed');
});
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-npm-start-'));
  database = await createTestDatabaseServer();
});
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

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

/** Whether any process of the group led by `groupId` is still there. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function postEvents(
  baseUrl: string,
  anonymousId: string,
  events: number,
): Promise<{ status: number; accepted: number }> {
  const response = await fetch(`${baseUrl}/api/analytics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      events: Array.from({ length: events }, (_, index) => ({
        anonymous_id: anonymousId,
        session_id: `${anonymousId}-session`,
        event: `queued-${index}`,
        url: `${baseUrl}/dashboard`,
        payload: { index },
      })),
    }),
  });
  const { accepted } = (await response.json()) as { accepted: number };
  return { status: response.status, accepted };
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start, then %s to the npm process only', (signal) => {
  it(
    'drains, writes the queued analytics, stops, and leaves no process behind; npm exits 0',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const metricsPort = await freePort();
      const baseUrl = `http://localhost:${port}`;
      const npm = spawnProcess(
        'npm',
        ['start'],
        {
          PORT: String(port),
          NEXTAUTH_URL: baseUrl,
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          METRICS_PORT: String(metricsPort),
          ...(database.url ? { DATABASE_URL: database.url } : {}),
        },
        { detached: true },
      );
      const groupId = npm.child.pid!;
      try {
        await waitForHealthy(baseUrl, npm);
        expect(npm.output()).not.toContain('next build');

        const anonymousId = `npm-start-${signal}`;
        expect(await postEvents(baseUrl, anonymousId, 30)).toEqual({ status: 202, accepted: 30 });
        // Acknowledged once written: the loopback metrics port shows none waiting; the public port has no metrics without a token.
        expect(await (await fetch(`http://127.0.0.1:${metricsPort}/api/metrics`)).text()).toMatch(
          /^lotwise_analytics_queue_depth 0$/m,
        );
        expect((await fetch(`${baseUrl}/api/metrics`)).status).toBe(404);

        process.kill(groupId, signal);
        expect(await npm.exited).toBe(0);
        expect(npm.output()).toContain(`${signal}: finishing requests in flight`);
        expect(npm.output()).toContain('analytics queue drained');
        expect(npm.output()).toContain('[lotwise] stopped');
        expect(groupAlive(groupId)).toBe(false);
        expect(await storedEvents(anonymousId)).toBe(30);
      } finally {
        if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
      }
    },
  );
});
