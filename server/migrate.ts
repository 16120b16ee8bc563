// `npm run migrate`: the migrations alone, for operators who migrate as a release step and start
// the app with MIGRATE_ON_START=false. Same configuration as the server (DATABASE_URL, or the
// PGlite directory under DATA_DIR); takes the start-up lock, so it may run beside starting processes.
import { migrateDatabase } from './db/client';
import { latestMigration } from './db/schema-version';
import { openConfiguredDatabase, StartupError } from './db/startup';
import { earlyLogSettings, loadEnv } from './env';
import { configureLogging, logger } from './observability/logger';

async function main(): Promise<number> {
  configureLogging(earlyLogSettings());
  const log = logger('migrate');
  try {
    const env = loadEnv();
    configureLogging({ production: env.production, level: env.logLevel });
    const database = await openConfiguredDatabase(env);
    try {
      await migrateDatabase(database);
    } catch (error) {
      throw new StartupError(`Cannot migrate the database: ${(error as Error).message}`, { cause: error });
    } finally {
      await database.close();
    }
    const { tag } = latestMigration();
    log.info({ migration: tag, database: database.kind }, `the database schema is at migration ${tag}`);
    return 0;
  } catch (error) {
    log.fatal((error as Error).message);
    return 1;
  }
}

process.exitCode = await main();
