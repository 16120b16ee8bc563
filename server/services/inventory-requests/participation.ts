import { and, arrayOverlaps, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from '../../db/schema';

/** The flags that let someone request inventory (the access check honours `everything` for feature flags). */
const REQUEST_FLAGS = ['request_inventory', 'everything'];

/**
 * Whether the organization of the query's `organizations` row takes part in inventory requests: it
 * holds the `request_inventory` feature, or one of its active members does (Lotwise grants it either
 * way), so someone there can answer a request. Only such rooftops offer their stock to the group.
 */
export function takesPart(db: Database): SQL {
  return or(
    arrayOverlaps(organizations.featureFlags, REQUEST_FLAGS),
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.organizationId, organizations.id),
            eq(users.active, true),
            arrayOverlaps(users.featureFlags, REQUEST_FLAGS),
          ),
        ),
    ),
  )!;
}
