import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MARKETPLACE_LEAD_STATES } from '../../../src/shared/marketplaces/lead-states';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { salesPacketLinks } from './sales-packet';
import { users } from './users';

// Classifieds marketplaces (issue 20, part 6; docs/marketplaces.md): one feed per marketplace the
// store lists on. Only the SHA-256 of the feed token (the listing URLs) is stored; the lead secret
// is sealed under SECRETS_KEY (verifying a lead's HMAC needs the secret itself). A feed is revoked,
// never deleted: its leads keep naming it.
export const marketplaceFeeds = pgTable(
  'marketplace_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    // Null only for demo data, seeded without the server's key: such a feed refuses every lead.
    leadSecretCipher: text('lead_secret_cipher'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    pullCount: integer('pull_count').notNull().default(0),
    // Vehicles listed by the last pull.
    lastPullRows: integer('last_pull_rows'),
  },
  (table) => [
    uniqueIndex('marketplace_feeds_token_unique').on(table.tokenHash),
    index('marketplace_feeds_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export type MarketplaceFeedRow = typeof marketplaceFeeds.$inferSelect;

// A lead a marketplace posted back for a vehicle, with the sender's delivery id (a repeat is
// refused: the unique index is the replay guard) and the state sales staff move it through. A
// shopper's "Check availability" on a sales packet is a lead too: no feed, the share link instead
// (docs/sales-packet.md).
export const marketplaceLeads = pgTable(
  'marketplace_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Null for a lead sent from a sales packet.
    feedId: uuid('feed_id').references(() => marketplaceFeeds.id, { onDelete: 'cascade' }),
    // The share link whose packet the shopper sent it from; null for a marketplace's lead.
    salesPacketLinkId: uuid('sales_packet_link_id').references(() => salesPacketLinks.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    message: text('message').notNull(),
    listingUrl: text('listing_url'),
    // When the marketplace received it (the lead's receivedAt, else when Lotwise did).
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    state: text('state', { enum: MARKETPLACE_LEAD_STATES }).notNull().default('new'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('marketplace_leads_feed_delivery_unique').on(table.feedId, table.deliveryId),
    index('marketplace_leads_organization_idx').on(table.organizationId, table.receivedAt, table.id),
    index('marketplace_leads_vehicle_idx').on(table.vehicleId, table.receivedAt),
    check(
      'marketplace_leads_state',
      sql`${table.state} in (${sql.raw(MARKETPLACE_LEAD_STATES.map((state) => `'${state}'`).join(', '))})`,
    ),
  ],
);

export type MarketplaceLeadRow = typeof marketplaceLeads.$inferSelect;
