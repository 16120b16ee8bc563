import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { checkSummarySchedule, nextSlot } from '../../../src/shared/reports/summary-schedule';
import type { Database } from '../../db/client';
import { reportSummaryRecipients, reportSummarySchedules, reportSummarySends, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { actorName } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

export type ReportSummaryScheduleInput = {
  enabled: boolean;
  weekday: number;
  hour: number;
  timeZone: string;
  recipientUserIds: readonly string[];
};

export type ReportSummarySchedule = Omit<ReportSummaryScheduleInput, 'recipientUserIds'> & {
  recipients: { id: string; name: string }[];
  mailConfigured: boolean;
  lastSentAt: Date | null;
  nextSendAt: Date | null;
};

/** Until an OWNER saves one: off, Monday 8 am UTC, nobody. */
const DEFAULT_SCHEDULE = { enabled: false, weekday: 1, hour: 8, timeZone: 'UTC' } as const;

/** The organization's schedule (the default until saved), its active recipients and when it last and next goes out. */
export async function getReportSummarySchedule(options: {
  db: Database;
  viewer: Viewer;
  mailConfigured: boolean;
  now?: Date;
}): Promise<ReportSummarySchedule> {
  const { db, viewer, mailConfigured } = options;
  const organizationId = viewer.organization.id;
  const [[row], recipients, [sent]] = await Promise.all([
    db.select().from(reportSummarySchedules).where(eq(reportSummarySchedules.organizationId, organizationId)),
    db
      .select({ id: users.id, name: actorName })
      .from(reportSummaryRecipients)
      .innerJoin(users, eq(users.id, reportSummaryRecipients.userId))
      .where(and(eq(reportSummaryRecipients.organizationId, organizationId), eq(users.active, true)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    db
      .select({ at: max(reportSummarySends.sentAt) })
      .from(reportSummarySends)
      .where(eq(reportSummarySends.organizationId, organizationId)),
  ]);
  const schedule = row
    ? { enabled: row.enabled, weekday: row.weekday, hour: row.hour, timeZone: row.timeZone }
    : DEFAULT_SCHEDULE;
  return {
    ...schedule,
    recipients: recipients.map((recipient) => ({ id: recipient.id, name: recipient.name ?? '' })),
    mailConfigured,
    lastSentAt: sent?.at ?? null,
    nextSendAt: schedule.enabled ? (nextSlot(schedule, options.now ?? new Date())?.at ?? null) : null,
  };
}

/**
 * Saves the schedule whole and audits it. Recipients must be active members of the viewer's
 * organization: any other id is NOT_FOUND (and nothing is stored).
 */
export async function updateReportSummarySchedule({
  db,
  viewer,
  mailConfigured,
  ...input
}: {
  db: Database;
  viewer: Viewer;
  mailConfigured: boolean;
} & ReportSummaryScheduleInput): Promise<ReportSummarySchedule> {
  const recipientUserIds = [...new Set(input.recipientUserIds)];
  const schedule = { enabled: input.enabled, weekday: input.weekday, hour: input.hour, timeZone: input.timeZone };
  const problems = checkSummarySchedule({ ...schedule, recipientCount: recipientUserIds.length });
  if (problems.length > 0) throw new AppError('BAD_USER_INPUT', problems.join(' '));
  const organizationId = viewer.organization.id;
  // Read on the pool, before the transaction: its three reads run side by side, which the
  // transaction's one connection cannot (pg's overlapping-query warning).
  const before = await getReportSummarySchedule({ db, viewer, mailConfigured });
  await db.transaction(async (tx) => {
    const members = recipientUserIds.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.organizationId, organizationId),
              eq(users.active, true),
              inArray(users.id, recipientUserIds.filter(isUuid)),
            ),
          )
      : [];
    if (members.length !== recipientUserIds.length) {
      throw new AppError(
        'NOT_FOUND',
        'A chosen recipient is not an active member of your organization; reload the team and choose again.',
      );
    }
    const values = { ...schedule, updatedByUserId: viewer.user.id, updatedAt: new Date() };
    await tx
      .insert(reportSummarySchedules)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: reportSummarySchedules.organizationId, set: values });
    await tx.delete(reportSummaryRecipients).where(eq(reportSummaryRecipients.organizationId, organizationId));
    if (recipientUserIds.length) {
      await tx.insert(reportSummaryRecipients).values(recipientUserIds.map((userId) => ({ organizationId, userId })));
    }
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'report_summaries.schedule_updated',
      targetType: 'organization',
      targetId: organizationId,
      before: { ...scheduleOf(before), recipientUserIds: before.recipients.map((recipient) => recipient.id) },
      after: { ...schedule, recipientUserIds },
    });
  });
  return getReportSummarySchedule({ db, viewer, mailConfigured });
}

const scheduleOf = ({ enabled, weekday, hour, timeZone }: ReportSummarySchedule) => ({
  enabled,
  weekday,
  hour,
  timeZone,
});
