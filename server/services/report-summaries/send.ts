import { and, eq, sql } from 'drizzle-orm';
import { dueSlot } from '../../../src/shared/reports/summary-schedule';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { organizations, reportSummaryRecipients, reportSummarySchedules, reportSummarySends, users } from '../../db/schema';
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
 * others wait on the key, then find it taken). A recipient's failed delivery is logged and not
 * retried: retrying would mail the others twice. Returns the e-mails sent.
 */
export async function sendDueSummaries({ db, mailer, appUrl, now = new Date() }: { db: Database; now?: Date } & SummaryDelivery): Promise<number> {
  const schedules = await db
    .select({ schedule: reportSummarySchedules, organizationName: organizations.name })
    .from(reportSummarySchedules)
    .innerJoin(organizations, eq(organizations.id, reportSummarySchedules.organizationId))
    .where(eq(reportSummarySchedules.enabled, true));
  let sent = 0;
  for (const { schedule, organizationName } of schedules) {
    const slot = dueSlot(schedule, now);
    if (!slot) continue;
    sent += await db.transaction(async (tx) => {
      const organizationId = schedule.organizationId;
      const [claimed] = await tx
        .insert(reportSummarySends)
        .values({ organizationId, slotDay: slot.day, sentAt: now, recipients: 0 })
        .onConflictDoNothing()
        .returning({ organizationId: reportSummarySends.organizationId });
      if (!claimed) return 0;
      const recipients = await tx
        .select({ id: users.id, email: users.email })
        .from(reportSummaryRecipients)
        .innerJoin(users, eq(users.id, reportSummaryRecipients.userId))
        .where(and(eq(reportSummaryRecipients.organizationId, organizationId), eq(users.organizationId, organizationId), eq(users.active, true)));
      let delivered = 0;
      for (const recipient of recipients) {
        const viewer = await loadViewer({ db: tx, userId: recipient.id });
        if (!viewer) continue;
        const summary = await summaryFigures({ db: tx, viewer, today: todayIso(now) });
        const message = composeSummary({ organizationName, summary, reportsUrl: `${appUrl}/reports` });
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
        .where(and(eq(reportSummarySends.organizationId, organizationId), eq(reportSummarySends.slotDay, slot.day)));
      return delivered;
    });
  }
  return sent;
}
