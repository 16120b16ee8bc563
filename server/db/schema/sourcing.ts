import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

// Sourcing (issue 20, docs/sourcing.md): the buy list's targets, and auction run lists imported
// from CSV whose vehicles are matched against them when read (the bid moves with the market).
export const sourcingTargets = pgTable(
  'sourcing_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    maxMileage: integer('max_mileage'),
    maxPriceCents: integer('max_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    reconEstimateCents: integer('recon_estimate_cents').notNull(),
    // Why a proposed target was proposed (the figures it was proposed on); null when written by hand.
    reason: text('reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sourcing_targets_organization_idx').on(table.organizationId, table.createdAt),
    check('sourcing_targets_years', sql`${table.yearFrom} <= ${table.yearTo}`),
  ],
);

export const sourcingRunLists = pgTable(
  'sourcing_run_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    importedByUserId: uuid('imported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sourcing_run_lists_organization_idx').on(table.organizationId, table.importedAt)],
);

export const sourcingRunListVehicles = pgTable(
  'sourcing_run_list_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runListId: uuid('run_list_id')
      .notNull()
      .references(() => sourcingRunLists.id, { onDelete: 'cascade' }),
    // The file's line, so the list reads in the auction's order.
    line: integer('line').notNull(),
    lane: text('lane'),
    runNumber: text('run_number'),
    vin: varchar('vin', { length: 17 }).notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    mileage: integer('mileage').notNull(),
    // Auction condition grade 0.0–5.0 in tenths (35 is 3.5); null when the run list gives none.
    conditionGradeTenths: integer('condition_grade_tenths'),
    auction: text('auction').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    locationZip: varchar('location_zip', { length: 5 }).notNull(),
  },
  (table) => [index('sourcing_run_list_vehicles_list_idx').on(table.runListId, table.line)],
);

export type SourcingTargetRow = typeof sourcingTargets.$inferSelect;
export type SourcingRunListRow = typeof sourcingRunLists.$inferSelect;
export type SourcingRunListVehicleRow = typeof sourcingRunListVehicles.$inferSelect;
