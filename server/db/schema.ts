import { relations, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_TYPES } from '../../src/shared/access';
import { DEFAULT_PLAN, PLAN_KEYS, type PlanKey } from '../../src/shared/organization/plans';
import { ACQUISITION_SOURCES, VEHICLE_STATUSES } from '../../src/shared/inventory/vehicle';
import { BUYER_TYPES } from '../../src/shared/inventory/sale';
import type { BusinessHours } from '../../src/shared/recon/business-hours';
import type { PricingRoundingMode, PricingStep } from '../../src/shared/pricing/rules';
import { INSPECTION_RESULTS } from '../../src/shared/recon/inspection-templates';
import { LINE_DECISIONS, REPAIR_ORDER_STATUSES } from '../../src/shared/recon/repair-order';
import { MARKET_CHANNELS, MARKET_RECORD_SOURCES } from '../../src/shared/market/records';
import { ATTENTION_STATES } from '../../src/shared/needs-attention/rules';
import { INVENTORY_REQUEST_STATES } from '../../src/shared/inventory-requests/states';
import { BILL_OF_LADING_STAGES, TRANSPORT_STATES, type DamageMark } from '../../src/shared/transport/states';
import { APPRAISAL_KINDS, APPRAISAL_LOST_REASONS, APPRAISAL_STATES, type AppraisalReconLine, type AppraisalSnapshot } from '../../src/shared/appraisals';
import { CONDITION_GRADES } from '../../src/shared/market/valuation';
import { DMS_PROVIDERS, type DmsProvider } from '../../src/shared/dms/providers';
import { MARKETPLACE_LEAD_STATES } from '../../src/shared/marketplaces/lead';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const planEnum = pgEnum('plan', PLAN_KEYS as [PlanKey, ...PlanKey[]]);
export const roleEnum = pgEnum('user_role', ROLES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const stringArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// A dealer group (issue 20, docs/sourcing.md): rooftops under one owner, or partners a Lotwise
// administrator puts together. Its members see each other's requestable stock.
export const dealerGroups = pgTable('dealer_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Set by a Lotwise administrator; null: the organization is in no dealer group.
    dealerGroupId: uuid('dealer_group_id').references(() => dealerGroups.id, { onDelete: 'set null' }),
    featureFlags: stringArray('feature_flags'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    setupChecklistItems: jsonb('setup_checklist_items').$type<Record<string, unknown>>().notNull().default({}),
    plan: planEnum('plan').notNull().default(DEFAULT_PLAN),
    createdAt: createdAt(),
  },
  (table) => [index('organizations_dealer_group_idx').on(table.dealerGroupId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Stored lower-cased so sign-in is case-insensitive; unique across the product.
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: userTypeEnum('type').notNull().default('user'),
    role: roleEnum('role').notNull().default('VIEWER'),
    featureFlags: stringArray('feature_flags'),
    productFeatureFlags: stringArray('product_feature_flags'),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_organization_idx').on(table.organizationId),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('groups_organization_name_unique').on(table.organizationId, table.name)],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_memberships_user_idx').on(table.userId)],
);

// A section permission: the user may open the navigation section named `section`
// (a key of the section table in src/access).
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.section] })],
);

// First-party analytics (SPEC.md section 3, "Analytics event"). Written in batches by the
// analytics writer (server/analytics/writer.ts), each committed before its requests are answered;
// read by admins through the graph. The user and organization are those of the session that sent
// the event; they outlive neither (set null).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The event's own id, made by the client (or by the server for a client that sends none): a
    // retried batch is stored once. Null only for rows stored before ids existed.
    eventId: uuid('event_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    anonymousId: text('anonymous_id').notNull(),
    sessionId: text('session_id').notNull(),
    component: text('component').notNull().default(''),
    event: text('event').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    // The event's own time (the client's timestamp, or when it was received).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('analytics_events_event_id_unique').on(table.eventId),
    index('analytics_events_organization_created_idx').on(table.organizationId, table.createdAt),
    index('analytics_events_event_created_idx').on(table.event, table.createdAt),
    index('analytics_events_user_created_idx').on(table.userId, table.createdAt),
    // Unfiltered reads and time ranges, newest first (the keyset of the graph's pagination).
    index('analytics_events_created_idx').on(table.createdAt, table.id),
  ],
);

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
        (): SQL => sql`upper(${vehicles.vin} || ' ' || ${vehicles.stockNumber} || ' ' || ${vehicles.make} || ' ' || ${vehicles.model})`,
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
    index('vehicles_organization_status_idx').on(table.organizationId, table.status, table.acquiredDate, table.disposedOn),
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
    check('vehicle_sales_price_range', sql`${table.salePriceCents} is null or ${table.salePriceCents} between 0 and 1000000000`),
  ],
);

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
    uniqueIndex('vehicle_photos_main_unique').on(table.vehicleId).where(sql`${table.isMain}`),
  ],
);

