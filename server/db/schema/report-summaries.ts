import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// The weekly summary e-mail (issue 18): one schedule per organization once an OWNER saves it, its
// recipients (members of the organization), and one row per week sent. The send row's key is what
// makes "sent once" hold across processes: a sender claims (organization, week) with INSERT … ON
// CONFLICT DO NOTHING in its transaction, and only the one whose row went in sends.
export const reportSummarySchedules = pgTable(
  'report_summary_schedules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    weekday: integer('weekday').notNull(),
    hour: integer('hour').notNull(),
    timeZone: text('time_zone').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sender's scan: enabled schedules only.
    index('report_summary_schedules_enabled_idx').on(table.enabled),
    check('report_summary_schedules_weekday', sql`${table.weekday} between 1 and 7`),
    check('report_summary_schedules_hour', sql`${table.hour} between 0 and 23`),
  ],
);

export const reportSummaryRecipients = pgTable(
  'report_summary_recipients',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => reportSummarySchedules.organizationId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

export const reportSummarySends = pgTable(
  'report_summary_sends',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The local day of the scheduled moment it answers (one per week).
    slotDay: date('slot_day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.slotDay] })],
);

export type ReportSummaryScheduleRow = typeof reportSummarySchedules.$inferSelect;
