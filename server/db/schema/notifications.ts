import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { organizations } from './organizations';
import { users } from './users';

// Notifications (issue 37, docs/notifications.md): what one person is told of, written in the
// transaction of the change it tells of. `dedupeKey` names the occasion (an order's submission,
// a vehicle's stage entry, …): unique per recipient, so one occasion notifies a person once even
// when two processes see it. `inApp` and `shell` are the person's choice when it was created;
// `emailPending` marks what the next gathered e-mail of its kind holds (services/notifications/mail.ts).
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    inApp: boolean('in_app').notNull(),
    shell: boolean('shell').notNull(),
    emailPending: boolean('email_pending').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_recipient_dedupe_unique').on(table.recipientUserId, table.dedupeKey),
    // The bell: a person's newest first, and the unread count.
    index('notifications_recipient_created_idx').on(table.recipientUserId, table.createdAt, table.id),
    // What the e-mail job gathers.
    index('notifications_email_pending_idx')
      .on(table.recipientUserId, table.kind, table.createdAt)
      .where(sql`${table.emailPending}`),
  ],
);

// A person's choice per kind; a kind without a row takes its default (src/shared/notifications).
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    shell: boolean('shell').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

// When a person was last e-mailed of a kind: the gathering claims this row (one e-mail per person,
// kind and 15 minutes, however many processes send).
export const notificationEmailSends = pgTable(
  'notification_email_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
