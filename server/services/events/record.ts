import { sql } from 'drizzle-orm';
import type { OccurredEvent } from '../../../src/shared/events/catalogue';
import type { Database } from '../../db/client';
import { organizationEvents, type OrganizationEventRow } from '../../db/schema';
import { on } from '../domain-events';

/** The channel on which every process hears, once a change commits, that its organization has new events. */
export const EVENTS_CHANNEL = 'lotwise_events';

/**
 * Appends `event` to its organization's log in the writer's transaction. The organization's
 * transaction lock, taken before the id is drawn, makes ids rise in commit order per organization:
 * a feed reader or webhook cursor past an id never misses an event committed later with a lower
 * one. The NOTIFY reaches every process when the change commits (the webhook deliveries wake on it).
 */
export async function recordEvent({
  tx,
  event,
}: {
  tx: Database;
  event: OccurredEvent;
}): Promise<OrganizationEventRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`events:${event.organizationId}`}, 0))`);
  const [row] = await tx
    .insert(organizationEvents)
    .values({
      organizationId: event.organizationId,
      type: event.type,
      subjectType: event.subject,
      subjectId: event.subjectId,
      data: event.data as Record<string, unknown>,
      actorId: event.actorId ?? null,
    })
    .returning();
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${event.organizationId})`);
  return row!;
}

on('event.occurred', async (payload) => {
  await recordEvent(payload);
});
