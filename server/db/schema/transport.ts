import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BILL_OF_LADING_STAGES, TRANSPORT_STATES, type DamageMark } from '../../../src/shared/transport/states';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// Transportation (issue 20): transport orders for a vehicle of the organization or a bare VIN, and
// their bill of lading (docs/transport.md).
export const transportStateEnum = pgEnum('transport_state', TRANSPORT_STATES);
export const billOfLadingStageEnum = pgEnum('bill_of_lading_stage', BILL_OF_LADING_STAGES);

export const transportOrders = pgTable(
  'transport_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Null for a VIN not in stock yet (an auction purchase); the VIN is kept either way.
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    vin: text('vin').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupZip: text('pickup_zip').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryZip: text('delivery_zip').notNull(),
    pickupWindowStart: date('pickup_window_start', { mode: 'string' }).notNull(),
    pickupWindowEnd: date('pickup_window_end', { mode: 'string' }).notNull(),
    carrierName: text('carrier_name'),
    carrierMcDot: text('carrier_mc_dot'),
    carrierContact: text('carrier_contact'),
    priceCents: integer('price_cents'),
    distanceMiles: integer('distance_miles'),
    // True when the distance was estimated from the two ZIP centroids rather than entered.
    distanceEstimated: boolean('distance_estimated').notNull().default(false),
    state: transportStateEnum('state').notNull().default('requested'),
    // The auction purchase: its day starts the pickup and title windows.
    auctionName: text('auction_name'),
    purchasedOn: date('purchased_on', { mode: 'string' }),
    titleAbsent: boolean('title_absent').notNull().default(false),
    titleReceivedOn: date('title_received_on', { mode: 'string' }),
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's default order (newest first) and its keyset.
    index('transport_orders_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('transport_orders_vehicle_idx').on(table.vehicleId),
    check('transport_orders_window', sql`${table.pickupWindowStart} <= ${table.pickupWindowEnd}`),
  ],
);

export const billOfLadingInspections = pgTable(
  'bill_of_lading_inspections',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => transportOrders.id, { onDelete: 'cascade' }),
    stage: billOfLadingStageEnum('stage').notNull(),
    notes: text('notes'),
    damages: jsonb('damages').$type<DamageMark[]>().notNull().default([]),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    // Who recorded it: a person, or the carrier's API token (attributed to its creator).
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByTokenId: uuid('recorded_by_token_id'),
  },
  // One signed inspection per stage: the key makes it immutable once signed.
  (table) => [primaryKey({ columns: [table.orderId, table.stage] })],
);

export type TransportOrderRow = typeof transportOrders.$inferSelect;
export type BillOfLadingInspectionRow = typeof billOfLadingInspections.$inferSelect;
