import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { actorOf, canDo } from '../../../src/shared/access';
import { EVENT_READERS, EVENT_TYPES, isEventType, withholdCost } from '../../../src/shared/events/catalogue';
import { canSeeVehicleCost } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { organizationEvents, type OrganizationEventRow } from '../../db/schema';
import { AppError } from '../../errors';
import { pageSize, type Connection } from '../pagination';
import { toAccessUser, type Viewer } from '../users/viewer';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;
// An event's id in decimal: the cursor a partner keeps to catch up after downtime (docs/webhooks.md).
const CURSOR = /^\d{1,15}$/;

/** The event types `viewer` may receive: those whose reading operation they may do. */
export function readableEventTypes(viewer: Viewer): string[] {
  const subject = toAccessUser(viewer);
  const actor = actorOf(viewer.token);
  return EVENT_TYPES.filter((type) => canDo(subject, EVENT_READERS[type], actor));
}

/** What one viewer receives of the log: the types they read (of those asked for) and whether they see cost. */
export type EventReader = { types: ReadonlySet<string>; seesCost: boolean };

/**
 * The one rule of what a viewer receives, used by the feed and the live stream alike (live.ts), so
 * a subscriber sees exactly what a query by the same viewer would. Unknown types and a malformed
 * `after` are the caller's mistake: BAD_USER_INPUT naming what is known.
 */
export function eventReader(viewer: Viewer, options: { types?: string[] | null; after?: string | null }): EventReader {
  const unknown = (options.types ?? []).filter((type) => !isEventType(type));
  if (unknown.length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      `Unknown event types: ${unknown.join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`,
    );
  if (options.after != null && !CURSOR.test(options.after))
    throw new AppError('BAD_USER_INPUT', '`after` is the id of an event (its `id` or `cursor`), in decimal digits.');
  const types = readableEventTypes(viewer).filter((type) => !options.types || options.types.includes(type));
  return { types: new Set(types), seesCost: canSeeVehicleCost(toAccessUser(viewer)) };
}

/** `row` as `reader` receives it: null when its type is not theirs, cost withheld when they may not see it. */
export function presentEvent(row: OrganizationEventRow, reader: EventReader): OrganizationEventRow | null {
  if (!reader.types.has(row.type)) return null;
  return reader.seesCost ? row : { ...row, data: withholdCost(row.data) };
}

/**
 * The organization's events after `after` (an event id; from the oldest kept when none), oldest
 * first, of `types` (every type when none) narrowed to what the viewer reads: an event of what they
 * may not read is simply not there. Cost in `data` is withheld as the rest of the graph withholds it.
 */
export async function listEvents(options: {
  db: Database;
  viewer: Viewer;
  after?: string | null;
  first?: number | null;
  types?: string[] | null;
}): Promise<Connection<OrganizationEventRow>> {
  const { db, viewer } = options;
  const first = pageSize(options.first ?? DEFAULT_PAGE, MAX_PAGE);
  const reader = eventReader(viewer, options);
  if (reader.types.size === 0) return { edges: [], pageInfo: { hasNextPage: false, endCursor: options.after ?? null } };
  const rows = await db
    .select()
    .from(organizationEvents)
    .where(
      and(
        eq(organizationEvents.organizationId, viewer.organization.id),
        gt(organizationEvents.id, Number(options.after ?? 0)),
        inArray(organizationEvents.type, [...reader.types]),
      ),
    )
    .orderBy(asc(organizationEvents.id))
    .limit(first + 1);
  const edges = rows.slice(0, first).map((row) => ({ cursor: String(row.id), node: presentEvent(row, reader)! }));
  // An empty page keeps the caller's place, so a poller passes `endCursor` back whatever it got.
  const endCursor = edges.at(-1)?.cursor ?? options.after ?? null;
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor } };
}
