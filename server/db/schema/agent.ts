import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { organizations } from './organizations';
import { territories } from './territories';
import { users } from './users';

// Dealerships the organization's agents call on, placed by their ZIP's centroid.
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id').references(() => territories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    // Lower-cased, punctuation and company suffixes removed: how market records are matched.
    matchName: text('match_name').notNull(),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // Where the point came from: the ZIP's centroid (approximate), a CSV's latitude/longitude, the
    // map pin, or an agent's phone at a check-in (src/shared/agent/location.ts).
    locationSource: text('location_source', { enum: ['zip', 'import', 'pin', 'check_in'] })
      .notNull()
      .default('zip'),
    phone: text('phone'),
    contacts: jsonb('contacts')
      .$type<{ name: string; role?: string | null; phone?: string | null; email?: string | null }[]>()
      .notNull()
      .default([]),
    priority: text('priority', { enum: ['P1', 'P2', 'P3'] }).notNull(),
    notes: text('notes'),
    ownerAgentUserId: uuid('owner_agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dealers_organization_name_zip_unique').on(table.organizationId, table.matchName, table.zip),
    index('dealers_territory_idx').on(table.territoryId),
    index('dealers_organization_zip_idx').on(table.organizationId, table.zip),
  ],
);

// An agent's check-in at a dealer.
export const dealerVisits = pgTable(
  'dealer_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', {
      enum: ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'],
    }).notNull(),
    notes: text('notes'),
    nextStep: text('next_step'),
    createdAt: createdAt(),
  },
  (table) => [index('dealer_visits_dealer_idx').on(table.dealerId, table.checkedInAt)],
);

// Follow-ups an agent owes a dealer.
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('agent_tasks_dealer_idx').on(table.dealerId, table.completedAt)],
);

export type DealerRow = typeof dealers.$inferSelect;
export type DealerVisitRow = typeof dealerVisits.$inferSelect;
export type AgentTaskRow = typeof agentTasks.$inferSelect;
