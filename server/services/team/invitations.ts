import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  MEMBER_BASE_SECTION,
  grantableDefaultSections,
  invitationSections,
  isSectionKey,
  type Role,
  type UserType,
} from '../../../src/shared/access';
import { PLANS } from '../../../src/shared/organization/plans';
import { hashPassword } from '../../auth/password';
import { assertPasswordAllowed } from '../../auth/password-policy';
import type { Database } from '../../db/client';
import { invitations, organizations, userPermissions, users, type InvitationRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';
import { recordAudit } from '../audit/record';
import { completeChecklistItem } from '../organizations/checklist';
import { isUuid } from '../ids';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import { normalizeEmail } from '../users/authenticate';
import { memberColumns, type Member } from '../users/member';
import { toAccessUser, type Viewer } from '../users/viewer';
import { assertMayGrant } from './manage-members';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InvitationResult = { invitation: InvitationRow; signUpUrl: string; emailed: boolean };

/** Seats the plan allows versus active users plus open invitations. */
async function assertSeatFree(db: Database, organizationId: string) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const seats = organization ? PLANS[organization.plan].seats : null;
  if (seats === null) return;
  const [[active], [pending]] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.active, true))),
    db.select({ value: count() }).from(invitations).where(openInvitations(organizationId)),
  ]);
  if ((active?.value ?? 0) + (pending?.value ?? 0) >= seats) {
    throw new AppError('CONFLICT', `All ${seats} seats of your plan are taken. Free a seat or change your plan.`);
  }
}

const openInvitations = (organizationId: string) =>
  and(
    eq(invitations.organizationId, organizationId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date()),
  );

/**
 * The sections an invitation gives: `sections` when given (each one the viewer may grant), else
 * the role's default narrowed to what the viewer may grant. The dashboard is every member's.
 */
