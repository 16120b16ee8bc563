import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// Financing partner (issue 20, docs/financing.md): a customer referred to the partner for a vehicle.
export const financingReferrals = pgTable(
  'financing_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    partner: text('partner').notNull(),
    state: text('state', { enum: ['referred', 'submitted', 'approved', 'declined', 'withdrawn'] })
      .notNull()
      .default('referred'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('financing_referrals_organization_idx').on(table.organizationId, table.createdAt)],
);

export type FinancingReferralRow = typeof financingReferrals.$inferSelect;
