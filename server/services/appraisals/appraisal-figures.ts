import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { appraisalFigures, reconTotal, type AppraisalFigureValues } from '../../../src/shared/appraisals';
import { shiftDate, todayIso, isRealDate } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { appraisals, users } from '../../db/schema';
import { AppError } from '../../errors';
import { actorName, type HistoryActor } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

export const DEFAULT_FIGURE_DAYS = 30;
export const MAX_FIGURE_DAYS = 731;

export type AppraisalFiguresRow = AppraisalFigureValues & { appraiser: HistoryActor };
export type AppraisalFigureReport = {
  from: string;
  to: string;
  store: AppraisalFiguresRow;
  byAppraiser: AppraisalFiguresRow[];
};

/** Look-to-book, cost-to-market and offer ÷ auction index of the appraisals created in [from, to) (UTC days; default the last 30 days), for the store and per appraiser. */
export async function appraisalFigureReport(options: {
  db: Database;
  viewer: Viewer;
  from?: string | null;
  to?: string | null;
  today?: string;
}): Promise<AppraisalFigureReport> {
  const { db, viewer } = options;
  const to = options.to ?? shiftDate(options.today ?? todayIso(), -1);
  const from = options.from ?? shiftDate(to, DEFAULT_FIGURE_DAYS);
  if (!isRealDate(from) || !isRealDate(to)) throw new AppError('BAD_USER_INPUT', 'Give the dates as YYYY-MM-DD.');
  if (from >= to) throw new AppError('BAD_USER_INPUT', 'The range must start before it ends.');
  if (shiftDate(from, -MAX_FIGURE_DAYS) < to)
    throw new AppError('BAD_USER_INPUT', `The range may cover at most ${MAX_FIGURE_DAYS} days.`);
  const rows = await db
    .select({
      state: appraisals.state,
      purchasePriceCents: appraisals.purchasePriceCents,
      reconLines: appraisals.reconLines,
      // Only the offer's expected retail of the snapshot: the valuations in it are large, and a report reads two years of appraisals.
      offeredRetailCents: sql<number | null>`(${appraisals.snapshot} -> 'offer' ->> 'expectedRetailCents')::float8`,
      offeredCents: sql<number | null>`(${appraisals.snapshot} -> 'offer' ->> 'offerCents')::float8`,
      offeredAuctionIndexCents: sql<
        number | null
      >`(select (v ->> 'valueCents')::float8 from jsonb_array_elements(${appraisals.snapshot} -> 'valuations' -> 'valuations') v where v ->> 'source' = 'auction_index' limit 1)`,
      appraiserUserId: appraisals.appraiserUserId,
      appraiserName: actorName,
    })
    .from(appraisals)
    .leftJoin(users, eq(users.id, appraisals.appraiserUserId))
    .where(
      and(
        eq(appraisals.organizationId, viewer.organization.id),
        gte(appraisals.createdAt, new Date(`${from}T00:00:00Z`)),
        lt(appraisals.createdAt, new Date(`${to}T00:00:00Z`)),
      ),
    );
  const inputs = rows.map((row) => ({
    state: row.state,
    purchasePriceCents: row.purchasePriceCents,
    reconCents: reconTotal(row.reconLines),
    offeredRetailCents: row.offeredRetailCents,
    offeredCents: row.offeredCents,
    offeredAuctionIndexCents: row.offeredAuctionIndexCents,
    appraiser: row.appraiserUserId && row.appraiserName ? { id: row.appraiserUserId, name: row.appraiserName } : null,
  }));
  const byId = new Map<string, typeof inputs>();
  for (const input of inputs) {
    if (!input.appraiser) continue;
    const group = byId.get(input.appraiser.id);
    if (group) group.push(input);
    else byId.set(input.appraiser.id, [input]);
  }
  const byAppraiser = [...byId.values()]
    .map((group) => ({ ...appraisalFigures(group), appraiser: group[0]!.appraiser }))
    .sort((a, b) => b.made - a.made || a.appraiser!.name.localeCompare(b.appraiser!.name));
  return { from, to, store: { ...appraisalFigures(inputs), appraiser: null }, byAppraiser };
}
