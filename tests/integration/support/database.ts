import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 * Each is a copy of the run's template (support/template.ts), made once per run.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if ('pgliteArchive' in template) {
    pgliteTemplate ??= new Blob([readFileSync(template.pgliteArchive)]);
    return openDatabase({ dataDir: undefined, template: pgliteTemplate });
  }
  const created = await createTestDatabaseServer(template.postgresDatabase);
  const handle = await openDatabase({ url: created.url!, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.dispose();
    },
  };
}

/**
 * A PostgreSQL database of its own when TEST_DATABASE_URL is set (`url`): empty, for tests that
 * start server processes, or a copy of `template`. Without it `url` is undefined and they use PGlite.
 */
export async function createTestDatabaseServer(
  template?: string,
): Promise<{ url: string | undefined; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, dispose: async () => undefined };
  const name = `lotwise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    dispose: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
