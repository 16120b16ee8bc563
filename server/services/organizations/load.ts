import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealerGroups, organizations, type DealerGroupRow, type OrganizationRow } from '../../db/schema';

/** Organizations by id, one answer per id in the order asked (null for an unknown one); no viewer check. */
export async function unsafeLoadOrganizations({
  db,
  ids,
}: {
  db: Database;
  ids: readonly string[];
}): Promise<(OrganizationRow | null)[]> {
  const rows = await db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Dealer groups by id, one answer per id in the order asked (null for an unknown one); no viewer check. */
export async function unsafeLoadDealerGroups({
  db,
  ids,
}: {
  db: Database;
  ids: readonly string[];
}): Promise<(DealerGroupRow | null)[]> {
  const rows = await db
    .select()
    .from(dealerGroups)
    .where(inArray(dealerGroups.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
