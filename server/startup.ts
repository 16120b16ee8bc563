import type { DatabaseHandle } from './db/client';
import { openConfiguredDatabase, runStartupSteps, seedFreshPglite, StartupError } from './db/startup';
import type { Env } from './env';
import { startJobQueue, type JobQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { logger } from './observability/logger';
import { fillMissingTimelines } from './services/recon/timelines';
import { DELIVERY_SETTINGS, type DeliverySettings } from './services/webhooks/dispatch';

export type Started = { database: DatabaseHandle; jobs: JobQueue };

/**
 * Everything a process does before it may answer: open the database, then under the one
 * start-up lock migrate it (or wait for `npm run migrate`), set up and start the job queue, and
 * seed the demo data. Any number of processes may run this at once on one database.
 * `deliverySettings` (DELIVERY_SETTINGS unless given) are the webhook retries' timings: the
 * webhooks bench (tests/bench/webhooks.ts) passes seconds where the product waits minutes.
 */
export async function startUp(
  env: Env,
  { deliverySettings = DELIVERY_SETTINGS }: { deliverySettings?: Omit<DeliverySettings, 'allowPrivate'> } = {},
): Promise<Started> {
  await seedFreshPglite(env);
  const database = await openConfiguredDatabase(env);
  // Set inside the lock; stopped again if a later step fails.
  const queue: { jobs?: JobQueue } = {};
  try {
    await runStartupSteps(database, env, async () => {
      // The weekly summary e-mail needs SMTP_URL; the rate-limit cleanup always runs.
      const mailer = createMailer(env.smtp);
      const webhooks = {
        secretsKey: env.secretsKey,
        settings: { ...deliverySettings, allowPrivate: env.webhookAllowPrivate },
        mailer,
        appUrl: env.authUrl,
      };
      queue.jobs = await startJobQueue({
        database,
        delivery: mailer && { mailer, appUrl: env.authUrl },
        webhooks,
      }).catch((error: Error) => {
        throw new StartupError(`Cannot start the job queue: ${error.message}`, { cause: error });
      });
      if (!mailer) logger('lotwise').info('weekly summary e-mails are off: SMTP_URL is not set');
      const filled = await fillMissingTimelines({ db: database.db });
      if (filled.vehicles > 0)
        logger('lotwise').info(filled, 'folded the recon timelines of a database upgraded with recon history');
    });
  } catch (error) {
    await queue.jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  logger('lotwise').info('start-up steps done: schema, job queue, demo data');
  return { database, jobs: queue.jobs! };
}
