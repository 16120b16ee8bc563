import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { assertPasswordAllowed } from '../../auth/password-policy';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';
import type { RateLimiter } from '../../rate-limit';
import { recordAudit } from '../audit/record';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import { findManagedUser, revokeAllSessions } from '../sessions/lifecycle';
import { memberColumns, type Member } from '../users/member';
import { normalizeEmail } from '../users/authenticate';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';

/** A reset link works once, for an hour. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

const INVALID_LINK =
  'This password reset link is no longer valid: it was used, replaced by a newer one, or it expired. Ask for a new link.';

/** Reset requests one address and one email may make per window. */
export const PASSWORD_RESET_RATE = { perAddress: 20, perEmail: 5, windowSeconds: 60 * 60 };

/** The limiters of `PASSWORD_RESET_RATE` (see `requestPasswordReset`). */
export type PasswordResetLimits = { perAddress: RateLimiter; perEmail: RateLimiter };

type Delivery = { appUrl: string; mailer: Mailer | undefined };

export type PasswordResetLink = { resetUrl: string; expiresAt: Date; emailed: boolean };

/** A new link for `user`, replacing the open ones, in the caller's transaction. */
async function createLink(tx: Database, user: Member, issuedBy: string | null, appUrl: string) {
  const token = newSecretToken();
  await tx
    .update(passwordResetTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.revokedAt),
      ),
    );
  const [link] = await tx
    .insert(passwordResetTokens)
    .values({
      userId: user.id,
      tokenHash: hashSecretToken(token),
      issuedBy,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
    })
    .returning();
  return { link: link!, resetUrl: `${appUrl}/reset-password?token=${token}` };
}

async function sendLink(mailer: Mailer, email: string, resetUrl: string): Promise<boolean> {
  try {
    await mailer.send({
      to: email,
      subject: 'Reset your Lotwise password',
      text: `Someone asked to reset the password of your Lotwise account (${email}).\n\nChoose a new password: ${resetUrl}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.`,
    });
    return true;
  } catch (error) {
    logger('mail').error({ reason: (error as Error).message }, 'password reset email failed');
    return false;
  }
}

/**
 * "Forgot password?": with email configured, sends a link to the address when it has an active
 * account. The answer is the same whether or not it has (only whether links go by email), and
 * the email is sent after answering so the time taken does not tell either.
 */
export async function requestPasswordReset(
  options: Delivery & { db: Database; email: string; clientAddress: string; passwordResetLimits: PasswordResetLimits },
): Promise<{ byEmail: boolean }> {
  const email = normalizeEmail(options.email);
  const byEmail = Boolean(options.mailer);
  if (!email || email.length > 320 || email.includes('\u0000'))
    throw new AppError('BAD_USER_INPUT', 'Enter the email address of your account.');
  for (const [limiter, key] of [
    [options.passwordResetLimits.perAddress, options.clientAddress],
    [options.passwordResetLimits.perEmail, hashSecretToken(email).slice(0, 32)],
  ] as const) {
    const decision = await limiter.consume(key);
    if (!decision.allowed) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many password reset requests. Try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min.`,
      );
    }
  }
  const [user] = await options.db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true)));
  if (!user) return { byEmail };
  const resetUrl = await options.db.transaction(async (tx) => {
    const created = options.mailer ? await createLink(tx, user, null, options.appUrl) : null;
    await recordAudit({
      db: tx,
      viewer: null,
      organizationId: user.organizationId,
      action: 'password_reset.requested',
      targetType: 'user',
      targetId: user.id,
      after: { emailed: Boolean(created), linkId: created?.link.id ?? null },
    });
    return created?.resetUrl;
  });
  if (options.mailer && resetUrl) void sendLink(options.mailer, user.email, resetUrl);
  return { byEmail };
}

/**
 * A reset link for a user an OWNER or administrator manages (see `findManagedUser`), to copy and
 * hand over; also emailed when configured.
 */
export async function issuePasswordResetLink(
  options: Delivery & { db: Database; viewer: Viewer; userId: string; anyOrganization: boolean },
): Promise<PasswordResetLink> {
  const { db, viewer } = options;
  const user = await findManagedUser(options, 'issue a reset link');
  if (!user.active)
    throw new AppError(
      'CONFLICT',
      `${user.email} is deactivated. Reactivate the account before resetting its password.`,
    );
  const { link, resetUrl } = await db.transaction(async (tx) => {
    const created = await createLink(tx, user, viewer.user.id, options.appUrl);
    await recordAudit({
      db: tx,
      viewer,
      organizationId: user.organizationId,
      action: 'password_reset.issued',
      targetType: 'user',
      targetId: user.id,
      after: { linkId: created.link.id, expiresAt: created.link.expiresAt.toISOString() },
    });
    return created;
  });
  const emailed = options.mailer ? await sendLink(options.mailer, user.email, resetUrl) : false;
  return { resetUrl, expiresAt: link.expiresAt, emailed };
}

const openLink = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
    isNull(passwordResetTokens.usedAt),
    isNull(passwordResetTokens.revokedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
    eq(users.active, true),
  );

/** The open link a reset token stands for, or null. Needs no session: the token is the key. */
export async function unsafePreviewPasswordReset({ db, token }: { db: Database; token: string }) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: users.id,
      email: users.email,
      organizationId: users.organizationId,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(openLink(token));
  return row ?? null;
}

/**
 * Sets a new password from a reset link, once. Every session of the user ends and every other
 * open link of theirs stops working.
 */
export async function resetPassword(options: {
  db: Database;
  token: string;
  password: string;
}): Promise<{ email: string }> {
  const link = await unsafePreviewPasswordReset({ db: options.db, token: options.token });
  if (!link) throw new AppError('NOT_FOUND', INVALID_LINK);
  assertPasswordAllowed(options.password, link.email);
  const passwordHash = await hashPassword(options.password);
  return writeAffectingViewers(options.db, { userId: link.userId }, async (tx) => {
    const now = new Date();
    // Claimed with the same conditions it was found with: of two uses at once, one wins.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, link.id),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.revokedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw new AppError('NOT_FOUND', INVALID_LINK);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    const linksRevoked = await tx
      .update(passwordResetTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, link.userId),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.revokedAt),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    const sessionsEnded = await revokeAllSessions({ db: tx, userId: link.userId });
    await recordAudit({
      db: tx,
      viewer: null,
      organizationId: link.organizationId,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: link.userId,
      after: { linkId: link.id, sessionsEnded, linksRevoked: linksRevoked.length },
    });
    return { email: link.email };
  });
}
