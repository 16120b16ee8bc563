import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { startRoundRobinProxy, type RoundRobinProxy } from '../bench/round-robin-proxy';
import { signIn } from './support/auth';
import { createTestDatabaseServer } from './support/database';
import {
  ensureNextBuild,
  freePort,
  projectDir,
  spawnProcess,
  waitForHealthy,
  type ServerProcess,
} from './support/process';

// Two compiled server processes (`dist/server.js`, as `npm start` runs it) on one PostgreSQL,
// behind a round-robin proxy that sends requests only to a process whose /api/ready answers 200
// (tests/bench/round-robin-proxy.ts, no retries). One process is restarted under load: SIGTERM,
// its exit, a new process on the same address, until it is ready. Not one request may fail.
// PostgreSQL only: two processes cannot share an embedded PGlite.

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (!POSTGRES) console.log('[rolling restart] skipped: two processes need a shared PostgreSQL (TEST_DATABASE_URL)');

const CONNECTIONS = 20;
const READY_POLL_MS = 100;
// Long enough for the proxy to stop routing to the process before its listener closes, even when
// a loaded machine answers its polls in over a second.
const SHUTDOWN_DELAY_MS = 3_000;
const ME = JSON.stringify({ query: '{ me { email } }' });

describe.skipIf(!POSTGRES)('a rolling restart behind a proxy that reads /api/ready', () => {
  let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;
  const dataDirs: string[] = [];
  const processes: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;

  beforeAll(async () => {
    ensureNextBuild();
    const compiled = spawnSync('npm', ['run', 'build:server'], { cwd: projectDir, stdio: 'inherit', timeout: 60_000 });
    if (compiled.status !== 0) throw new Error('npm run build:server failed');
    database = await createTestDatabaseServer();
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const server of processes) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A compiled server on `port`, waited for until it is healthy; `seed`: the one that seeds the demo data. */
  async function start(port: number, seed = false): Promise<ServerProcess> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-rolling-'));
    dataDirs.push(dataDir);
    const baseUrl = `http://localhost:${port}`;
    const server = spawnProcess(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: 'rolling-restart-secret-0123456789abcdef01',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      SEED_DEMO: String(seed),
      GRAPHQL_RATE_LIMIT: '10000000',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    });
    processes.push(server);
    await waitForHealthy(baseUrl, server);
    return server;
  }

  it('answers every request of 20 connections while one process restarts', { timeout: 120_000 }, async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    // Together: migrations run under a lock every process takes; only A seeds the demo data.
    const [a] = await Promise.all([start(portA, true), start(portB)]);
    const { jar } = await signIn(`http://localhost:${portA}`, 'owner@demo.test', DEMO_PASSWORD);
    const changes: string[] = [];
    const started = performance.now();
    proxy = await startRoundRobinProxy({
      backends: [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`],
      readyPollMs: READY_POLL_MS,
      onReadyChange: (url, ready, answer) =>
        changes.push(
          `${Math.round(performance.now() - started)} ms: ${url} ${ready ? 'ready' : 'not ready'} (${answer})`,
        ),
    });
    const through = proxy;
    while (!through.ready().every(Boolean)) await delay(READY_POLL_MS);

    let running = true;
    let answered = 0;
    const failures: string[] = [];
    async function client() {
      while (running) {
        try {
          const response = await fetch(`${through.baseUrl}/api/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: jar.header() },
            body: ME,
            signal: AbortSignal.timeout(30_000),
          });
          const body = await response.text();
          if (response.status === 200 && body.includes('"email":"owner@demo.test"')) answered += 1;
          else failures.push(`HTTP ${response.status}: ${body.slice(0, 120)}`);
        } catch (error) {
          const { message, cause } = error as Error;
          failures.push(`${message}${cause instanceof Error ? ` (${cause.message})` : ''}`);
        }
      }
    }
    const load = Array.from({ length: CONNECTIONS }, client);
    try {
      await waitUntil(() => answered >= 200, 'load through both processes');

      a.child.kill('SIGTERM');
      // Not ready as soon as the signal is handled, yet alive and still serving until the delay ends.
      let ready = await fetch(`http://127.0.0.1:${portA}/api/ready`);
      while (ready.status === 200) ready = await fetch(`http://127.0.0.1:${portA}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'draining' });
      expect((await fetch(`http://127.0.0.1:${portA}/api/health`)).status).toBe(200);
      expect(await a.exited).toBe(0);
      expect(a.output()).toContain('[lotwise] stopped');

      const routedBefore = through.routed()[0]!;
      await start(portA);
      await waitUntil(() => through.routed()[0]! > routedBefore + 100, 'load reaching the restarted process');
    } finally {
      running = false;
      await Promise.all(load);
    }
    expect(
      failures.slice(0, 5),
      `${failures.length} of ${answered + failures.length} requests failed; the proxy saw:\n${changes.join('\n')}`,
    ).toEqual([]);
    expect(answered).toBeGreaterThan(300);
  });
});

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}
