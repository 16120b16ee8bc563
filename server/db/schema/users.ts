import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES, USER_TYPES } from '../../../src/shared/access';
import { createdAt, stringArray } from './common';
import { organizations } from './organizations';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);

export const roleEnum = pgEnum('user_role', ROLES);

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

export type UserRow = typeof users.$inferSelect;
