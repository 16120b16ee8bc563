import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MARKET_CHANNELS, MARKET_RECORD_SOURCES } from '../../../src/shared/market/records';
import { createdAt } from './common';
import { organizations } from './organizations';

// Market data (issue 17), owned by the organization: listings and sales of vehicles like its own.
export const marketChannelEnum = pgEnum('market_channel', MARKET_CHANNELS);
export const marketRecordSourceEnum = pgEnum('market_record_source', MARKET_RECORD_SOURCES);

// One listing (unsold: `sold_on` null) or sale. `segment_key` is lower-cased "make|model", what
// comparables match on; latitude and longitude are the ZIP's centroid, looked up when written.
export const marketRecords = pgTable(
  'market_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    segmentKey: text('segment_key').notNull(),
    mileage: integer('mileage').notNull(),
    priceCents: integer('price_cents').notNull(),
    dealerName: text('dealer_name'),
    zip: varchar('zip', { length: 5 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    firstSeenOn: date('first_seen_on', { mode: 'string' }).notNull(),
    lastSeenOn: date('last_seen_on', { mode: 'string' }).notNull(),
    soldOn: date('sold_on', { mode: 'string' }),
    channel: marketChannelEnum('channel').notNull(),
    source: marketRecordSourceEnum('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Comparables: one segment and channel, a year band, a mileage band; the trailing columns (what
    // INCLUDE would hold, which drizzle cannot declare) let the ZIP box, sources, dates and distance
    // be read from the index alone (index-only scan), so only the kept rows are fetched.
    index('market_records_comparables_idx').on(
      table.organizationId,
      table.segmentKey,
      table.channel,
      table.year,
      table.mileage,
      table.latitude,
      table.longitude,
      table.source,
      table.soldOn,
      table.lastSeenOn,
      table.firstSeenOn,
      table.id,
    ),
    // The list, newest first, and its keyset.
    index('market_records_organization_seen_idx').on(table.organizationId, table.firstSeenOn, table.id),
    // A dealer's own records (territory insights): by ZIP, then the name they are matched on.
    index('market_records_dealer_zip_idx').on(table.organizationId, table.zip, table.dealerName),
    check('market_records_price_positive', sql`${table.priceCents} > 0`),
    check('market_records_mileage_range', sql`${table.mileage} >= 0`),
  ],
);

// The organization's wholesale book: one value per condition grade at the book's average mileage
// for a year, make, model and trim (`trim_key` '' when the row covers every trim). An import
// replaces the row of the same key.
export const wholesaleBookEntries = pgTable(
  'wholesale_book_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    segmentKey: text('segment_key').notNull(),
    trimKey: text('trim_key').notNull().default(''),
    averageMileage: integer('average_mileage').notNull(),
    roughCents: integer('rough_cents').notNull(),
    averageCents: integer('average_cents').notNull(),
    cleanCents: integer('clean_cents').notNull(),
    extraCleanCents: integer('extra_clean_cents').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wholesale_book_entries_key_unique').on(
      table.organizationId,
      table.segmentKey,
      table.year,
      table.trimKey,
    ),
  ],
);

export type MarketRecordRow = typeof marketRecords.$inferSelect;
export type WholesaleBookEntryRow = typeof wholesaleBookEntries.$inferSelect;
