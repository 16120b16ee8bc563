import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { findMember } from '../team/members';
import { memberColumns, type Member } from '../users/member';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';
import { SESSION_MAX_AGE_S } from '../../../src/shared/config';

/** How often a session's `last_seen_at` (and sliding expiry) is written: coarse, to keep requests cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const USER_AGENT_MAX = 512;

/** Records a new sign-in; the id goes into the session cookie as `sid`. */
export async function startSession(options: { db: Database; userId: string; userAgent?: string }): Promise<string> {
  const [session] = await options.db
    .insert(sessions)
    .values({
      userId: options.userId,
      userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) || null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    })
    .returning({ id: sessions.id });
  return session!.id;
}

export type SessionState = { userId: string; live: boolean; lastSeenAt: Date };

/**
 * Whether the session `sessionId` still stands: not revoked, not expired, and its user active.
 * Needs no viewer: the id comes from a cookie whose signature was checked.
 */
export async function unsafeSessionState({
  db,
  sessionId,
}: {
  db: Database;
  sessionId: string;
}): Promise<SessionState | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      live: sql<boolean>`${sessions.revokedAt} is null and ${sessions.expiresAt} > now() and ${users.active}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

/** Marks a session as used now, which also moves its expiry. */
export async function touchSession({ db, sessionId }: { db: Database; sessionId: string }): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signing out: that one session ends, on every process at its next request. */
export async function endSession(options: { db: Database; sessionId: string; userId: string }): Promise<void> {
  if (!isUuid(options.sessionId) || !isUuid(options.userId)) return;
  await writeAffectingViewers(options.db, { userId: options.userId }, (tx) =>
    tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId), isNull(sessions.revokedAt))),
  );
}

/** Ends every open session of `userId`, in the caller's transaction; the number ended. */
export async function revokeAllSessions({ db: tx, userId }: { db: Database; userId: string }): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

async function revokeAndRecord(db: Database, viewer: Viewer, target: Member): Promise<Member> {
  return writeAffectingViewers(db, { userId: target.id }, async (tx) => {
    const ended = await revokeAllSessions({ db: tx, userId: target.id });
    await recordAudit({
      db: tx,
      viewer,
      organizationId: target.organizationId,
      action: 'user.sessions_revoked',
      targetType: 'user',
      targetId: target.id,
      after: { sessionsEnded: ended },
    });
    return target;
  });
}

function refuseApiToken(viewer: Viewer, what: string) {
  if (viewer.token) throw new AppError('FORBIDDEN', `Not allowed with an API token: sign in as a person to ${what}.`);
}

/**
 * The user an OWNER (a member of their organization) or an administrator (`anyOrganization`:
 * anyone) acts on, never through an API token. Another organization's user is NOT_FOUND.
 */
export async function findManagedUser(
  options: { db: Database; viewer: Viewer; userId: string; anyOrganization: boolean },
  what: string,
): Promise<Member> {
  const { db, viewer, userId } = options;
  refuseApiToken(viewer, what);
  if (!options.anyOrganization) return findMember({ db, viewer, userId });
  const [user] = isUuid(userId) ? await db.select(memberColumns).from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  return user;
}

/** "Sign out everywhere": every session of the viewer ends, this one included. */
export async function signOutEverywhere(options: { db: Database; viewer: Viewer }): Promise<Member> {
  refuseApiToken(options.viewer, 'end sessions');
  return revokeAndRecord(
    options.db,
    options.viewer,
    await findMember({ db: options.db, viewer: options.viewer, userId: options.viewer.user.id }),
  );
}

/** Ends every session of a user an OWNER or administrator manages (see `findManagedUser`). */
export async function revokeUserSessions(options: {
  db: Database;
  viewer: Viewer;
  userId: string;
  anyOrganization: boolean;
}): Promise<Member> {
  return revokeAndRecord(options.db, options.viewer, await findManagedUser(options, 'end sessions'));
}
