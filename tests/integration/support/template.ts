// Global setup of the integration project: migrates and seeds one database for the whole run, and
// every test file's `openTestDatabase` starts from a copy of it (a PGlite data-directory archive, or
// a PostgreSQL `create database … template`), instead of each file running every migration and the
// demo seed again (seconds per file, most of it argon2 and the demo market).

import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../../server/db/client';
import { seedDemoData } from '../../../server/db/seed';
import { adminQuery, databaseUrl } from './postgres-admin';

export type TestDatabaseTemplate = { pgliteArchive: string } | { postgresDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `lotwise_test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await migrateDatabase(handle);
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    project.provide('testDatabaseTemplate', { postgresDatabase: name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ dataDir: undefined });
  const archive = path.join(tmpdir(), `lotwise-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
    writeFileSync(archive, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDatabaseTemplate', { pgliteArchive: archive });
  return async () => rmSync(archive, { force: true });
}
