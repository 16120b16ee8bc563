import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../project-dir';
import * as schema from './schema';
import { logger } from '../observability/logger';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Resolves when the database answers a trivial query within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` while holding a lock every process on this database respects (PostgreSQL: a
   * session-level advisory lock on a connection of its own). Not re-entrant: `work` must not call it.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Hears `pg_notify(channel, …)` from every process on this database. `onReset` is called when
   * messages may have been missed (the listening connection was lost and made again).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the job queue, pg-boss): parameterised text runs
   * as one statement; text without values may hold several statements (PGlite's `exec`).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The connection pool of a PostgreSQL server (absent for PGlite), for libraries that take one. */
  pgPool?: pg.Pool;
  /** PGlite only: the data directory as an archive another in-memory database can start from (`template`). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * A directory for embedded PGlite, or `undefined` for an in-memory database (tests), which may
   * start from another's `dumpDataDir` (`template`: the test suite's migrated and seeded database).
   */
  | { dataDir: string | undefined; template?: Blob };

const migrationsFolder = projectPath('server', 'db', 'migrations');
// An arbitrary constant shared by every Lotwise process: serialises the start-up steps
// (migrations, the job queue's set-up, demo seeding; server/startup.ts).
const STARTUP_LOCK_KEY = 0x10_7_71_5e;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops,
 * it is made again with back-off, and `onReset` tells the listener it may have missed messages.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined); // 'end' follows and reconnects
    next.on('end', () => {
      // Only the loss of the established listener starts a retry: a failed attempt also ends
      // (and `reconnect` retries it), and answering both would double the attempts each time.
      if (stopped || client !== next) return;
      onReset();
      retryTimer = setTimeout(() => void reconnect(), retryMs);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    // Stopped while this attempt was under way: nobody would ever end it.
    if (stopped) return void (await next.end().catch(() => undefined));
    client = next;
    retryMs = 500;
  }

  async function reconnect(): Promise<void> {
    try {
      await connect();
      onReset(); // messages sent while disconnected are lost
    } catch {
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
      if (!stopped) retryTimer = setTimeout(() => void reconnect(), retryMs);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // JIT off: its compile time (a second for a report whose estimates run high) outweighs what it
  // saves on the short statements of an interactive app.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    options: '-c jit=off',
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (error) => logger('db').error({ err: error }, 'idle PostgreSQL connection failed'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        pool.query('select 1').then(() => undefined),
        timeoutMs,
        'PostgreSQL',
      ),
    async exclusive(work) {
      // The lock is held by a session of its own, not a pooled one: the work has the whole pool
      // (a pool of one would otherwise wait for itself), and the lock goes with the session if
      // this process dies half-way.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on('error', (error) => logger('db').error({ err: error }, 'the start-up lock connection failed'));
      await client.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          STARTUP_LOCK_KEY,
        ]);
        if (!rows[0]?.locked) {
          logger('db').info('waiting for another process to finish its start-up steps (the start-up lock)');
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        }
        return await work(db);
      } finally {
        // Ending the session releases its lock.
        await client.end().catch(() => undefined);
      }
    },
    listen: (channel, onMessage, onReset) => listenPostgres(url, channel, onMessage, onReset),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
    pgPool: pool,
  };
}

/**
 * A migrated, empty PGlite data directory made by `npm run build`: a first start unpacks it
 * instead of running PGlite's own initdb and every migration (about half of a fresh start).
 * Migrations added after the build still run on top of it.
 */
const PGLITE_TEMPLATE = projectPath('dist', 'pglite-template.tar.gz');

/** The template for a data directory PGlite has not initialised yet, when the build made one. */
function pgliteTemplateFor(dataDir: string | undefined): Blob | undefined {
  if (!dataDir || existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(PGLITE_TEMPLATE)) return undefined;
  return new Blob([readFileSync(PGLITE_TEMPLATE)]);
}

/** Writes the template `pgliteTemplateFor` unpacks (run by `npm run build`). */
export async function writePgliteTemplate(): Promise<string> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
    // Written beside and renamed: a server starting meanwhile reads the old file or the new, never half of one.
    const partial = `${PGLITE_TEMPLATE}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, PGLITE_TEMPLATE);
    return PGLITE_TEMPLATE;
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the inventory's free-text search (the migration creates the extension).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: template ?? pgliteTemplateFor(dataDir),
    // Its shared buffers live in the process's WebAssembly memory, which never shrinks: 32 MB
    // rather than PostgreSQL's 128 MB keeps about 100 MB off an embedded server's RSS.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    ping: (timeoutMs = 2_000) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
        'PGlite',
      ),
    // PGlite belongs to this one process; nothing else can open the directory.
    exclusive: (work) => work(db),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Several statements (pg-boss's migrations and locked commands) need the simple protocol.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir && path.resolve(options.dataDir), options.template);
}

/** Runs the migrations not yet applied; the caller holds the start-up lock (`exclusive`). */
export async function migrateSchema(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}

/** Runs the migrations not yet applied, under the start-up lock. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(() => migrateSchema(handle));
}
