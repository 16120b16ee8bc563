import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeatureFlag } from '../../../src/shared/access/enums';
import { organizations, users } from '../../db/schema';

/**
 * Whether the organization `organizationId` names holds `flag` the way the access table reads a
 * feature (`hasFeatureFlag`: the user's or the organization's): in the organization's own flags,
 * or through an active member holding it. A way in that serves a feature with nobody at its end
 * (a marketplace feed once `marketplace_sales` is gone) asks this on every request, so it stops
 * answering the moment the feature is taken away, and answers again if it is given back.
 */
export function organizationHoldsFeature(organizationId: AnyPgColumn, flag: FeatureFlag): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${organizations} where ${organizations.id} = ${organizationId} and ${flag} = any(${organizations.featureFlags}))
    or exists (select 1 from ${users} where ${users.organizationId} = ${organizationId} and ${users.active} and ${flag} = any(${users.featureFlags})))`;
}
