import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// The organization's event log (issue 38, docs/webhooks.md): what partners follow through the
// feed (`Query.events`) and webhooks. Appended in the transaction of the change it tells of, so an
// event exists exactly when its change committed; `id` is the feed's cursor, increasing in commit
// order per organization (appending takes the organization's transaction lock, so a reader past an
// id never misses an event committed later with a lower one). Pruned after the organization's
// `event_retention_days`.
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // Who made the change (null for what came from outside, or a user since deleted): the live
    // screens say "moved by whom" (docs/live-updates.md). Not part of the webhook body.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('organization_events_feed_idx').on(table.organizationId, table.id),
    index('organization_events_occurred_idx').on(table.occurredAt),
  ],
);

export type OrganizationEventRow = typeof organizationEvents.$inferSelect;
