import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { signIn } from './support/auth';
import { trpcClient } from './support/clients';
import { freePort, spawnServer, startServerProcess } from './support/process';
import { createTestDatabaseServer } from './support/database';

// These start the real server process, as `npm start` does; they need the Next.js build
// that `npm test` makes first.

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-lifecycle-'));
  database = await createTestDatabaseServer();
});
afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(extraEnv: Record<string, string> = {}) {
  return startServerProcess({
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  });
}

async function stop(server: ReturnType<typeof spawnServer>) {
  server.child.kill('SIGTERM');
  return server.exited;
}

describe('the server process', () => {
  // Two starts, the first seeding a new embedded database: each may take waitForHealthy's full
  // 150 s when `npm test`'s lanes share the cores (one took over 90 s in a clean-clone CI run).
  it('keeps data across a restart and exits 0 on SIGTERM', { timeout: 320_000 }, async () => {
    const first = await start();
    expect(first.server.output()).toContain('created the demo organization');
    const { jar } = await signIn(first.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
    await trpcClient(first.baseUrl, jar).organizations.updateSettings.mutate({
      setting_key: 'default_valuation_source',
      setting_value: 'dealer_retail_guide',
    });
    expect(await stop(first.server)).toBe(0);
    expect(first.server.output()).toContain('[lotwise] stopped');

    const second = await start();
    expect(second.server.output()).not.toContain('created the demo organization');
    // The session cookie is still valid: the development secret was kept under DATA_DIR.
    const me = await trpcClient(second.baseUrl, jar).users.getMe.query();
    expect(me.organization.settings).toMatchObject({ default_valuation_source: 'dealer_retail_guide' });
    expect(await stop(second.server)).toBe(0);
  });

  it('finishes requests in flight when SIGTERM arrives, then exits 0', async () => {
    const { baseUrl, server } = await start();
    const { jar } = await signIn(baseUrl, 'viewer@demo.test', DEMO_PASSWORD);
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${baseUrl}/api/trpc/users.getMe`, { headers: { cookie: jar.header() } }).then(
        (response) => response.status,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(inFlight);
    // Every request either completed normally or was refused before it was accepted.
    for (const outcome of outcomes) expect([200, 'fetch failed']).toContain(outcome);
    expect(outcomes).toContain(200);
    expect(await server.exited).toBe(0);
  });
});

describe('start-up failures are clear and exit non-zero', () => {
  it('refuses an unreachable database', async () => {
    const port = await freePort();
    const server = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://lotwise:secret@127.0.0.1:${await freePort()}/lotwise`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot reach the database (PostgreSQL at postgres://lotwise:***@127.0.0.1');
    expect(server.output()).not.toContain('secret@');
  });

  it('requires NEXTAUTH_SECRET in production', async () => {
    const server = spawnServer({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('NEXTAUTH_SECRET: required when NODE_ENV=production');
  });

  it('names a malformed variable', async () => {
    const server = spawnServer({ PORT: 'eighty', DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: .*number/);
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
  });
});
