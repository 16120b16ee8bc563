import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_TYPES } from '../../src/access';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const roleEnum = pgEnum('user_role', ROLES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const stringArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  featureFlags: stringArray('feature_flags'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  setupChecklistItems: jsonb('setup_checklist_items').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

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
// analytics writer (server/analytics/writer.ts); read by admins through the graph. The user and
// organization are those of the session that sent the event; they outlive neither (set null).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
    index('analytics_events_organization_created_idx').on(table.organizationId, table.createdAt),
    index('analytics_events_event_created_idx').on(table.event, table.createdAt),
    index('analytics_events_user_created_idx').on(table.userId, table.createdAt),
    // Unfiltered reads and time ranges, newest first (the keyset of the graph's pagination).
    index('analytics_events_created_idx').on(table.createdAt, table.id),
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
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
