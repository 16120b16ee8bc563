import { and, eq, lte, min } from 'drizzle-orm';
import { EMAIL_GATHER_MS, type NotificationKind } from '../../../src/shared/notifications';
import type { Database } from '../../db/client';
import { notificationEmailSends, notifications, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';

export type NotificationDelivery = { mailer: Mailer; appUrl: string };

/** What an e-mail of each kind is called, by how many it holds. */
const SUBJECTS: Record<NotificationKind, (count: number) => string> = {
  repair_order_waiting: (n) =>
    n === 1 ? 'A repair order waits for your decision' : `${n} repair orders wait for your decision`,
  recon_stage_overdue: (n) => (n === 1 ? 'A car assigned to you is overdue' : `${n} cars assigned to you are overdue`),
  vehicle_lead: (n) => (n === 1 ? 'A new lead on your car' : `${n} new leads on your cars`),
  transport_moved: (n) => (n === 1 ? 'Your transport order moved' : `${n} of your transport orders moved`),
  share_link_viewed: (n) => (n === 1 ? 'Your sales packet was opened' : `${n} of your sales packets were opened`),
  appraisal_waiting: (n) => (n === 1 ? 'An appraisal waits for a manager' : `${n} appraisals wait for a manager`),
};

/**
 * Sends the gathered e-mails that are due at `now`: for each person and kind whose oldest
 * notification waiting for an e-mail arrived at least 15 minutes ago (EMAIL_GATHER_MS), one e-mail
 * holding every notification of that kind waiting. The person's and kind's send row is claimed in
 * the sending transaction (at most one e-mail per person, kind and 15 minutes, however many
 * processes run this); the notifications it holds are marked in it. A failed send is logged and
 * not retried (the claim and marks stand), as the weekly summary does. Returns the e-mails sent.
 */
export async function sendGatheredEmails({
  db,
  mailer,
  appUrl,
  now = new Date(),
}: { db: Database; now?: Date } & NotificationDelivery): Promise<number> {
  const windowStart = new Date(now.getTime() - EMAIL_GATHER_MS);
  const due = await db
    .select({ userId: notifications.recipientUserId, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.emailPending, true))
    .groupBy(notifications.recipientUserId, notifications.kind)
    .having(lte(min(notifications.createdAt), windowStart));
  let sent = 0;
  for (const { userId, kind } of due) {
    sent += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(notificationEmailSends)
        .values({ userId, kind, sentAt: now })
        .onConflictDoUpdate({
          target: [notificationEmailSends.userId, notificationEmailSends.kind],
          set: { sentAt: now },
          setWhere: lte(notificationEmailSends.sentAt, windowStart),
        })
        .returning({ userId: notificationEmailSends.userId });
      if (!claimed) return 0;
      const held = await tx
        .update(notifications)
        .set({ emailPending: false, emailedAt: now })
        .where(
          and(
            eq(notifications.recipientUserId, userId),
            eq(notifications.kind, kind),
            eq(notifications.emailPending, true),
            lte(notifications.createdAt, now),
          ),
        )
        .returning();
      const [recipient] = await tx
        .select({ email: users.email, active: users.active })
        .from(users)
        .where(eq(users.id, userId));
      if (held.length === 0 || !recipient?.active) return 0;
      held.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const text = [
        ...held.map((item) => `${item.title}\n${item.body}\n${new URL(item.url, appUrl).toString()}\n`),
        `You get at most one e-mail of this kind every 15 minutes. Choose what you hear of: ${new URL('/settings/notifications', appUrl).toString()}`,
      ].join('\n');
      try {
        await mailer.send({ to: recipient.email, subject: SUBJECTS[kind as NotificationKind](held.length), text });
        return 1;
      } catch (error) {
        logger('mail').error({ reason: (error as Error).message, kind }, 'notification e-mail failed');
        return 0;
      }
    });
  }
  return sent;
}
