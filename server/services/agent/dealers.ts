// Reading dealers within the viewer's scope (scope.ts): the list with its filters, one dealer, and
// several at once (route planning). Their due days come from src/shared/agent/cadence.ts.
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { dealerDue, DEALER_PRIORITIES, type DealerPriority } from '../../../src/shared/agent/cadence';
import { todayIso, isRealDate } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { dealers, territories, type DealerRow, type TerritoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { dealerCondition, dealerScope, territoryCondition, type DealerPurpose, type DealerScope } from './scope';

type Options = { db: Database; viewer: Viewer };

export type DealerFilter = {
  territoryId?: string | null;
  /** Part of the name, city or ZIP. */
  search?: string | null;
  priority?: DealerPriority | null;
  /** YYYY-MM-DD: only dealers due by that day (next due on or before it). */
  dueBy?: string | null;
  /** The organization's today (defaults to the UTC day). */
  today?: string;
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The territories of a scope, by id (for cadences). */
export async function territoriesOfScope(db: Database, scope: DealerScope): Promise<Map<string, TerritoryRow>> {
  const rows = await db.select().from(territories).where(territoryCondition(scope));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The viewer's dealers, by name, filtered; NOT_FOUND for a territory the viewer does not read. */
export async function listDealers({
  db,
  viewer,
  territoryId,
  search,
  priority,
  dueBy,
  today = todayIso(),
}: Options & DealerFilter): Promise<DealerRow[]> {
  const scope = dealerScope(viewer);
  if (dueBy && !isRealDate(dueBy))
    throw new AppError('BAD_USER_INPUT', `dueBy is a day as YYYY-MM-DD, not '${dueBy}'.`);
  if (priority && !DEALER_PRIORITIES.includes(priority))
    throw new AppError('BAD_USER_INPUT', `No priority '${priority}': P1, P2 or P3.`);
  const term = search?.trim() ?? '';
  if (term.length > 100) throw new AppError('BAD_USER_INPUT', 'A search has at most 100 characters.');
  const readable = await territoriesOfScope(db, scope);
  if (territoryId && !readable.has(territoryId))
    throw new AppError('NOT_FOUND', 'No such territory among those you read.');
  const conditions: (SQL | undefined)[] = [
    dealerCondition(scope),
    territoryId ? eq(dealers.territoryId, territoryId) : undefined,
    priority ? eq(dealers.priority, priority) : undefined,
    term
      ? or(
          ilike(dealers.name, likePattern(term)),
          ilike(dealers.city, likePattern(term)),
          ilike(dealers.zip, likePattern(term)),
        )
      : undefined,
  ];
  const rows = await db
    .select()
    .from(dealers)
    .where(and(...conditions))
    .orderBy(asc(dealers.name), asc(dealers.id));
  if (!dueBy) return rows;
  return rows.filter(
    (dealer) =>
      dealerDue(dealer, dealer.territoryId ? (readable.get(dealer.territoryId) ?? null) : null, today).nextDueOn <=
      dueBy,
  );
}

/** Dealers by id within the viewer's scope (`read` unless told); NOT_FOUND naming those it cannot find. */
export async function findDealers({
  db,
  viewer,
  ids,
  purpose = 'read',
}: Options & { ids: readonly string[]; purpose?: DealerPurpose }): Promise<DealerRow[]> {
  const scope = dealerScope(viewer, purpose);
  const wanted = [...new Set(ids)];
  const valid = wanted.filter(isUuid);
  const rows =
    valid.length > 0
      ? await db
          .select()
          .from(dealers)
          .where(and(dealerCondition(scope), inArray(dealers.id, valid)))
      : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', `No such dealer among yours: ${missing.slice(0, 5).join(', ')}.`);
  return ids.map((id) => found.get(id)!);
}

/** One dealer within the viewer's scope; NOT_FOUND otherwise. */
export async function findDealer({
  db,
  viewer,
  id,
  purpose = 'read',
}: Options & { id: string; purpose?: DealerPurpose }): Promise<DealerRow> {
  const [dealer] = await findDealers({ db, viewer, ids: [id], purpose });
  return dealer!;
}
