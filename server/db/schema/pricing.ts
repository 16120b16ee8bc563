import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PricingRoundingMode, PricingStep } from '../../../src/shared/pricing/rules';
import { organizations } from './organizations';
import { users } from './users';

// Pricing (issue 17): the organization's rules, one row once saved (src/shared/pricing/rules.ts
// gives the defaults until then). Steps are [{ fromDay, percentOfMarket }], checked on save.
export const pricingRules = pgTable('pricing_rules', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  steps: jsonb('steps').$type<PricingStep[]>().notNull(),
  minimumGrossCents: integer('minimum_gross_cents').notNull(),
  roundToCents: integer('round_to_cents').notNull(),
  roundingMode: text('rounding_mode').$type<PricingRoundingMode>().notNull(),
  endInNine: boolean('end_in_nine').notNull(),
  // The one rule that may raise a price (issue 32): off until the organization turns it on.
  raiseToMarket: boolean('raise_to_market').notNull().default(false),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PricingRulesRow = typeof pricingRules.$inferSelect;