export const organizationsRelations = relations(organizations, ({ many }) => ({
  users: many(users),
  groups: many(groups),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  organization: one(organizations, { fields: [users.organizationId], references: [organizations.id] }),
  memberships: many(groupMemberships),
  permissions: many(userPermissions),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  organization: one(organizations, { fields: [groups.organizationId], references: [organizations.id] }),
  memberships: many(groupMemberships),
}));

export const groupMembershipsRelations = relations(groupMemberships, ({ one }) => ({
  group: one(groups, { fields: [groupMemberships.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupMemberships.userId], references: [users.id] }),
}));

export const userPermissionsRelations = relations(userPermissions, ({ one }) => ({
  user: one(users, { fields: [userPermissions.userId], references: [users.id] }),
}));

export type OrganizationRow = typeof organizations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;
export type VehiclePriceChangeRow = typeof vehiclePriceChanges.$inferSelect;
export type VehicleStatusChangeRow = typeof vehicleStatusChanges.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

// Team and administration (issue 6).

// An invitation to join an organization: a one-time sign-up link (only its hash is stored).
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    type: userTypeEnum('type').notNull().default('user'),
    // The section permissions the member gets on sign-up (dashboard always among them).
    sections: stringArray('sections'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    index('invitations_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

// Sales territories (postal codes) and the agent who works each.
export const territories = pgTable(
  'territories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    postalCodes: stringArray('postal_codes'),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    // A circle as well as (or instead of) postal codes; both null when the codes alone say.
    centerLatitude: doublePrecision('center_latitude'),
    centerLongitude: doublePrecision('center_longitude'),
    radiusMiles: doublePrecision('radius_miles'),
    // Weeks between visits for P1, P2, P3 dealers (src/shared/agent/cadence.ts).
    cadenceP1Weeks: integer('cadence_p1_weeks').notNull().default(2),
    cadenceP2Weeks: integer('cadence_p2_weeks').notNull().default(4),
    cadenceP3Weeks: integer('cadence_p3_weeks').notNull().default(13),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('territories_organization_name_unique').on(table.organizationId, table.name),
    index('territories_agent_idx').on(table.agentUserId),
  ],
);

// Dealerships the organization's agents call on, placed by their ZIP's centroid.
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id').references(() => territories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    // Lower-cased, punctuation and company suffixes removed: how market records are matched.
    matchName: text('match_name').notNull(),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // Where the point came from: the ZIP's centroid (approximate), a CSV's latitude/longitude, the
    // map pin, or an agent's phone at a check-in (src/shared/agent/location.ts).
    locationSource: text('location_source', { enum: ['zip', 'import', 'pin', 'check_in'] }).notNull().default('zip'),
    phone: text('phone'),
    contacts: jsonb('contacts').$type<{ name: string; role?: string | null; phone?: string | null; email?: string | null }[]>().notNull().default([]),
    priority: text('priority', { enum: ['P1', 'P2', 'P3'] }).notNull(),
    notes: text('notes'),
    ownerAgentUserId: uuid('owner_agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dealers_organization_name_zip_unique').on(table.organizationId, table.matchName, table.zip),
    index('dealers_territory_idx').on(table.territoryId),
    index('dealers_organization_zip_idx').on(table.organizationId, table.zip),
  ],
);

// An agent's check-in at a dealer.
export const dealerVisits = pgTable(
  'dealer_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    agentUserId: uuid('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'] }).notNull(),
    notes: text('notes'),
    nextStep: text('next_step'),
    createdAt: createdAt(),
  },
  (table) => [index('dealer_visits_dealer_idx').on(table.dealerId, table.checkedInAt)],
);

