import { and, eq, sql } from 'drizzle-orm';
import { dueSlot } from '../../../src/shared/reports/summary-schedule';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import {
  organizations,
  reportSummaryRecipients,
  reportSummarySchedules,
  reportSummarySends,
  users,
} from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { logger } from '../../observability/logger';
import { loadViewer } from '../users/viewer';
import { summaryFigures } from './figures';
import { composeSummary } from './message';

export type SummaryDelivery = { mailer: Mailer; appUrl: string };

/**
 * Sends every enabled schedule's summary whose slot is due at `now` (dueSlot), once per
 * (organization, slot): the send row is claimed in the sending transaction with INSERT … ON CONFLICT
 * DO NOTHING, so when several processes run this at once only the one whose row went in sends (the
 * others wait on the key, then find it taken; a slot already sent is skipped before composing). A recipient's failed delivery is logged and not
 * retried: retrying would mail the others twice. Returns the e-mails sent.
 */
export async function sendDueSummaries({
  db,
  mailer,
  appUrl,
  now = new Date(),
}: { db: Database; now?: Date } & SummaryDelivery): Promise<number> {
  const schedules = await db
    .select({ schedule: reportSummarySchedules, organizationName: organizations.name })
    .from(reportSummarySchedules)
    .innerJoin(organizations, eq(organizations.id, reportSummarySchedules.organizationId))
    .where(eq(reportSummarySchedules.enabled, true));
  let sent = 0;
  for (const { schedule, organizationName } of schedules) {
    const slot = dueSlot(schedule, now);
    if (!slot) continue;
    const organizationId = schedule.organizationId;
    const sendOf = and(eq(reportSummarySends.organizationId, organizationId), eq(reportSummarySends.slotDay, slot.day));
    if (
      (await db.select({ slotDay: reportSummarySends.slotDay }).from(reportSummarySends).where(sendOf).limit(1))
        .length > 0
    )
      continue;
    // The messages are composed before the claiming transaction, on the pool: each report runs
    // its queries side by side, which one transaction's connection cannot (it runs one statement
    // at a time; pg warns, and pg 9 refuses).
    const messages = await composeMessages({ db, organizationId, organizationName, appUrl, now });
    sent += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reportSummarySends)
        .values({ organizationId, slotDay: slot.day, sentAt: now, recipients: 0 })
        .onConflictDoNothing()
        .returning({ organizationId: reportSummarySends.organizationId });
      if (!claimed) return 0;
      let delivered = 0;
      for (const { recipient, message } of messages) {
        try {
          await mailer.send({ to: recipient.email, ...message });
          delivered += 1;
        } catch (error) {
          logger('mail').error({ organizationId, reason: (error as Error).message }, 'weekly summary e-mail failed');
        }
      }
      await tx
        .update(reportSummarySends)
        .set({ recipients: sql`${delivered}` })
        .where(sendOf);
      return delivered;
    });
  }
  return sent;
}

/** Each active recipient's summary of `organizationId`, holding only the figures their access allows. */
async function composeMessages(options: {
  db: Database;
  organizationId: string;
  organizationName: string;
  appUrl: string;
  now: Date;
}) {
  const { db, organizationId } = options;
  const recipients = await db
    .select({ id: users.id, email: users.email })
    .from(reportSummaryRecipients)
    .innerJoin(users, eq(users.id, reportSummaryRecipients.userId))
    .where(
      and(
        eq(reportSummaryRecipients.organizationId, organizationId),
        eq(users.organizationId, organizationId),
        eq(users.active, true),
      ),
    );
  const messages = [];
  for (const recipient of recipients) {
    const viewer = await loadViewer({ db, userId: recipient.id });
    if (!viewer) continue;
    const summary = await summaryFigures({ db, viewer, today: todayIso(options.now) });
    const message = composeSummary({
      organizationName: options.organizationName,
      summary,
      reportsUrl: `${options.appUrl}/reports`,
    });
    messages.push({ recipient, message });
  }
  return messages;
}
