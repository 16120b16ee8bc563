import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseServer } from './support/database';
import {
  ensureNextBuild,
  freePort,
  projectDir,
  spawnProcess,
  waitForHealthy,
  type ServerProcess,
} from './support/process';

/*
 * Processes of the compiled server (`dist/server.js`, what `npm start` runs) starting together on
 * one empty PostgreSQL database, as a deployment of several replicas does: the start-up steps
 * (migrations, the job queue's set-up, the demo data) run under one lock, and no process answers
 * before its steps are done. PostgreSQL only: embedded PGlite belongs to one process.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[start-up] skipped: set TEST_DATABASE_URL to start processes together on PostgreSQL');

const STEPS_DONE = 'start-up steps done';
const PG_OVERLAP_WARNING = 'already executing a query';

let dataDir: string;

beforeAll(() => {
  if (!serverUrl) return;
  ensureNextBuild();
  const compiled = spawnSync('npm', ['run', 'build:server'], { cwd: projectDir, stdio: 'inherit', timeout: 60_000 });
  if (compiled.status !== 0) throw new Error('npm run build:server failed');
  dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-start-up-'));
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Started = { baseUrl: string; server: ServerProcess };

async function spawnCompiled(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnProcess(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    PORT: String(port),
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: 'start-up-test-secret-0123456789abcdef',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    // The weekly summary's queue too, as in the start that deadlocked (nothing is sent: no job is due).
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    ...extraEnv,
  });
  return { baseUrl, server };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls /api/health from the spawn on: the first 200 must come after the process logged its start-up steps done. */
async function firstHealthy({ baseUrl, server }: Started): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await until(
    `${baseUrl} healthy`,
    async () => {
      if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy)
        expect(server.output(), 'answered healthy before its start-up steps were done').toContain(STEPS_DONE);
      return healthy;
    },
    120_000,
  );
}

async function stopAll(started: Started[]): Promise<(number | null)[]> {
  for (const { server } of started) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return Promise.all(started.map(({ server }) => server.exited));
}

async function killAll(started: Started[]): Promise<void> {
  for (const { server } of started)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(started.map(({ server }) => server.exited));
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('processes starting together on one PostgreSQL', () => {
  it(
    'three at once on an empty database, five times over: all healthy, no overlapping queries, one set of demo data',
    { timeout: 600_000 },
    async () => {
      for (let round = 1; round <= 5; round += 1) {
        // The first round seeds the demo data under the lock too; the others race the migrations and
        // the job queue's set-up (where two starts once deadlocked) without the seed's half minute.
        const seeded = round === 1;
        const database = await createTestDatabaseServer();
        const started: Started[] = [];
        try {
          for (let index = 0; index < 3; index += 1)
            started.push(await spawnCompiled(database.url!, seeded ? {} : { SEED_DEMO: 'false' }));
          await Promise.all(started.map(firstHealthy));
          // One seed makes Demo Motors and its dealer group's second rooftop, with one owner.
          const [demo] = await query<{ organizations: number; owners: number }>(
            database.url!,
            `select (select count(*) from organizations where name = 'Demo Motors')::int as organizations,
             (select count(*) from users where email = 'owner@demo.test')::int as owners`,
          );
          expect(demo, `round ${round}`).toEqual(
            seeded ? { organizations: 1, owners: 1 } : { organizations: 0, owners: 0 },
          );
          const outputs = started.map(({ server }) => server.output());
          expect(
            outputs.filter((output) => output.includes('created the demo organization')),
            `round ${round}`,
          ).toHaveLength(seeded ? 1 : 0);
          for (const output of outputs) expect(output).not.toContain(PG_OVERLAP_WARNING);
          expect(await stopAll(started), `round ${round}`).toEqual([0, 0, 0]);
        } catch (error) {
          (error as Error).message +=
            `\n\nround ${round}; the processes said:\n${started.map(({ server }) => server.output().slice(-3_000)).join('\n---\n')}`;
          throw error;
        } finally {
          await killAll(started);
          await database.dispose();
        }
      }
    },
  );

  it(
    'with MIGRATE_ON_START=false waits, not listening, until `npm run migrate` has run, then starts',
    { timeout: 240_000 },
    async () => {
      const database = await createTestDatabaseServer();
      const started: Started[] = [];
      try {
        // Without the demo data: waiting for the schema is what is under test.
        started.push(await spawnCompiled(database.url!, { MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }));
        const [waiting] = started;
        await until('the waiting line', () => waiting!.server.output().includes('waiting for the database schema'));
        expect(waiting!.server.output()).toContain('run `npm run migrate`');
        await expect(fetch(`${waiting!.baseUrl}/api/health`)).rejects.toThrow();

        const migrate = spawnProcess('npm', ['run', 'migrate'], { DATABASE_URL: database.url!, DATA_DIR: dataDir });
        expect(await migrate.exited, migrate.output()).toBe(0);
        expect(migrate.output()).toMatch(/the database schema is at migration \d{4}_/);
        await waitForHealthy(waiting!.baseUrl, waiting!.server);

        // A process started after the migration finds the schema at once.
        started.push(await spawnCompiled(database.url!, { MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }));
        await waitForHealthy(started[1]!.baseUrl, started[1]!.server);
        expect(started[1]!.server.output()).not.toContain('waiting for the database schema');
        expect(await stopAll(started)).toEqual([0, 0]);
      } finally {
        await killAll(started);
        await database.dispose();
      }
    },
  );
});
