// `npm run recon:rebuild`: folds every organization's recon events again into recon_timelines (the
// rows the recon board and figures read), one transaction per organization. For a database whose
// events were written around the moves (a restore, a hand-made fix) or one migrated to 0030 with
// recon history. Same configuration as the server (DATABASE_URL, or the PGlite directory under
// DATA_DIR); moves wait for an organization's rebuild, so it may run beside the app.
import { openConfiguredDatabase } from './db/startup';
import { earlyLogSettings, loadEnv } from './env';
import { configureLogging, logger } from './observability/logger';
import { rebuildAllTimelines } from './services/recon/timelines';

async function main(): Promise<number> {
  configureLogging(earlyLogSettings());
  const log = logger('recon-rebuild');
  try {
    const env = loadEnv();
    configureLogging({ production: env.production, level: env.logLevel });
    const database = await openConfiguredDatabase(env);
    try {
      const rebuilt = await rebuildAllTimelines({ db: database.db });
      log.info(rebuilt, `rebuilt the recon timelines of ${rebuilt.vehicles} vehicles`);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    log.fatal((error as Error).message);
    return 1;
  }
}

process.exitCode = await main();
