import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { logger } from '../observability/logger';
import { EVENTS_CHANNEL } from '../services/events/record';
import { deliverEndpoint, type DeliverySettings } from '../services/webhooks/dispatch';
import { activeEndpointsOf, endpointsWithWork } from '../services/webhooks/waiting';

/**
 * One job per endpoint with work, at most one waiting and one running per endpoint (pg-boss's
 * `stately` policy, keyed by the endpoint): wake-ups while one waits are the same wake-up.
 */
export const WEBHOOK_QUEUE = 'webhook-deliveries';
/** Every minute, endpoints with events or deliveries waiting are woken: a missed NOTIFY costs a minute at most. */
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
export const WEBHOOK_SWEEP_CRON = '* * * * *';
const WORKERS = 2;
const POLLING_SECONDS = 1;

export type WebhookDeliveryOptions = {
  secretsKey: Buffer | undefined;
  settings: DeliverySettings;
  mailer?: Mailer;
  appUrl?: string;
};

/**
 * Delivers webhooks through the job queue: a change's NOTIFY (services/events/record.ts) wakes the
 * endpoints of its organization in every process, each endpoint's job delivers its waiting events
 * in order and, on a failure, queues itself again for the retry's time. Returns the stop.
 */
export async function startWebhookDeliveries(
  boss: PgBoss,
  database: DatabaseHandle,
  options: WebhookDeliveryOptions & { schedule: boolean },
): Promise<() => Promise<void>> {
  const log = logger('webhooks');
  const { db } = database;
  const wake = (endpointId: string, startAfter?: Date) =>
    boss.send(WEBHOOK_QUEUE, { endpointId }, { singletonKey: endpointId, startAfter, retryLimit: 0 });
  await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'stately' });
  for (let worker = 0; worker < WORKERS; worker += 1)
    await boss.work<{ endpointId: string }>(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (!job) return;
        const { retryAt, sent } = await deliverEndpoint({ db, endpointId: job.data.endpointId, ...options });
        if (sent > 0) log.debug({ endpointId: job.data.endpointId, sent }, 'delivered webhooks');
        if (retryAt) await wake(job.data.endpointId, retryAt);
      },
    );
  const wakeOrganization = async (organizationId: string) => {
    for (const endpoint of await activeEndpointsOf(db, organizationId)) await wake(endpoint.id);
  };
  await boss.createQueue(WEBHOOK_SWEEP_QUEUE);
  if (options.schedule) await boss.schedule(WEBHOOK_SWEEP_QUEUE, WEBHOOK_SWEEP_CRON, undefined, { tz: 'UTC' });
  await boss.work(WEBHOOK_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    for (const endpoint of await endpointsWithWork(db)) await wake(endpoint.id);
  });
  return database.listen(
    EVENTS_CHANNEL,
    (organizationId) =>
      void wakeOrganization(organizationId).catch((error: Error) =>
        log.error({ reason: error.message }, 'could not wake webhook deliveries'),
      ),
    () => undefined,
  );
}
