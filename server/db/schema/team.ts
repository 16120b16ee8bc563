import { relations } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stringArray } from './common';
import { organizations } from './organizations';
import { roleEnum, users, userTypeEnum } from './users';

// Team and administration (issue 6).

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
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_memberships_user_idx').on(table.userId),
  ],
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

// The relational queries' links between organizations, members, groups and permissions: kept with
// the team's tables, so organizations.ts and users.ts import nothing of the team.
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

export type GroupRow = typeof groups.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
