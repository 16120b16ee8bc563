import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMemberships, groups, userPermissions, users, type GroupRow } from '../../db/schema';
import { memberColumns, type Member } from './member';

// Batch reads for the graph's loaders, one answer per id in the order asked. They check no
// viewer: the loaders in server/graphql/context.ts decide what the viewer may see.

function groupBy<T>(ids: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const byKey = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(row);
  return ids.map((id) => byKey.get(id) ?? []);
}

export async function unsafeLoadUsers({
  db,
  ids,
}: {
  db: Database;
  ids: readonly string[];
}): Promise<(Member | null)[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function unsafeLoadGroupsOfUsers({
  db,
  userIds,
}: {
  db: Database;
  userIds: readonly string[];
}): Promise<GroupRow[][]> {
  const rows = await db
    .select({ userId: groupMemberships.userId, group: groups })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(inArray(groupMemberships.userId, [...userIds]));
  return groupBy(userIds, rows, (row) => row.userId).map((list) => list.map((row) => row.group));
}

export async function unsafeLoadPermissionsOfUsers({
  db,
  userIds,
}: {
  db: Database;
  userIds: readonly string[];
}): Promise<string[][]> {
  const rows = await db
    .select()
    .from(userPermissions)
    .where(inArray(userPermissions.userId, [...userIds]));
  return groupBy(userIds, rows, (row) => row.userId).map((list) => list.map((row) => row.section));
}
