import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// PostgreSQL's bytea: node-postgres gives a Buffer, PGlite a Uint8Array; both are handed on as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// A vehicle's photos, re-encoded at upload (server/services/vehicle-photos/process.ts): the
// bytes live in the database, so every app process serves them without shared disks. A photo
// never changes once stored; reordering and choosing the main one change position and is_main.
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    thumbnailContentType: text('thumbnail_content_type').notNull(),
    thumbnailWidth: integer('thumbnail_width').notNull(),
    thumbnailHeight: integer('thumbnail_height').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('vehicle_photos_vehicle_idx').on(table.vehicleId, table.position),
    // At most one main photo per vehicle.
    uniqueIndex('vehicle_photos_main_unique')
      .on(table.vehicleId)
      .where(sql`${table.isMain}`),
  ],
);

export type VehiclePhotoRow = typeof vehiclePhotos.$inferSelect;
