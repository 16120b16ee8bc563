import DataLoader from 'dataloader';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groupMemberships, groups, organizations, userPermissions, type GroupRow, type OrganizationRow } from '../db/schema';
import { loadViewer, type Viewer } from '../services/users/viewer';
import type { ViewerCache } from '../services/users/viewer-cache';

export type Loaders = {
  organizationById: DataLoader<string, OrganizationRow | null>;
  groupsByUserId: DataLoader<string, GroupRow[]>;
  permissionsByUserId: DataLoader<string, string[]>;
};

function groupBy<T>(ids: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const byKey = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(row);
  return ids.map((id) => byKey.get(id) ?? []);
}

/** Per-request GraphQL context: who is asking (resolved lazily, once) and batched loaders. */
export type GraphQLContext = {
  db: Database;
  loaders: Loaders;
  /** The signed-in user, or null for an anonymous request. */
  viewer(): Promise<Viewer | null>;
};

function createLoaders(db: Database): Loaders {
  return {
    organizationById: new DataLoader(async (ids) => {
      const rows = await db.select().from(organizations).where(inArray(organizations.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    groupsByUserId: new DataLoader(async (ids) => {
      const rows = await db
        .select({ userId: groupMemberships.userId, group: groups })
        .from(groupMemberships)
        .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
        .where(inArray(groupMemberships.userId, [...ids]));
      return groupBy(ids, rows, (row) => row.userId).map((list) => list.map((row) => row.group));
    }),
    permissionsByUserId: new DataLoader(async (ids) => {
      const rows = await db.select().from(userPermissions).where(inArray(userPermissions.userId, [...ids]));
      return groupBy(ids, rows, (row) => row.userId).map((list) => list.map((row) => row.section));
    }),
  };
}

/**
 * `resolveUserId` reads the session only when a resolver first asks who is signed in, so
 * operations that never look at the viewer pay nothing for it.
 */
export function createGraphQLContext(options: {
  db: Database;
  viewers: ViewerCache;
  resolveUserId: () => Promise<string | null>;
}): GraphQLContext {
  const { db, viewers, resolveUserId } = options;
  const loaders = createLoaders(db);
  let viewer: Promise<Viewer | null> | undefined;
  return {
    db,
    loaders,
    viewer() {
      viewer ??= resolveUserId().then(async (userId) => {
        const loaded = userId ? await viewers.get(userId, () => loadViewer(db, userId)) : null;
        // The viewer query already brought these: resolving them again needs no query.
        if (loaded) {
          loaders.organizationById.prime(loaded.organization.id, loaded.organization);
          loaders.groupsByUserId.prime(loaded.user.id, loaded.groups);
          loaders.permissionsByUserId.prime(loaded.user.id, loaded.permissions);
        }
        return loaded;
      });
      return viewer;
    },
  };
}
