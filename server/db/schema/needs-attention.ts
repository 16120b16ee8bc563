import { date, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ATTENTION_STATES } from '../../../src/shared/needs-attention/rules';
import { organizations } from './organizations';
import { users } from './users';

export const attentionStateEnum = pgEnum('attention_item_state', ATTENTION_STATES);

// Needs attention (issue 18): items are computed from the records each time; only what a person
// did with one is stored, under the item's key (src/shared/needs-attention/rules.ts), one row per
// key: the last snooze, dismissal or reopening. Each change is also in the audit log.
export const attentionActions = pgTable(
  'attention_actions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    state: attentionStateEnum('state').notNull(),
    // The day a snoozed item comes back; null otherwise.
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.itemKey] })],
);

export type AttentionActionRow = typeof attentionActions.$inferSelect;
