import { index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_PLAN, PLAN_KEYS, type PlanKey } from '../../../src/shared/organization/plans';
import { createdAt, stringArray } from './common';
import { dealerGroups } from './admin';

export const planEnum = pgEnum('plan', PLAN_KEYS as [PlanKey, ...PlanKey[]]);

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

export type OrganizationRow = typeof organizations.$inferSelect;
