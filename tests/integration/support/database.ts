import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { seedDemoData } from '../../../server/db/seed';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const created = await createTestDatabaseServer();
  if (!created.url) return prepare(await openDatabase({ dataDir: undefined }));
  const handle = await openDatabase({ url: created.url, poolSize: 5 });
  return prepare({
    ...handle,
    async close() {
      await handle.close();
      await created.dispose();
    },
  });
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * An empty PostgreSQL database of its own when TEST_DATABASE_URL is set (`url`), for tests
 * that start server processes; without it `url` is undefined and they use PGlite.
 */
export async function createTestDatabaseServer(): Promise<{ url: string | undefined; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, dispose: async () => undefined };
  const name = `lotwise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), dispose: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function prepare(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  return handle;
}
