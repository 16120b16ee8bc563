// Per-dealer and per-territory figures for rows a resolver already holds (and so already found in
// the viewer's scope), read for many at once: a list of 300 dealers asks once, not 300 times.
// "unsafe": they do not check the viewer; callers pass ids they got from scoped reads.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agentTasks,
  dealers,
  dealerVisits,
  territories,
  type AgentTaskRow,
  type DealerRow,
  type DealerVisitRow,
  type TerritoryRow,
} from '../../db/schema';

export async function unsafeLoadTerritories({
  db,
  ids,
}: {
  db: Database;
  ids: readonly string[];
}): Promise<(TerritoryRow | null)[]> {
  const rows = await db
    .select()
    .from(territories)
    .where(inArray(territories.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function unsafeLoadDealers({
  db,
  ids,
}: {
  db: Database;
  ids: readonly string[];
}): Promise<(DealerRow | null)[]> {
  const rows = await db
    .select()
    .from(dealers)
    .where(inArray(dealers.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function unsafeCountOpenTasks({
  db,
  dealerIds,
}: {
  db: Database;
  dealerIds: readonly string[];
}): Promise<number[]> {
  const rows = await db
    .select({ dealerId: agentTasks.dealerId, open: count() })
    .from(agentTasks)
    .where(and(inArray(agentTasks.dealerId, [...dealerIds]), isNull(agentTasks.completedAt)))
    .groupBy(agentTasks.dealerId);
  const byId = new Map(rows.map((row) => [row.dealerId, row.open]));
  return dealerIds.map((id) => byId.get(id) ?? 0);
}

export async function unsafeCountDealers({
  db,
  territoryIds,
}: {
  db: Database;
  territoryIds: readonly string[];
}): Promise<number[]> {
  const rows = await db
    .select({ territoryId: dealers.territoryId, total: count() })
    .from(dealers)
    .where(inArray(dealers.territoryId, [...territoryIds]))
    .groupBy(dealers.territoryId);
  const byId = new Map(rows.map((row) => [row.territoryId, row.total]));
  return territoryIds.map((id) => byId.get(id) ?? 0);
}

/** The newest `first` visits of each dealer. */
export async function unsafeListVisits({
  db,
  dealerIds,
  first,
}: {
  db: Database;
  dealerIds: readonly string[];
  first: number;
}): Promise<DealerVisitRow[][]> {
  const ranked = db
    .select({
      id: dealerVisits.id,
      rank: sql<number>`row_number() over (partition by ${dealerVisits.dealerId} order by ${dealerVisits.checkedInAt} desc, ${dealerVisits.id} desc)`.as(
        'rank',
      ),
    })
    .from(dealerVisits)
    .where(inArray(dealerVisits.dealerId, [...dealerIds]))
    .as('ranked');
  const rows = await db
    .select({ visit: dealerVisits })
    .from(dealerVisits)
    .innerJoin(ranked, eq(ranked.id, dealerVisits.id))
    .where(sql`${ranked.rank} <= ${first}`)
    .orderBy(desc(dealerVisits.checkedInAt), desc(dealerVisits.id));
  return groupBy(
    dealerIds,
    rows.map((row) => row.visit),
  );
}

/** Each dealer's tasks: open first (by due day), then done (newest first). */
export async function unsafeListTasks({
  db,
  dealerIds,
}: {
  db: Database;
  dealerIds: readonly string[];
}): Promise<AgentTaskRow[][]> {
  const rows = await db
    .select()
    .from(agentTasks)
    .where(inArray(agentTasks.dealerId, [...dealerIds]))
    .orderBy(
      sql`${agentTasks.completedAt} is not null`,
      sql`${agentTasks.dueOn} asc nulls last`,
      desc(agentTasks.completedAt),
      desc(agentTasks.createdAt),
      desc(agentTasks.id),
    );
  return groupBy(dealerIds, rows);
}

function groupBy<T extends { dealerId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const grouped = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.dealerId)?.push(row);
  return ids.map((id) => grouped.get(id) ?? []);
}
