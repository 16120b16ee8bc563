import { and, eq, inArray, sql } from 'drizzle-orm';
import { preferencesOf, type NotificationKind, type TNotificationPreference } from '../../../src/shared/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';

/** The channel on which every process hears, once a change commits, that a person has a new notification (the payload: their user id). */
export const NOTIFICATIONS_CHANNEL = 'lotwise_notifications';

export type NewNotification = {
  organizationId: string;
  kind: NotificationKind;
  subjectType: string;
  subjectId: string;
  /** Names the occasion (an order's submission, a vehicle's stage entry): a person is told of one occasion once. */
  occasion: string;
  title: string;
  body: string;
  url: string;
};

/** Each person's choice for `kind` (their stored one, else the kind's default). */
export async function channelsFor(
  db: Database,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, TNotificationPreference>> {
  const stored = userIds.length
    ? await db
        .select()
        .from(notificationPreferences)
        .where(and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)))
    : [];
  return new Map(
    userIds.map((userId) => {
      const own = stored.filter((row) => row.userId === userId) as TNotificationPreference[];
      return [userId, preferencesOf(own).find((preference) => preference.kind === kind)!];
    }),
  );
}

/**
 * Tells each of `recipientUserIds` (active members of the organization) of one occasion, in the
 * writer's transaction `tx`, as each chose for the kind: kept for the bell (and the shell) when in
 * the app is on, marked for the next gathered e-mail when e-mail is on; nothing when both are off.
 * An occasion already told to a person is skipped (the unique dedupe key). The NOTIFY reaches
 * every process when the change commits, so a live transport can wake. Returns the ids created.
 */
export async function notify({
  tx,
  recipientUserIds,
  ...notification
}: NewNotification & { tx: Database; recipientUserIds: readonly string[] }): Promise<string[]> {
  const unique = [...new Set(recipientUserIds)];
  if (unique.length === 0) return [];
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, unique), eq(users.organizationId, notification.organizationId), eq(users.active, true)),
    );
  const channels = await channelsFor(
    tx,
    members.map((member) => member.id),
    notification.kind,
  );
  const values = [...channels]
    .filter(([, choice]) => choice.inApp || choice.email)
    .map(([userId, choice]) => ({
      organizationId: notification.organizationId,
      recipientUserId: userId,
      kind: notification.kind,
      subjectType: notification.subjectType,
      subjectId: notification.subjectId,
      title: notification.title,
      body: notification.body,
      url: notification.url,
      dedupeKey: `${notification.kind}:${notification.occasion}`,
      inApp: choice.inApp,
      // The shell hears of what the bell shows (docs/notifications.md).
      shell: choice.inApp && choice.shell,
      emailPending: choice.email,
    }));
  if (values.length === 0) return [];
  const created = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id, recipientUserId: notifications.recipientUserId, inApp: notifications.inApp });
  for (const userId of new Set(created.filter((row) => row.inApp).map((row) => row.recipientUserId))) {
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
  }
  return created.map((row) => row.id);
}
