import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../observability/logger';
import { sendDueSummaries, type SummaryDelivery } from '../services/report-summaries/send';

/** The weekly summary job: every quarter hour (a zone's slot may start on any quarter hour) it sends the summaries due. */
export const SUMMARY_QUEUE = 'report-summaries';
export const SUMMARY_CRON = '*/15 * * * *';
// The job comes every 15 minutes: polling more often than this only loads the database.
const POLLING_SECONDS = 30;
const STOP_TIMEOUT_MS = 10_000;

export type JobQueue = {
  boss: PgBoss;
  /** Waits for the job at work (up to 10 s), then stops fetching and scheduling. */
  stop(): Promise<void>;
};

/**
 * Background work on pg-boss (a job queue in PostgreSQL), handed the app's own connection: the
 * PostgreSQL pool, or PGlite through an adapter (DatabaseHandle.executeSql). pg-boss keeps its
 * tables in the `pgboss` schema and runs a cron schedule once across processes; the job itself is
 * also safe to run twice at once (sendDueSummaries claims a row per organization and week).
 */
export async function startJobQueue({
  database,
  delivery,
  pollingIntervalSeconds = POLLING_SECONDS,
  schedule = true,
}: {
  database: DatabaseHandle;
  delivery: SummaryDelivery;
  pollingIntervalSeconds?: number;
  /** Off in tests that send jobs themselves. */
  schedule?: boolean;
}): Promise<JobQueue> {
  const log = logger('jobs');
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
    schedule,
    supervise: true,
  });
  boss.on('error', (error) => log.error({ reason: error.message }, 'job queue error'));
  await boss.start();
  await boss.createQueue(SUMMARY_QUEUE);
  if (schedule) await boss.schedule(SUMMARY_QUEUE, SUMMARY_CRON, undefined, { tz: 'UTC' });
  await boss.work(SUMMARY_QUEUE, { pollingIntervalSeconds }, async () => {
    const sent = await sendDueSummaries({ db: database.db, ...delivery });
    if (sent > 0) log.info({ sent }, `sent ${sent} weekly summary e-mail(s)`);
  });
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: true }),
  };
}