function sectionsToGive(
  viewer: Viewer,
  invitee: { role: Role; type: UserType; sections?: readonly string[] | null },
): string[] {
  if (!invitee.sections) return grantableDefaultSections(toAccessUser(viewer), invitee);
  const unknown = invitee.sections.filter((section) => !isSectionKey(section));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Unknown section(s): ${unknown.join(', ')}.`);
  return invitationSections(invitee.sections);
}

/**
 * Invites `email` into `organizationId` (the viewer's own, or any for an administrator). The
 * first invitation a member of the organization sends ticks its `invite_team` checklist item.
 */
export async function inviteUser(options: {
  db: Database;
  viewer: Viewer;
  organizationId: string;
  email: string;
  role: Role;
  type: UserType;
  /** Section keys; absent (or null) for the role's default. */
  sections?: readonly string[] | null;
  appUrl: string;
  mailer: Mailer | undefined;
}): Promise<InvitationResult> {
  const { db, viewer, organizationId } = options;
  const email = normalizeEmail(options.email);
  if (!EMAIL.test(email) || email.length > 320)
    throw new AppError('BAD_USER_INPUT', `'${options.email}' is not an email address.`);
  const sections = sectionsToGive(viewer, options);
  assertMayGrant(viewer, {
    role: options.role,
    type: options.type,
    sections: sections.filter((section) => section !== MEMBER_BASE_SECTION),
  });
  // Only a member of the organization itself is reported (its team can see them anyway): saying
  // that an address has an account elsewhere would tell anyone who may invite which addresses
  // use Lotwise. Such an invitation fails when accepted (acceptInvitation).
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.organizationId, organizationId)));
  if (member) throw new AppError('CONFLICT', `${email} is already a member of this organization.`);

  const token = newSecretToken();
  const invitation = await db.transaction(async (tx) => {
    // A new invitation replaces an open one for the same email.
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(openInvitations(organizationId), eq(invitations.email, email)));
    await assertSeatFree(tx, organizationId);
    const [created] = await tx
      .insert(invitations)
      .values({
        organizationId,
        email,
        role: options.role,
        type: options.type,
        sections,
        tokenHash: hashSecretToken(token),
        invitedBy: viewer.token ? null : viewer.user.id,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'invitation.created',
      targetType: 'invitation',
      targetId: created!.id,
      after: { email, role: options.role, type: options.type, sections },
    });
    // An administrator inviting a new organization's first owner is not that dealer inviting its team.
    if (viewer.organization.id === organizationId)
      await completeChecklistItem({ db: tx, organizationId, key: 'invite_team' });
    return created!;
  });

  const signUpUrl = `${options.appUrl}/signup?token=${token}`;
  let emailed = false;
  if (options.mailer) {
    try {
      await options.mailer.send({
        to: email,
        subject: `You are invited to ${viewer.organization.id === organizationId ? viewer.organization.name : 'Lotwise'} on Lotwise`,
        text: `${viewer.user.firstName} ${viewer.user.lastName} invited you to Lotwise.\n\nCreate your account: ${signUpUrl}\n\nThe link works once and expires in 7 days.`,
      });
      emailed = true;
    } catch (error) {
      logger('mail').error({ reason: (error as Error).message }, 'invitation email failed');
    }
  }
  return { invitation, signUpUrl, emailed };
}

export async function listInvitations({ db, viewer }: { db: Database; viewer: Viewer }): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, viewer.organization.id))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
}

export async function revokeInvitation({
  db,
  viewer,
  id,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<InvitationRow> {
  return db.transaction(async (tx) => {
    const [revoked] = isUuid(id)
      ? await tx
          .update(invitations)
          .set({ revokedAt: new Date() })
          .where(and(eq(invitations.id, id), openInvitations(viewer.organization.id)))
          .returning()
      : [];
    if (!revoked) throw new AppError('NOT_FOUND', 'No open invitation with that id in your organization.');
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'invitation.revoked',
      targetType: 'invitation',
      targetId: id,
      before: { email: revoked.email },
    });
    return revoked;
  });
}

/** The open invitation a sign-up token stands for, or null. Needs no session: the token is the key. */
export async function unsafePreviewInvitation({ db, token }: { db: Database; token: string }) {
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(
      and(
        eq(invitations.tokenHash, hashSecretToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Creates the invited user from a sign-up token, once. */
export async function acceptInvitation(options: {
  db: Database;
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}): Promise<Member> {
  const firstName = options.firstName.trim();
  const lastName = options.lastName.trim();
  if (!firstName || !lastName || firstName.length > 100 || lastName.length > 100) {
    throw new AppError('BAD_USER_INPUT', 'First and last name are required (at most 100 characters each).');
  }
  const preview = await unsafePreviewInvitation({ db: options.db, token: options.token });
  assertPasswordAllowed(options.password, preview?.invitation.email);
  const passwordHash = await hashPassword(options.password);
  return options.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashSecretToken(options.token)))
      .for('update');
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= new Date()) {
      throw new AppError('NOT_FOUND', 'This sign-up link is no longer valid. Ask for a new invitation.');
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    if (taken) {
      throw new AppError(
        'CONFLICT',
        `${invitation.email} already has a Lotwise account, so this invitation cannot create another: sign in instead, or ask the inviter to invite a different address.`,
      );
    }
    const [user] = await tx
      .insert(users)
      .values({
        organizationId: invitation.organizationId,
        email: invitation.email,
        firstName,
        lastName,
        role: invitation.role,
        type: invitation.type,
        passwordHash,
      })
      .returning(memberColumns);
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, invitation.id));
    // The sections the inviter chose (rows from before sections were stored hold none: the dashboard).
    await tx
      .insert(userPermissions)
      .values(invitationSections(invitation.sections).map((section) => ({ userId: user!.id, section })));
    await recordAudit({
      db: tx,
      viewer: null,
      organizationId: invitation.organizationId,
      action: 'invitation.accepted',
      targetType: 'user',
      targetId: user!.id,
      after: {
        email: user!.email,
        role: user!.role,
        type: user!.type,
        sections: invitationSections(invitation.sections),
        invitationId: invitation.id,
      },
    });
    return user!;
  });
}
