import { readFileSync } from 'node:fs';
import { projectPath } from '../project-dir';
import type { DatabaseHandle } from './client';
import { logger } from '../observability/logger';

/** The newest migration this build carries: drizzle records its journal time (`when`) as `created_at`. */
export function latestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(
    readFileSync(projectPath('server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('server/db/migrations has no migrations');
  return { tag: last.tag, when: last.when };
}

/** Whether the database holds this build's newest migration (or a newer one). */
export async function schemaIsCurrent(database: DatabaseHandle, latest = latestMigration()): Promise<boolean> {
  // Two statements: a query naming a table that does not exist yet fails as it is parsed.
  const { rows: tables } = await database.executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    [],
  );
  if (!(tables[0] as { present: boolean } | undefined)?.present) return false;
  const { rows } = await database.executeSql(
    'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    [],
  );
  const applied = (rows[0] as { applied: string | null } | undefined)?.applied;
  return applied != null && Number(applied) >= latest.when;
}

export const SCHEMA_WAIT_MS = 120_000;
const POLL_MS = 1_000;
const REMIND_MS = 15_000;

/**
 * MIGRATE_ON_START=false: waits until someone else (`npm run migrate`, a release step) has
 * brought the schema to this build's newest migration; fails after `timeoutMs`.
 */
export async function waitForSchema(database: DatabaseHandle, timeoutMs = SCHEMA_WAIT_MS): Promise<void> {
  const latest = latestMigration();
  const started = Date.now();
  let remindAt = started;
  while (!(await schemaIsCurrent(database, latest))) {
    const waited = Date.now() - started;
    if (waited >= timeoutMs) {
      throw new Error(
        `the schema is not at migration ${latest.tag} after ${Math.round(waited / 1000)} s: run \`npm run migrate\` with this build (or start with MIGRATE_ON_START=true)`,
      );
    }
    if (Date.now() >= remindAt) {
      logger('db').warn(
        { migration: latest.tag, waitedMs: waited },
        `waiting for the database schema (MIGRATE_ON_START=false): migration ${latest.tag} is not applied yet; run \`npm run migrate\``,
      );
      remindAt = Date.now() + REMIND_MS;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
