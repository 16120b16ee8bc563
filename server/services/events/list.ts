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
  const unknown = (options.types ?? []).filter((type) => !isEventType(type));
  if (unknown.length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      `Unknown event types: ${unknown.join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`,
    );
  if (options.after != null && !CURSOR.test(options.after))
    throw new AppError('BAD_USER_INPUT', '`after` is the id of an event (its `id` or `cursor`), in decimal digits.');
  const readable = readableEventTypes(viewer).filter((type) => !options.types || options.types.includes(type));
  if (readable.length === 0) return { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
  const rows = await db
    .select()
    .from(organizationEvents)
    .where(
      and(
        eq(organizationEvents.organizationId, viewer.organization.id),
        gt(organizationEvents.id, Number(options.after ?? 0)),
        inArray(organizationEvents.type, readable),
      ),
    )
    .orderBy(asc(organizationEvents.id))
    .limit(first + 1);
  const seesCost = canSeeVehicleCost(toAccessUser(viewer));
  const edges = rows.slice(0, first).map((row) => ({
    cursor: String(row.id),
    node: seesCost ? row : { ...row, data: withholdCost(row.data) },
  }));
  // An empty page keeps the caller's place, so a poller passes `endCursor` back whatever it got.
  const endCursor = edges.at(-1)?.cursor ?? options.after ?? null;
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor } };
}
