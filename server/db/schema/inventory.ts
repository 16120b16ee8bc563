import { sql, type SQL } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACQUISITION_SOURCES, VEHICLE_STATUSES } from '../../../src/shared/inventory/vehicle';
import { BUYER_TYPES } from '../../../src/shared/inventory/sale';
import { createdAt } from './common';
import { organizations } from './organizations';
import { users } from './users';

export const vehicleStatusEnum = pgEnum('vehicle_status', VEHICLE_STATUSES);
export const acquisitionSourceEnum = pgEnum('acquisition_source', ACQUISITION_SOURCES);

// Inventory (issue 7): the used vehicles of an organization. Money is integer cents; days in
// inventory is derived from `acquired_date` (and `disposed_on` once sold or wholesaled).
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Upper case, 17 characters of the VIN alphabet (src/inventory/vin.ts).
    vin: text('vin').notNull(),
    stockNumber: text('stock_number').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    bodyStyle: text('body_style'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    mileage: integer('mileage').notNull(),
    acquisitionSource: acquisitionSourceEnum('acquisition_source').notNull().default('other'),
    acquiredDate: date('acquired_date', { mode: 'string' }).notNull(),
    costCents: integer('cost_cents'),
    listPriceCents: integer('list_price_cents'),
    status: vehicleStatusEnum('status').notNull().default('incoming'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // The day it was sold or wholesaled (UTC); null while in stock. Ends its days in inventory.
    disposedOn: date('disposed_on', { mode: 'string' }),
    lotLocation: text('lot_location'),
    notes: text('notes'),
    // What free-text search reads: VIN, stock number, make and model in upper case.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`upper(${vehicles.vin} || ' ' || ${vehicles.stockNumber} || ' ' || ${vehicles.make} || ' ' || ${vehicles.model})`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by certifying after a passed CPO inspection with every repair order closed (issue 16).
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
  },
  (table) => [
    // A re-import updates by VIN; a VIN and a stock number name one vehicle of an organization.
    uniqueIndex('vehicles_organization_vin_unique').on(table.organizationId, table.vin),
    uniqueIndex('vehicles_organization_stock_unique').on(table.organizationId, table.stockNumber),
    // The default order (by age) and its keyset.
    index('vehicles_organization_acquired_idx').on(table.organizationId, table.acquiredDate, table.id),
    // Counts by status (the list's total, the dashboard, age buckets) from the index alone.
    index('vehicles_organization_status_idx').on(
      table.organizationId,
      table.status,
      table.acquiredDate,
      table.disposedOn,
    ),
    // The make filter (case-insensitive), in age order.
    index('vehicles_organization_make_acquired_idx').on(
      table.organizationId,
      sql`lower(${table.make})`,
      table.acquiredDate,
      table.id,
    ),
    // Fragments of a VIN, stock number, make or model (pg_trgm, loaded in PGlite too).
    index('vehicles_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

// Every list price a vehicle had: who changed it, from what, to what, when. Written in the
// transaction of the change.
export const vehiclePriceChanges = pgTable(
  'vehicle_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromCents: integer('from_cents'),
    toCents: integer('to_cents'),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_price_changes_vehicle_idx').on(table.vehicleId, table.changedAt)],
);

// Every status a vehicle went through, starting with the one it was created in (from null).
export const vehicleStatusChanges = pgTable(
  'vehicle_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: vehicleStatusEnum('from_status'),
    toStatus: vehicleStatusEnum('to_status').notNull(),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_status_changes_vehicle_idx').on(table.vehicleId, table.changedAt)],
);

export const buyerTypeEnum = pgEnum('buyer_type', BUYER_TYPES);

// A vehicle's sale, one row per sold or wholesaled vehicle, written in the transaction that marks it
// so (and corrected by recordVehicleSale). The reports' sales, turn and gross figures read it by
// organization and day. A null price is a sale marked without one (bulk change, import).
export const vehicleSales = pgTable(
  'vehicle_sales',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    buyerType: buyerTypeEnum('buyer_type').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    salePriceCents: integer('sale_price_cents'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vehicle_sales_organization_day_idx').on(table.organizationId, table.soldOn, table.buyerType),
    check(
      'vehicle_sales_price_range',
      sql`${table.salePriceCents} is null or ${table.salePriceCents} between 0 and 1000000000`,
    ),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
export type VehiclePriceChangeRow = typeof vehiclePriceChanges.$inferSelect;
export type VehicleStatusChangeRow = typeof vehicleStatusChanges.$inferSelect;
