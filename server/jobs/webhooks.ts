import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { logger } from '../observability/logger';
import { EVENTS_CHANNEL } from '../services/events/record';
import { deliverEndpoint, type DeliverySettings } from '../services/webhooks/dispatch';
import { activeEndpointsOf, endpointsWithWork } from '../services/webhooks/waiting';

/**
 * One job per endpoint with work, at most one waiting per endpoint (pg-boss's `short` policy, keyed
 * by the endpoint): wake-ups while one waits are the same wake-up. The job at work holds the
 * endpoint's lease (services/webhooks/dispatch.ts): another that starts meanwhile finds it taken
 * and leaves the work to it. Not `stately` (one waiting and one running): pg-boss fetches a
 * queue's oldest job first and cannot start a stately job whose endpoint is at work, so that job
 * held up every other endpoint's until the busy one was done (the webhooks bench, issue 38).
 */
export const WEBHOOK_QUEUE = 'webhook-deliveries';
/** Every minute, endpoints with events or deliveries waiting are woken: a missed NOTIFY costs a minute at most. */
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
export const WEBHOOK_SWEEP_CRON = '* * * * *';
const WORKERS = 2;
const POLLING_SECONDS = 1;
/** How many times one job delivers, lets go and finds more work before it hands over to a new job. */
const MAX_ROUNDS = 100;

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
  await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'short' });
  // A database set up when the queue was `stately` keeps its queue: change its policy.
  await boss.updateQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'short' });
  for (let worker = 0; worker < WORKERS; worker += 1)
    await boss.work<{ endpointId: string }>(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (!job) return;
        const { endpointId } = job.data;
        // Wakes skip an endpoint a process is delivering (services/webhooks/waiting.ts): once it
        // has let go, the process looks again for work that came meanwhile, and delivers it.
        for (let round = 0; round < MAX_ROUNDS; round += 1) {
          const { retryAt, sent } = await deliverEndpoint({ db, endpointId, ...options });
          if (sent > 0) log.debug({ endpointId, sent }, 'delivered webhooks');
          if (retryAt) {
            await wake(endpointId, retryAt);
            return;
          }
          if ((await endpointsWithWork(db, endpointId)).length === 0) return;
        }
        await wake(endpointId);
      },
    );
  // A burst of changes is a burst of NOTIFYs: one wake of an organization at a time in this
  // process, and one more after it when others came meanwhile (it sees their events too).
  const again = new Map<string, boolean>();
  const wakeOrganization = async (organizationId: string) => {
    if (again.has(organizationId)) {
      again.set(organizationId, true);
      return;
    }
    try {
      do {
        again.set(organizationId, false);
        for (const endpoint of await activeEndpointsOf(db, organizationId)) await wake(endpoint.id);
      } while (again.get(organizationId));
    } finally {
      again.delete(organizationId);
    }
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
