import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  organizationEvents,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { open } from '../secret-box';
import { notifyPaused } from './notify';
import { sendDelivery } from './send';

/** How deliveries are tried (docs/webhooks.md "Retries"); tests pass short intervals. */
export type DeliverySettings = {
  /** Each attempt's bound: no answer within it is a failure. */
  timeoutMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, each with jitter (50–100 %). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** An endpoint whose first undelivered event has failed for this long is paused and its OWNERs told. */
  failureWindowMs: number;
  allowPrivate: boolean;
};

export const DELIVERY_SETTINGS: Omit<DeliverySettings, 'allowPrivate'> = {
  timeoutMs: 10_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  failureWindowMs: 24 * 60 * 60_000,
};

// While a process delivers an endpoint's events no other does; the lease outlives one attempt.
const LEASE_MS = 60_000;
const FILL_BATCH = 200;

export type DeliveryRun = {
  db: Database;
  endpointId: string;
  secretsKey: Buffer | undefined;
  settings: DeliverySettings;
  mailer?: Mailer;
  appUrl?: string;
  now?: () => Date;
  random?: () => number;
};

/** The delay before retry `attempts` + 1: exponential from `retryBaseMs`, capped, with jitter. */
export function retryDelayMs(attempts: number, settings: DeliverySettings, random = Math.random): number {
  const delay = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

async function claim(db: Database, endpointId: string, now: Date): Promise<WebhookEndpointRow | undefined> {
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.state, 'active'),
        or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, now)),
      ),
    )
    .returning();
  return endpoint;
}

/** Turns the events after the endpoint's cursor that it follows into deliveries, in event order. */
async function fill(db: Database, endpoint: WebhookEndpointRow): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(organizationEvents)
      .where(
        and(
          eq(organizationEvents.organizationId, endpoint.organizationId),
          gt(organizationEvents.id, endpoint.cursor),
          inArray(organizationEvents.type, endpoint.eventTypes),
        ),
      )
      .orderBy(asc(organizationEvents.id))
      .limit(FILL_BATCH);
    const last = events.at(-1);
    if (!last) return 0;
    for (const event of events)
      await tx.insert(webhookDeliveries).values({
        endpointId: endpoint.id,
        organizationId: endpoint.organizationId,
        eventId: event.id,
        eventType: event.type,
        body: JSON.stringify({
          id: String(event.id),
          event: event.type,
          occurredAt: event.occurredAt.toISOString(),
          organizationId: event.organizationId,
          data: event.data,
        }),
        nextAttemptAt: new Date(0),
      });
    await tx.update(webhookEndpoints).set({ cursor: last.id }).where(eq(webhookEndpoints.id, endpoint.id));
    endpoint.cursor = last.id;
    return events.length;
  });
}

async function head(db: Database, endpointId: string): Promise<WebhookDeliveryRow | undefined> {
  const [first] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
    .orderBy(asc(webhookDeliveries.sequence))
    .limit(1);
  return first;
}

/**
 * Delivers an endpoint's waiting events, one at a time in order, while they succeed: the first
 * failure is retried later (`retryAt`) and holds back the ones after it. An endpoint whose head
 * has failed for `failureWindowMs` is paused and its OWNERs told by e-mail. Does nothing for a
 * paused endpoint or one another process is delivering (its lease).
 */
export async function deliverEndpoint(run: DeliveryRun): Promise<{ retryAt: Date | null; sent: number }> {
  const { db, settings } = run;
  const now = run.now ?? (() => new Date());
  const endpoint = await claim(db, run.endpointId, now());
  let sent = 0;
  if (!endpoint) return { retryAt: null, sent };
  let failingSince = endpoint.failingSince;
  try {
    const secret = open(run.secretsKey!, endpoint.secretCipher);
    for (;;) {
      let delivery = await head(db, endpoint.id);
      if (!delivery && (await fill(db, endpoint)) > 0) delivery = await head(db, endpoint.id);
      if (!delivery) return { retryAt: null, sent };
      if (delivery.nextAttemptAt > now()) return { retryAt: delivery.nextAttemptAt, sent };
      const attempt = await sendDelivery({
        url: endpoint.url,
        secret,
        deliveryId: delivery.id,
        eventType: delivery.eventType,
        body: delivery.body,
        timeoutMs: settings.timeoutMs,
        allowPrivate: settings.allowPrivate,
        now: now().getTime(),
      });
      const at = now();
      const attempts = delivery.attempts + 1;
      const retryAt = new Date(at.getTime() + retryDelayMs(attempts, settings, run.random));
      await db
        .update(webhookDeliveries)
        .set({
          status: attempt.ok ? 'succeeded' : 'pending',
          attempts,
          responseStatus: attempt.status,
          responseBody: attempt.answer,
          durationMs: attempt.durationMs,
          lastAttemptAt: at,
          nextAttemptAt: attempt.ok ? delivery.nextAttemptAt : retryAt,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (attempt.ok) {
        sent += 1;
        failingSince = null;
        await db
          .update(webhookEndpoints)
          .set({ failingSince, leaseUntil: new Date(at.getTime() + LEASE_MS) })
          .where(eq(webhookEndpoints.id, endpoint.id));
        continue;
      }
      failingSince ??= at;
      if (at.getTime() - failingSince.getTime() >= settings.failureWindowMs) {
        await db
          .update(webhookEndpoints)
          .set({ state: 'paused', pausedReason: 'failing', updatedAt: at })
          .where(eq(webhookEndpoints.id, endpoint.id));
        await notifyPaused({ db, endpoint, mailer: run.mailer, appUrl: run.appUrl, failingSince });
        return { retryAt: null, sent };
      }
      await db.update(webhookEndpoints).set({ failingSince }).where(eq(webhookEndpoints.id, endpoint.id));
      return { retryAt, sent };
    }
  } finally {
    await db.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, run.endpointId));
  }
}
