import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A dealer group (issue 20, docs/sourcing.md): rooftops under one owner, or partners a Lotwise
// administrator puts together. Its members see each other's requestable stock.
export const dealerGroups = pgTable('dealer_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DealerGroupRow = typeof dealerGroups.$inferSelect;
