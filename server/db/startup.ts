import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env';
import { migrateSchema, openDatabase, type DatabaseHandle } from './client';
import { waitForSchema } from './schema-version';
import { logger } from '../observability/logger';

/** A start-up step failed; the message says which and why (the process prints it and exits 1). */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

type DatabaseEnv = Pick<Env, 'databaseUrl' | 'databasePoolSize' | 'dataDir' | 'seedDemo' | 'migrateOnStart'>;

function describeDatabase(env: DatabaseEnv): string {
  return env.databaseUrl ? `PostgreSQL at ${redactDatabaseUrl(env.databaseUrl)}` : `PGlite in ${env.dataDir}`;
}

/** Opens the configured database and checks that it answers. */
export async function openConfiguredDatabase(env: DatabaseEnv): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl, poolSize: env.databasePoolSize } : { dataDir: pgliteDir(env.dataDir) },
    );
    try {
      await database.ping(10_000);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
    return database;
  } catch (error) {
    throw new StartupError(`Cannot reach the database (${describeDatabase(env)}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** PGlite's directory within DATA_DIR. */
const pgliteDir = (dataDir: string) => `${dataDir}/pglite`;

/** The seeding process's entry: compiled beside `dist/server.js`, or the source under tsx. */
function seedEntry(): string[] {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return [path.join(path.dirname(here), 'seed-pglite.js')];
  return ['--import', 'tsx', path.join(path.dirname(here), 'seed-pglite.ts')];
}

/**
 * On a first start of embedded PGlite with demo data, a process of its own migrates and seeds the
 * new directory before this one opens it: seeding grows PGlite's WebAssembly memory by some
 * 250 MB, which an instance never gives back, so the serving process would carry it for its life
 * (measured: 620 MB idle against 360 MB). Later starts find the data and skip this.
 */
export async function seedFreshPglite(env: DatabaseEnv): Promise<void> {
  if (env.databaseUrl || !env.seedDemo || !env.migrateOnStart) return;
  if (existsSync(path.join(pgliteDir(env.dataDir), 'PG_VERSION'))) return;
  const child = spawn(process.execPath, seedEntry(), { stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
    process.stderr.write(chunk);
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new StartupError(
      `Cannot prepare the database (${describeDatabase(env)}): the demo data's seeding exited ${code}. ${errors.trim()}`,
    );
}

/**
 * The start-up steps, in order, under the one start-up lock so that any number of processes can
 * start at once on one database: migrate (or, with MIGRATE_ON_START=false, wait for the schema
 * before taking the lock, so the lock never keeps a release step's migration waiting), then
 * `setUp` (the job queue's tables, queues and schedules), then the demo data. A failure of a
 * database step is a StartupError naming the database; `setUp` throws its own StartupError.
 */
export async function runStartupSteps<T>(
  database: DatabaseHandle,
  env: DatabaseEnv,
  setUp: () => Promise<T>,
): Promise<T> {
  const step = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StartupError) throw error;
      throw new StartupError(`Cannot prepare the database (${describeDatabase(env)}): ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  if (!env.migrateOnStart) await step(() => waitForSchema(database));
  return step(() =>
    database.exclusive(async (db) => {
      if (env.migrateOnStart) await step(() => migrateSchema(database));
      const result = await setUp();
      if (env.seedDemo) {
        // The demo data's code is loaded only when SEED_DEMO asks for it.
        const { seedDemoData } = await import('./seed');
        const seeded = await step(() => seedDemoData(db));
        if (seeded) logger('db').info('created the demo organization Demo Motors (password lotwise-demo)');
      }
      return result;
    }),
  );
}

/** Opens the configured database, migrates it and seeds demo data (without the job queue: tools and test fixtures). */
export async function prepareDatabase(env: DatabaseEnv): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(env);
  try {
    await runStartupSteps(database, env, async () => undefined);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
