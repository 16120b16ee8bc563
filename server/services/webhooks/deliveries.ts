import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, type WebhookDeliveryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { findOwnEndpoint, wakeDeliveries } from './endpoints';

const MAX_LISTED = 100;

/** An endpoint's delivery log, newest first (its own organization's endpoint, else NOT_FOUND). */
export async function listDeliveries(options: {
  db: Database;
  viewer: Viewer;
  endpointId: string;
  first?: number | null;
}): Promise<WebhookDeliveryRow[]> {
  const { db, viewer } = options;
  const first = Math.min(Math.max(options.first ?? 20, 1), MAX_LISTED);
  const endpoint = await findOwnEndpoint(db, viewer.organization.id, options.endpointId);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.sequence))
    .limit(first);
}

/**
 * Sends a delivery's event again: a new delivery (a new X-Lotwise-Delivery id, the same body) at
 * the end of its endpoint's queue, so a receiver that deduplicates by delivery id takes it.
 */
export async function resendDelivery(options: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<WebhookDeliveryRow> {
  const { db, viewer } = options;
  const notFound = new AppError('NOT_FOUND', 'No such webhook delivery.');
  if (!isUuid(options.id)) throw notFound;
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, options.id), eq(webhookDeliveries.organizationId, viewer.organization.id)));
    if (!original) throw notFound;
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: original.endpointId,
        organizationId: original.organizationId,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        // Due at once, whatever clock the deliverer keeps.
        nextAttemptAt: new Date(0),
      })
      .returning();
    await wakeDeliveries(tx, original.organizationId);
    return copy!;
  });
}
