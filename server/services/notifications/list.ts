import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { NOTIFICATIONS_CHANNEL } from './create';
import { cursorValue, keysetPager, type Connection } from '../pagination';
import type { Viewer } from '../users/viewer';

/** A person's notifications are theirs alone: the viewer's own rows shown in the app. */
const own = (viewer: Viewer) => and(eq(notifications.recipientUserId, viewer.user.id), eq(notifications.inApp, true));

/** The viewer's notifications, newest first, paged by cursor (1 to 50 at a time). */
export async function listNotifications(options: {
  db: Database;
  viewer: Viewer;
  first: number;
  after?: string | null;
}): Promise<Connection<NotificationRow>> {
  const pager = keysetPager<NotificationRow>(
    {
      keys: [
        {
          by: notifications.createdAt,
          direction: 'DESC',
          of: (row) => row.createdAt.toISOString(),
          accepts: cursorValue.timestamp,
          cast: 'timestamptz',
        },
        { by: notifications.id, direction: 'DESC', of: (row) => row.id, accepts: cursorValue.uuid, cast: 'uuid' },
      ],
    },
    { first: options.first, max: 50 },
  );
  const rows = await options.db
    .select()
    .from(notifications)
    .where(and(own(options.viewer), pager.after(options.after || null)))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  return pager.connection(rows);
}

/** How many of the viewer's notifications are unread. */
export async function unreadNotificationCount({ db, viewer }: { db: Database; viewer: Viewer }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(own(viewer), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** The viewer's other tabs and devices follow what was read here (their bells' live streams). */
const announceRead = (db: Database, viewer: Viewer) =>
  db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${viewer.user.id})`);

const NOT_FOUND_MESSAGE = 'No notification with this id is yours.';

/** Marks one of the viewer's notifications read (kept as first read); anyone else's id is NOT_FOUND. */
export async function markNotificationRead({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<NotificationRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), own(viewer)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await announceRead(db, viewer);
  return row;
}

/** Marks every unread notification of the viewer read; returns how many were. */
export async function markAllNotificationsRead({ db, viewer }: { db: Database; viewer: Viewer }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own(viewer), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) await announceRead(db, viewer);
  return rows.length;
}
