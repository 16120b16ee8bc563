import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { marketplaceFeeds } from './marketplaces';
import { organizations } from './organizations';
import { users } from './users';

// Sales packet (issue 20, docs/sales-packet.md): a customer's share link to one vehicle's packet.
// Only the token's SHA-256 is stored; a link ends at `expiresAt` or when revoked.
export const salesPacketLinks = pgTable(
  'sales_packet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    label: text('label'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Set on the links a marketplace feed lists with its vehicles (docs/marketplaces.md): their
    // tokens are derived from the feed's, and revoking the feed revokes them.
    marketplaceFeedId: uuid('marketplace_feed_id').references(() => marketplaceFeeds.id, { onDelete: 'cascade' }),
    // When the person who made the link was last e-mailed that it was opened (at most once a day).
    viewAlertedAt: timestamp('view_alerted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sales_packet_links_token_unique').on(table.tokenHash),
    index('sales_packet_links_vehicle_idx').on(table.vehicleId, table.createdAt),
    // A pull reads its feed's links still running.
    index('sales_packet_links_feed_idx')
      .on(table.marketplaceFeedId, table.expiresAt)
      .where(sql`${table.marketplaceFeedId} is not null and ${table.revokedAt} is null`),
  ],
);

export type SalesPacketLinkRow = typeof salesPacketLinks.$inferSelect;

// One opening of a share link: when, and the browser as the analytics UA parser reads it.
export const salesPacketViews = pgTable(
  'sales_packet_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => salesPacketLinks.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    browser: text('browser'),
    os: text('os'),
    deviceType: text('device_type'),
  },
  (table) => [index('sales_packet_views_link_idx').on(table.linkId, table.viewedAt)],
);

export type SalesPacketViewRow = typeof salesPacketViews.$inferSelect;
