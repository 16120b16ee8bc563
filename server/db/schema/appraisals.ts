import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  APPRAISAL_KINDS,
  APPRAISAL_LOST_REASONS,
  APPRAISAL_STATES,
  type AppraisalReconLine,
  type AppraisalSnapshot,
} from '../../../src/shared/appraisals';
import { CONDITION_GRADES } from '../../../src/shared/market/valuation';
import { createdAt, stringArray } from './common';
import { vehicles } from './inventory';
import { organizations } from './organizations';
import { users } from './users';

// Appraisals (issue 17): a car the dealership may take in, from draft to won (it became a vehicle)
// or lost. The offer's figures are derived while a draft; `snapshot` holds the valuations and
// the offer from the moment it was offered, so the record explains what was offered.
export const appraisalStateEnum = pgEnum('appraisal_state', APPRAISAL_STATES);
export const appraisalKindEnum = pgEnum('appraisal_kind', APPRAISAL_KINDS);
export const appraisalLostReasonEnum = pgEnum('appraisal_lost_reason', APPRAISAL_LOST_REASONS);
export const conditionGradeEnum = pgEnum('condition_grade', CONDITION_GRADES);

export const appraisals = pgTable(
  'appraisals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: appraisalStateEnum('state').notNull().default('draft'),
    kind: appraisalKindEnum('kind').notNull(),
    vin: text('vin'),
    // The VIN fails its check digit and whoever entered it confirmed it (as createVehicle's
    // acceptCheckDigitMismatch); winning enters the vehicle with this acknowledgement, never without.
    vinCheckDigitAccepted: boolean('vin_check_digit_accepted').notNull().default(false),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    mileage: integer('mileage').notNull(),
    condition: conditionGradeEnum('condition').notNull().default('clean'),
    exteriorColor: text('exterior_color'),
    options: stringArray('options'),
    zip: varchar('zip', { length: 5 }).notNull(),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    appraiserUserId: uuid('appraiser_user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    reconTemplateKey: text('recon_template_key'),
    reconLines: jsonb('recon_lines').$type<AppraisalReconLine[]>().notNull().default([]),
    overrideCents: integer('override_cents'),
    overrideReason: text('override_reason'),
    snapshot: jsonb('snapshot').$type<AppraisalSnapshot>(),
    lostReason: appraisalLostReasonEnum('lost_reason'),
    lostNote: text('lost_note'),
    purchasePriceCents: integer('purchase_price_cents'),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // The list, newest first, and its keyset.
    index('appraisals_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('appraisals_organization_state_idx').on(table.organizationId, table.state),
    check('appraisals_mileage_range', sql`${table.mileage} >= 0`),
  ],
);

export type AppraisalRow = typeof appraisals.$inferSelect;
