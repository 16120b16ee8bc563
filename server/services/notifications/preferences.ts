import { eq } from 'drizzle-orm';
import {
  preferencesOf,
  ZNotificationPreferences,
  type TNotificationPreference,
} from '../../../src/shared/notifications';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';

/** The viewer's choice for every kind: what they saved, else the kind's default. */
export async function getNotificationPreferences({
  db,
  viewer,
}: {
  db: Database;
  viewer: Viewer;
}): Promise<TNotificationPreference[]> {
  const stored = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, viewer.user.id));
  return preferencesOf(stored as TNotificationPreference[]);
}

/**
 * Saves the given kinds' choices (the others keep theirs). The whole list is checked first: an
 * unknown kind, a kind given twice or a missing switch is BAD_USER_INPUT and nothing is stored.
 */
export async function updateNotificationPreferences({
  db,
  viewer,
  preferences,
}: {
  db: Database;
  viewer: Viewer;
  preferences: unknown;
}): Promise<TNotificationPreference[]> {
  const parsed = ZNotificationPreferences.safeParse(preferences);
  if (!parsed.success) {
    throw new AppError('BAD_USER_INPUT', parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  if (parsed.data.length > 0) {
    const updatedAt = new Date();
    await db.transaction(async (tx) => {
      for (const { kind, inApp, email, shell } of parsed.data) {
        await tx
          .insert(notificationPreferences)
          .values({ userId: viewer.user.id, kind, inApp, email, shell, updatedAt })
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { inApp, email, shell, updatedAt },
          });
      }
    });
  }
  return getNotificationPreferences({ db, viewer });
}
