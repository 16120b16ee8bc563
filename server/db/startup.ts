import type { Env } from '../env';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { seedDemoData } from './seed';
import { logger } from '../observability/logger';

export class DatabaseStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
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

/** Opens the configured database, checks that it answers, migrates it and seeds demo data. */
export async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const where = env.databaseUrl ? `PostgreSQL at ${redactDatabaseUrl(env.databaseUrl)}` : `PGlite in ${env.dataDir}`;
  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      env.databaseUrl
        ? { url: env.databaseUrl, poolSize: env.databasePoolSize }
        : { dataDir: `${env.dataDir}/pglite` },
    );
    await database.ping(10_000);
  } catch (error) {
    throw new DatabaseStartupError(`Cannot reach the database (${where}): ${(error as Error).message}`, { cause: error });
  }
  try {
    await migrateDatabase(database);
    if (env.seedDemo) {
      const seeded = await database.exclusive(seedDemoData);
      if (seeded) logger('db').info('created the demo organization Demo Motors (password lotwise-demo)');
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new DatabaseStartupError(`Cannot prepare the database (${where}): ${(error as Error).message}`, { cause: error });
  }
  return database;
}
