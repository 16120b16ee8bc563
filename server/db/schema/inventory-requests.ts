import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVENTORY_REQUEST_STATES } from '../../../src/shared/inventory-requests/states';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// Requests for a vehicle from another rooftop of the dealer group (issue 20, docs/sourcing.md): the
// requesting organization asks the source organization for one of its vehicles. Visible to exactly
// these two organizations. On receipt the vehicle is created in the requester's inventory
// (`receivedVehicleId`) and the source's is wholesaled, in one transaction.
export const inventoryRequestStateEnum = pgEnum('inventory_request_state', INVENTORY_REQUEST_STATES);

export const inventoryRequests = pgTable(
  'inventory_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterOrganizationId: uuid('requester_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceOrganizationId: uuid('source_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The source's vehicle.
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    // The vehicle created in the requester's inventory on receipt.
    receivedVehicleId: uuid('received_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    state: inventoryRequestStateEnum('state').notNull().default('requested'),
    note: text('note'),
    declineReason: text('decline_reason'),
    shippingNote: text('shipping_note'),
    // Agreed by the source on accepting; the requester's cost and the source's sale price on receipt.
    transferPriceCents: integer('transfer_price_cents'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_requests_requester_idx').on(table.requesterOrganizationId, table.createdAt, table.id),
    index('inventory_requests_source_idx').on(table.sourceOrganizationId, table.createdAt, table.id),
    // One open request per vehicle: a vehicle spoken for leaves group stock, and a race to request it twice loses here.
    uniqueIndex('inventory_requests_open_vehicle_unique')
      .on(table.vehicleId)
      .where(sql`${table.state} in ('requested', 'accepted', 'shipped')`),
    check('inventory_requests_two_rooftops', sql`${table.requesterOrganizationId} <> ${table.sourceOrganizationId}`),
    check(
      'inventory_requests_transfer_price',
      sql`${table.transferPriceCents} is null or ${table.transferPriceCents} between 0 and 1000000000`,
    ),
  ],
);

export type InventoryRequestRow = typeof inventoryRequests.$inferSelect;