// Follow-ups an agent owes a dealer.
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('agent_tasks_dealer_idx').on(table.dealerId, table.completedAt)],
);

// Tokens for internal tools and partners: stored as a SHA-256 hash, shown once when created.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    // The first characters of the token, shown in lists so people can tell tokens apart.
    tokenPrefix: text('token_prefix').notNull(),
    scopes: stringArray('scopes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

// Who changed what, from what, to what, when: team, settings, token and administration changes.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorTokenId: uuid('actor_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('audit_log_created_idx').on(table.createdAt, table.id),
  ],
);

// Shared rate-limit counters (rate-limiter-flexible's PostgreSQL store, with its own layout).
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export type InvitationRow = typeof invitations.$inferSelect;
export type TerritoryRow = typeof territories.$inferSelect;
export type DealerRow = typeof dealers.$inferSelect;
export type DealerVisitRow = typeof dealerVisits.$inferSelect;
export type AgentTaskRow = typeof agentTasks.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

// Sign-in sessions (issue 12): the session cookie names one row (`sid`), so signing out, "sign
// out everywhere" and a password reset end sessions on the server, not only in the browser.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // Refreshed at most about once an hour of use (see services/sessions).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

// One-time links to set a new password (stored as a SHA-256 hash, like invitations).
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // The OWNER or administrator who issued the link; null when the person asked by email.
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type VehiclePhotoRow = typeof vehiclePhotos.$inferSelect;

// Reconditioning (issue 16). One workflow per organization; its stages are never deleted (a
// removed stage keeps its events), only marked removed.
export const reconWorkflows = pgTable('recon_workflows', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  // src/shared/recon/business-hours.ts; null: calendar time.
  businessHours: jsonb('business_hours').$type<BusinessHours>(),
  createdAt: createdAt(),
});

export const reconStages = pgTable(
  'recon_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => reconWorkflows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    targetMinutes: integer('target_minutes').notNull(),
    atRiskPercent: integer('at_risk_percent').notNull().default(75),
    overduePercent: integer('overdue_percent').notNull().default(100),
    startsRecon: boolean('starts_recon').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recon_stages_workflow_idx').on(table.workflowId, table.position)],
);

// Where each vehicle in recon is now. The events below are the record; this row is the lock a
// move takes and the board's index, rewritten by each move in the transaction of its event.
export const reconVehicles = pgTable(
  'recon_vehicles',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => reconStages.id),
    enteredStageAt: timestamp('entered_stage_at', { withTimezone: true }).notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('recon_vehicles_organization_stage_idx').on(table.organizationId, table.stageId)],
);

// Every stage move, append-only: a trigger (migration) refuses UPDATE, and DELETE unless the
// vehicle itself is gone. `sequence` orders moves made in the same instant.
export const reconEvents = pgTable(
  'recon_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    fromStageId: uuid('from_stage_id').references(() => reconStages.id),
    toStageId: uuid('to_stage_id')
      .notNull()
      .references(() => reconStages.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recon_events_vehicle_idx').on(table.vehicleId, table.sequence),
    index('recon_events_organization_time_idx').on(table.organizationId, table.occurredAt),
    // Arrivals in a stage over a range: the recon report's vehicles front-lined in it.
    index('recon_events_organization_stage_time_idx').on(table.organizationId, table.toStageId, table.occurredAt),
  ],
);

// Each front-lined vehicle's calendar times to its first front-line arrival, measured once from its
// events (server/services/reports/recon-line-times.ts) so the recon report over years reads one row
// per vehicle instead of every event. Events before an arrival never change (append-only, stamped
// at the clock); a workflow edit drops the organization's rows and they are measured again.
export const reconLineTimes = pgTable(
  'recon_line_times',
  {
    vehicleId: uuid('vehicle_id')
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The front-line stage the times were measured to.
    frontStageId: uuid('front_stage_id')
      .notNull()
      .references(() => reconStages.id),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    timeToLineMs: doublePrecision('time_to_line_ms').notNull(),
    timeInReconMs: doublePrecision('time_in_recon_ms'),
  },
  (table) => [index('recon_line_times_organization_arrival_idx').on(table.organizationId, table.arrivalAt)],
);

