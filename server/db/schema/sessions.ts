import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

// Sign-in sessions (issue 12): the session cookie names one row (`sid`), so signing out, "sign
// out everywhere" and a password reset end sessions on the server, not only in the browser.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Refreshed at most about once an hour of use (see services/sessions).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
