import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TAnalyticsEvent } from '../../analytics/event-schema';
import type { Database } from '../../db/client';
import { analyticsEvents, users, type NewAnalyticsEvent } from '../../db/schema';
import { isUuid } from '../ids';

/**
 * A row waiting in the analytics queue. `organizationId` undefined (with a `userId`) means the
 * organization could not be looked up when the event arrived: it is taken from the user when the
 * row is written.
 */
export type QueuedAnalyticsEvent = Omit<NewAnalyticsEvent, 'id' | 'eventId'> & { eventId: string };

export type EventOwner = { userId: string; organizationId: string };

/** The signed-in user's id and organization, or null for an unknown or deactivated user. */
export async function findEventOwner({ db, userId }: { db: Database; userId: string }): Promise<EventOwner | null> {
  if (!isUuid(userId)) return null;
  const [owner] = await db
    .select({ userId: users.id, organizationId: users.organizationId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return owner ?? null;
}

/**
 * Queue rows for validated events. `owner: { userId }` alone leaves the organization to write time.
 * An event without an id (from a client older than event ids) gets one here: it is stored, but a
 * retry of it cannot be told from a new event.
 */
export function toQueuedEvents(
  events: TAnalyticsEvent[],
  owner: EventOwner | { userId: string; organizationId?: undefined } | null,
  receivedAt: Date,
): QueuedAnalyticsEvent[] {
  return events.map((event) => ({
    eventId: event.event_id ?? randomUUID(),
    userId: owner?.userId ?? null,
    organizationId: owner ? owner.organizationId : null,
    anonymousId: event.anonymous_id,
    sessionId: event.session_id,
    component: event.component,
    event: event.event,
    url: event.url,
    payload: event.payload,
    custom: event.custom,
    createdAt: event.created_at ?? receivedAt,
    receivedAt,
  }));
}

/**
 * Stores a batch in one multi-row INSERT. An event whose id is stored already (a client's retry
 * after an answer it did not get) is skipped: it counts as stored.
 */
export async function insertAnalyticsEvents(db: Database, rows: QueuedAnalyticsEvent[]): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values(
      rows.map((row) =>
        row.organizationId === undefined && row.userId
          ? {
              ...row,
              organizationId: sql`(select ${users.organizationId} from ${users} where ${users.id} = ${row.userId})`,
            }
          : row,
      ),
    )
    .onConflictDoNothing({ target: analyticsEvents.eventId });
}

// SQLSTATE classes caused by the values themselves: 22 data exception, 23 integrity constraint
// violation (a user deleted while their events waited), 54 program limit exceeded.
const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as Error).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when an insert failed because of the rows' content, so retrying it unchanged cannot help. */
export function isAnalyticsRowError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && ROW_ERROR_CLASSES.has(state.slice(0, 2));
}

/** The row without its user and organization (as if they had been deleted after it was stored). */
export function withoutOwner(row: QueuedAnalyticsEvent): QueuedAnalyticsEvent | undefined {
  if (row.userId == null && row.organizationId == null) return undefined;
  return { ...row, userId: null, organizationId: null };
}
