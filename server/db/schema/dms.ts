import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DMS_PROVIDERS, type DmsProvider } from '../../../src/shared/dms/providers';
import { organizations } from './organizations';
import { users } from './users';

// DMS configuration (issue 20, part 4): one connection per organization. The DMS credentials and
// the feed's signing secret are AES-256-GCM ciphertexts (server/services/secret-box.ts) under
// SECRETS_KEY: HMAC verification needs the secret itself, so it cannot be a hash.
// Deliveries act as `actingUserId`, the OWNER who last saved the connection (writes are theirs).
export const dmsConnections = pgTable(
  'dms_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<DmsProvider>().notNull(),
    providerName: text('provider_name'),
    dealerId: text('dealer_id').notNull(),
    storeId: text('store_id').notNull(),
    credentialsCipher: text('credentials_cipher'),
    feedSecretCipher: text('feed_secret_cipher'),
    feedSecretCreatedAt: timestamp('feed_secret_created_at', { withTimezone: true }),
    actingUserId: uuid('acting_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'dms_connections_provider',
      sql`${table.provider} in (${sql.raw(DMS_PROVIDERS.map((key) => `'${key}'`).join(', '))})`,
    ),
    check('dms_connections_other_named', sql`(${table.provider} = 'other') = (${table.providerName} is not null)`),
  ],
);

export type DmsConnectionRow = typeof dmsConnections.$inferSelect;

// Each inventory delivery a DMS posted, with what the importer made of it. The unique delivery id
// per connection is the replay guard: a second post with the same id is refused.
export const dmsDeliveries = pgTable(
  'dms_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => dmsConnections.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    format: text('format').$type<'csv' | 'json'>().notNull(),
    rowCount: integer('row_count').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: jsonb('rejected').$type<{ line: number; reason: string }[]>().notNull().default([]),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (table) => [
    uniqueIndex('dms_deliveries_connection_delivery_idx').on(table.connectionId, table.deliveryId),
    index('dms_deliveries_connection_received_idx').on(table.connectionId, table.receivedAt),
  ],
);

export type DmsDeliveryRow = typeof dmsDeliveries.$inferSelect;
