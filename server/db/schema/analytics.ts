import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// First-party analytics (SPEC.md section 3, "Analytics event"). Written in batches by the
// analytics writer (server/analytics/writer.ts), each committed before its requests are answered;
// read by admins through the graph. The user and organization are those of the session that sent
// the event; they outlive neither (set null).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The event's own id, made by the client (or by the server for a client that sends none): a
    // retried batch is stored once. Null only for rows stored before ids existed.
    eventId: uuid('event_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymousId: text('anonymous_id').notNull(),
    sessionId: text('session_id').notNull(),
    component: text('component').notNull().default(''),
    event: text('event').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    // The event's own time (the client's timestamp, or when it was received).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analytics_events_event_id_unique').on(table.eventId),
    index('analytics_events_organization_created_idx').on(table.organizationId, table.createdAt),
    index('analytics_events_event_created_idx').on(table.event, table.createdAt),
    index('analytics_events_user_created_idx').on(table.userId, table.createdAt),
    // Unfiltered reads and time ranges, newest first (the keyset of the graph's pagination).
    index('analytics_events_created_idx').on(table.createdAt, table.id),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