// The same vehicles' time in each stage before that arrival, and how many of those visits ran over
// the stage's overdue threshold when measured (a target edit is a workflow edit: measured again).
export const reconLineStageTimes = pgTable(
  'recon_line_stage_times',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => reconLineTimes.vehicleId, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => reconStages.id),
    organizationId: uuid('organization_id').notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    ms: doublePrecision('ms').notNull(),
    overTargetVisits: integer('over_target_visits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.stageId] }),
    index('recon_line_stage_times_organization_arrival_idx').on(table.organizationId, table.arrivalAt),
  ],
);

export const repairOrderStatusEnum = pgEnum('repair_order_status', REPAIR_ORDER_STATUSES);
export const lineDecisionEnum = pgEnum('repair_line_decision', LINE_DECISIONS);

// A repair order for one vehicle (src/shared/recon/repair-order.ts has the states). Its row is the
// lock every change and decision takes, so two approvers deciding at once queue and the second
// finds the line decided. `revision` grows each time a decided order takes a new line.
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    status: repairOrderStatusEnum('status').notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('repair_orders_organization_status_idx').on(table.organizationId, table.status), index('repair_orders_vehicle_idx').on(table.vehicleId)],
);

// One operation of an order. Amounts are fixed when the line is written (the labor rate too), so a
// later change of the rate setting does not change what was approved. A decided line never changes.
export const repairOrderLines = pgTable(
  'repair_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairOrderId: uuid('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    operation: text('operation').notNull(),
    laborHundredths: integer('labor_hundredths').notNull(),
    laborRateCents: integer('labor_rate_cents').notNull(),
    partsCents: integer('parts_cents').notNull(),
    subletVendor: text('sublet_vendor'),
    subletCostCents: integer('sublet_cost_cents').notNull(),
    decision: lineDecisionEnum('decision').notNull().default('pending'),
    // Null with a decision: approved automatically under the threshold.
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    // When the line started waiting for a decision; null while its order is a draft.
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('repair_order_lines_order_idx').on(table.repairOrderId),
    check('repair_order_lines_amounts_check', sql`${table.laborHundredths} >= 0 AND ${table.partsCents} >= 0 AND ${table.subletCostCents} >= 0`),
  ],
);

export const inspectionResultEnum = pgEnum('inspection_result', INSPECTION_RESULTS);

// An inspection of a vehicle against a template shipped as data (src/shared/recon/inspection-templates):
// `templateKey` names it; `outcome` is set when it is completed (every item answered).
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    outcome: text('outcome').$type<'passed' | 'failed'>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('inspections_vehicle_idx').on(table.vehicleId)],
);

// One answered item; `repairOrderLineId` is the line a failed item became.
export const inspectionItems = pgTable(
  'inspection_items',
  {
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    result: inspectionResultEnum('result').notNull(),
    note: text('note'),
    repairOrderLineId: uuid('repair_order_line_id').references(() => repairOrderLines.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.inspectionId, table.itemKey] })],
);

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
      table.organizationId, table.segmentKey, table.channel, table.year, table.mileage,
      table.latitude, table.longitude, table.source, table.soldOn, table.lastSeenOn, table.firstSeenOn, table.id,
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
  (table) => [uniqueIndex('wholesale_book_entries_key_unique').on(table.organizationId, table.segmentKey, table.year, table.trimKey)],
);

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

export type MarketRecordRow = typeof marketRecords.$inferSelect;
export type WholesaleBookEntryRow = typeof wholesaleBookEntries.$inferSelect;

export type ReconWorkflowRow = typeof reconWorkflows.$inferSelect;
export type ReconStageRow = typeof reconStages.$inferSelect;
export type ReconVehicleRow = typeof reconVehicles.$inferSelect;
export type ReconEventRow = typeof reconEvents.$inferSelect;
export type RepairOrderRow = typeof repairOrders.$inferSelect;
export type RepairOrderLineRow = typeof repairOrderLines.$inferSelect;
export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionItemRow = typeof inspectionItems.$inferSelect;

