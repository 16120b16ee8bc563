import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../observability/logger';
import { pruneEvents } from '../services/events/prune';
import { sendGatheredEmails } from '../services/notifications/mail';
import { notifyOverdueStages } from '../services/notifications/overdue';
import { deleteExpiredRateLimits } from '../services/rate-limits/delete-expired';
import { sendDueSummaries, type SummaryDelivery } from '../services/report-summaries/send';
import { DELIVERY_SETTINGS } from '../services/webhooks/dispatch';
import { startWebhookDeliveries, type WebhookDeliveryOptions } from './webhooks';

/** The weekly summary job: every quarter hour (a zone's slot may start on any quarter hour) it sends the summaries due. */
export const SUMMARY_QUEUE = 'report-summaries';
export const SUMMARY_CRON = '*/15 * * * *';
/** Expired rate-limit counters (the PostgreSQL store's `rate_limits` rows) are deleted every five minutes. */
export const RATE_LIMIT_CLEANUP_QUEUE = 'rate-limit-cleanup';
export const RATE_LIMIT_CLEANUP_CRON = '*/5 * * * *';
/** Events older than their organization's `event_retention_days` are deleted every night. */
export const EVENT_PRUNE_QUEUE = 'event-prune';
export const EVENT_PRUNE_CRON = '17 3 * * *';
/** Assigned cars whose stage turned overdue tell their assignee (docs/notifications.md): checked every five minutes. */
export const OVERDUE_NOTIFICATIONS_QUEUE = 'notification-overdue';
export const OVERDUE_NOTIFICATIONS_CRON = '*/5 * * * *';
/** Gathered notification e-mails (one per person and kind per 15 minutes) go out when due: looked for every minute. */
export const NOTIFICATION_EMAILS_QUEUE = 'notification-emails';
export const NOTIFICATION_EMAILS_CRON = '* * * * *';
// The jobs come every 1, 5 and 15 minutes: polling more often than this only loads the database.
const POLLING_SECONDS = 30;
const STOP_TIMEOUT_MS = 10_000;

export type JobQueue = {
  boss: PgBoss;
  /** Waits for the job at work (up to 10 s), then stops fetching and scheduling. */
  stop(): Promise<void>;
};

/** The cleanup job's work: one run deletes every expired rate-limit counter. */
export async function runRateLimitCleanup(database: DatabaseHandle): Promise<number> {
  const deleted = await deleteExpiredRateLimits({ db: database.db });
  if (deleted > 0) logger('jobs').info({ deleted }, `deleted ${deleted} expired rate-limit counter(s)`);
  return deleted;
}

/**
 * Background work on pg-boss (a job queue in PostgreSQL), handed the app's own connection: the
 * PostgreSQL pool, or PGlite through an adapter (DatabaseHandle.executeSql). pg-boss keeps its
 * tables in the `pgboss` schema and runs a cron schedule once across processes. Every process
 * runs the rate-limit cleanup, the nightly event pruning and the overdue-stage notifications; the
 * weekly summary and the gathered notification e-mails only with a way to send mail (`delivery`, from
 * SMTP_URL), and it is also safe to run twice at once (sendDueSummaries claims a row per
 * organization and week). Start it under the start-up lock (server/startup.ts): pg-boss's own
 * set-up and `createQueue` deadlock when processes run them at once.
 */
export async function startJobQueue({
  database,
  delivery,
  pollingIntervalSeconds = POLLING_SECONDS,
  schedule = true,
  webhooks = { secretsKey: undefined, settings: { ...DELIVERY_SETTINGS, allowPrivate: false } },
}: {
  database: DatabaseHandle;
  delivery?: SummaryDelivery;
  /** Webhook deliveries (server/jobs/webhooks.ts); every process delivers. Without a SECRETS_KEY there are no endpoints. */
  webhooks?: WebhookDeliveryOptions;
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
  let stopWebhooks: (() => Promise<void>) | undefined;
  try {
    await boss.createQueue(RATE_LIMIT_CLEANUP_QUEUE);
    if (schedule) await boss.schedule(RATE_LIMIT_CLEANUP_QUEUE, RATE_LIMIT_CLEANUP_CRON, undefined, { tz: 'UTC' });
    await boss.work(RATE_LIMIT_CLEANUP_QUEUE, { pollingIntervalSeconds }, async () => {
      await runRateLimitCleanup(database);
    });
    await boss.createQueue(EVENT_PRUNE_QUEUE);
    if (schedule) await boss.schedule(EVENT_PRUNE_QUEUE, EVENT_PRUNE_CRON, undefined, { tz: 'UTC' });
    await boss.work(EVENT_PRUNE_QUEUE, { pollingIntervalSeconds }, async () => {
      const deleted = await pruneEvents({ db: database.db });
      if (deleted > 0) log.info({ deleted }, `deleted ${deleted} event(s) past their retention`);
    });
    await boss.createQueue(OVERDUE_NOTIFICATIONS_QUEUE);
    if (schedule)
      await boss.schedule(OVERDUE_NOTIFICATIONS_QUEUE, OVERDUE_NOTIFICATIONS_CRON, undefined, { tz: 'UTC' });
    await boss.work(OVERDUE_NOTIFICATIONS_QUEUE, { pollingIntervalSeconds }, async () => {
      const created = await notifyOverdueStages({ db: database.db });
      if (created > 0) log.info({ created }, `told ${created} assignee(s) of an overdue stage`);
    });
    stopWebhooks = await startWebhookDeliveries(boss, database, { ...webhooks, schedule });
    if (delivery) {
      await boss.createQueue(SUMMARY_QUEUE);
      if (schedule) await boss.schedule(SUMMARY_QUEUE, SUMMARY_CRON, undefined, { tz: 'UTC' });
      await boss.work(SUMMARY_QUEUE, { pollingIntervalSeconds }, async () => {
        const sent = await sendDueSummaries({ db: database.db, ...delivery });
        if (sent > 0) log.info({ sent }, `sent ${sent} weekly summary e-mail(s)`);
      });
      await boss.createQueue(NOTIFICATION_EMAILS_QUEUE);
      if (schedule) await boss.schedule(NOTIFICATION_EMAILS_QUEUE, NOTIFICATION_EMAILS_CRON, undefined, { tz: 'UTC' });
      await boss.work(NOTIFICATION_EMAILS_QUEUE, { pollingIntervalSeconds }, async () => {
        const sent = await sendGatheredEmails({ db: database.db, ...delivery });
        if (sent > 0) log.info({ sent }, `sent ${sent} notification e-mail(s)`);
      });
    }
  } catch (error) {
    await stopWebhooks?.().catch(() => undefined);
    await boss.stop({ graceful: false, wait: true, close: true }).catch(() => undefined);
    throw error;
  }
  return {
    boss,
    stop: async () => {
      await stopWebhooks?.();
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
