import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stringArray } from './common';
import { organizations } from './organizations';
import { users } from './users';

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

export type TerritoryRow = typeof territories.$inferSelect;