// Pricing (issue 17): the organization's rules, one row once saved (src/shared/pricing/rules.ts
// gives the defaults until then). Steps are [{ fromDay, percentOfMarket }], checked on save.
export const pricingRules = pgTable(
  'pricing_rules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    steps: jsonb('steps').$type<PricingStep[]>().notNull(),
    minimumGrossCents: integer('minimum_gross_cents').notNull(),
    roundToCents: integer('round_to_cents').notNull(),
    roundingMode: text('rounding_mode').$type<PricingRoundingMode>().notNull(),
    endInNine: boolean('end_in_nine').notNull(),
    // The one rule that may raise a price (issue 32): off until the organization turns it on.
    raiseToMarket: boolean('raise_to_market').notNull().default(false),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

export type PricingRulesRow = typeof pricingRules.$inferSelect;

export const attentionStateEnum = pgEnum('attention_item_state', ATTENTION_STATES);

// Needs attention (issue 18): items are computed from the records each time; only what a person
// did with one is stored, under the item's key (src/shared/needs-attention/rules.ts), one row per
// key: the last snooze, dismissal or reopening. Each change is also in the audit log.
export const attentionActions = pgTable(
  'attention_actions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    state: attentionStateEnum('state').notNull(),
    // The day a snoozed item comes back; null otherwise.
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.itemKey] })],
);

export type AttentionActionRow = typeof attentionActions.$inferSelect;

// The weekly summary e-mail (issue 18): one schedule per organization once an OWNER saves it, its
// recipients (members of the organization), and one row per week sent. The send row's key is what
// makes "sent once" hold across processes: a sender claims (organization, week) with INSERT … ON
// CONFLICT DO NOTHING in its transaction, and only the one whose row went in sends.
export const reportSummarySchedules = pgTable(
  'report_summary_schedules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    weekday: integer('weekday').notNull(),
    hour: integer('hour').notNull(),
    timeZone: text('time_zone').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sender's scan: enabled schedules only.
    index('report_summary_schedules_enabled_idx').on(table.enabled),
    check('report_summary_schedules_weekday', sql`${table.weekday} between 1 and 7`),
    check('report_summary_schedules_hour', sql`${table.hour} between 0 and 23`),
  ],
);

export const reportSummaryRecipients = pgTable(
  'report_summary_recipients',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => reportSummarySchedules.organizationId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

export const reportSummarySends = pgTable(
  'report_summary_sends',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The local day of the scheduled moment it answers (one per week).
    slotDay: date('slot_day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.slotDay] })],
);

export type ReportSummaryScheduleRow = typeof reportSummarySchedules.$inferSelect;

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
    check('dms_connections_provider', sql`${table.provider} in (${sql.raw(DMS_PROVIDERS.map((key) => `'${key}'`).join(', '))})`),
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
    index('sales_packet_links_feed_idx').on(table.marketplaceFeedId, table.expiresAt).where(sql`${table.marketplaceFeedId} is not null and ${table.revokedAt} is null`),
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

// Financing partner (issue 20, docs/financing.md): a customer referred to the partner for a vehicle.
export const financingReferrals = pgTable(
  'financing_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    partner: text('partner').notNull(),
    state: text('state', { enum: ['referred', 'submitted', 'approved', 'declined', 'withdrawn'] }).notNull().default('referred'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('financing_referrals_organization_idx').on(table.organizationId, table.createdAt)],
);

export type FinancingReferralRow = typeof financingReferrals.$inferSelect;

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
  (table) => [uniqueIndex('marketplace_feeds_token_unique').on(table.tokenHash), index('marketplace_feeds_organization_idx').on(table.organizationId, table.createdAt)],
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
    check('marketplace_leads_state', sql`${table.state} in (${sql.raw(MARKETPLACE_LEAD_STATES.map((state) => `'${state}'`).join(', '))})`),
  ],
);

export type MarketplaceLeadRow = typeof marketplaceLeads.$inferSelect;
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
    uniqueIndex('inventory_requests_open_vehicle_unique').on(table.vehicleId).where(sql`${table.state} in ('requested', 'accepted', 'shipped')`),
    check('inventory_requests_two_rooftops', sql`${table.requesterOrganizationId} <> ${table.sourceOrganizationId}`),
    check('inventory_requests_transfer_price', sql`${table.transferPriceCents} is null or ${table.transferPriceCents} between 0 and 1000000000`),
  ],
);

export type DealerGroupRow = typeof dealerGroups.$inferSelect;
export type InventoryRequestRow = typeof inventoryRequests.$inferSelect;
