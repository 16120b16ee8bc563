// What the market data says about dealers (graphql/schema/agent.graphql `DealerMarketInsight`;
// formulas in docs/metrics.md, "Territory insights"): one grouped read over the market records in
// the dealers' ZIPs, matched to each dealer by its normalised name (src/shared/agent/dealer-name.ts).
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { normaliseDealerName } from '../../../src/shared/agent/dealer-name';
import { recencyCutoffs } from '../../../src/shared/market/comparables';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import type { Viewer } from '../users/viewer';

export const MARKET_WINDOWS = { currentDays: 7, averageDaysOnLotDays: 90, soldDays: 30, agedOverDays: 60, topSegments: 5 } as const;

export type DealerMarketInsight = {
  listings: number;
  averageDaysOnLot: number | null;
  soldLast30Days: number;
  agedShare: number | null;
  priceToMarket: number | null;
  segments: string[];
};

/** One (ZIP, market dealer name, segment) group of the read: sums that add up across groups. */
export type MarketGroup = {
  zip: string;
  dealerName: string;
  segmentKey: string;
  listings: number;
  aged: number;
  daysOnLotSum: number;
  daysOnLotCount: number;
  sold: number;
  /** Sum over current listings of price ÷ the segment's market average (null: no average). */
  ratioSum: number | null;
};

const keyOf = (zip: string, matchName: string) => `${zip}|${matchName}`;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Adds up the groups of each dealer (ZIP and normalised name); a dealer no group matches gets null. */
export function combineMarketGroups(dealers: readonly { zip: string; matchName: string }[], groups: readonly MarketGroup[]): (DealerMarketInsight | null)[] {
  const byDealer = new Map<string, MarketGroup[]>();
  for (const group of groups) {
    const key = keyOf(group.zip, normaliseDealerName(group.dealerName));
    const list = byDealer.get(key);
    if (list) list.push(group);
    else byDealer.set(key, [group]);
  }
  return dealers.map((dealer) => {
    const matched = byDealer.get(keyOf(dealer.zip, dealer.matchName));
    if (!matched) return null;
    const total = (pick: (group: MarketGroup) => number) => matched.reduce((sum, group) => sum + pick(group), 0);
    const listings = total((group) => group.listings);
    const daysCount = total((group) => group.daysOnLotCount);
    const priced = matched.filter((group) => group.ratioSum !== null && group.listings > 0);
    const pricedListings = priced.reduce((sum, group) => sum + group.listings, 0);
    const bySegment = new Map<string, number>();
    for (const group of matched) bySegment.set(group.segmentKey, (bySegment.get(group.segmentKey) ?? 0) + group.listings);
    return {
      listings,
      averageDaysOnLot: daysCount > 0 ? round(total((group) => group.daysOnLotSum) / daysCount, 1) : null,
      soldLast30Days: total((group) => group.sold),
      agedShare: listings > 0 ? round(total((group) => group.aged) / listings, 3) : null,
      priceToMarket: pricedListings > 0 ? round((priced.reduce((sum, group) => sum + group.ratioSum!, 0) / pricedListings) * 100, 1) : null,
      segments: [...bySegment]
        .filter(([, count]) => count > 0)
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
        .slice(0, MARKET_WINDOWS.topSegments)
        .map(([segment]) => segment),
    };
  });
}

type InsightOptions = { db: Database; viewer: Viewer; dealers: readonly { zip: string; matchName: string }[]; today?: string };

/**
 * Each dealer's market insight (null when no record matches), in the order asked. "unsafe" as to
 * scope: callers pass dealers they found in the viewer's scope; the records read are the viewer's
 * organization's.
 */
export async function unsafeDealerMarketInsights({ db, viewer, dealers, today = todayIso() }: InsightOptions): Promise<(DealerMarketInsight | null)[]> {
  const zips = [...new Set(dealers.map((dealer) => dealer.zip))];
  if (zips.length === 0) return [];
  const organizationId = viewer.organization.id;
  const currentSince = shiftDate(today, MARKET_WINDOWS.currentDays - 1);
  const averageSince = shiftDate(today, MARKET_WINDOWS.averageDaysOnLotDays - 1);
  const soldSince = shiftDate(today, MARKET_WINDOWS.soldDays - 1);
  const agedBefore = shiftDate(today, MARKET_WINDOWS.agedOverDays);
  const { soldSince: marketSoldSince, seenSince: marketSeenSince } = recencyCutoffs(today);
  const r = marketRecords;
  const end = sql`coalesce(${r.soldOn}, ${r.lastSeenOn})`;
  const current = sql`(${r.soldOn} is null and ${r.lastSeenOn} >= ${currentSince})`;
  const retail = and(eq(r.organizationId, organizationId), eq(r.channel, 'retail'), lte(r.firstSeenOn, today));
  // The segment's market average: the mean price of the organization's retail records that count
  // as comparables today by the pricing area's recency rule, over the segments read. Every source
  // counts: the comps flags choose what values a vehicle, not what describes a dealer.
  const segmentAverages = db.$with('segment_averages').as(
    db
      .select({ segmentKey: r.segmentKey, averageCents: sql<number>`avg(${r.priceCents})::float8`.as('average_cents') })
      .from(r)
      .where(
        and(
          retail,
          sql`${r.segmentKey} in (select distinct ${r.segmentKey} from ${r} where ${r.organizationId} = ${organizationId} and ${inArray(r.zip, zips)} and ${isNotNull(r.dealerName)})`,
          sql`(case when ${r.soldOn} is null then ${r.lastSeenOn} >= ${marketSeenSince} else ${r.soldOn} >= ${marketSoldSince} and ${r.soldOn} <= ${today} end)`,
        ),
      )
      .groupBy(r.segmentKey),
  );
  const rows = await db
    .with(segmentAverages)
    .select({
      zip: r.zip,
      dealerName: sql<string>`${r.dealerName}`,
      segmentKey: r.segmentKey,
      listings: sql<number>`(count(*) filter (where ${current}))::int`,
      aged: sql<number>`(count(*) filter (where ${current} and ${r.firstSeenOn} < ${agedBefore}))::int`,
      daysOnLotSum: sql<number>`coalesce(sum(greatest(0, ${end} - ${r.firstSeenOn})) filter (where ${end} >= ${averageSince}), 0)::int`,
      daysOnLotCount: sql<number>`(count(*) filter (where ${end} >= ${averageSince}))::int`,
      sold: sql<number>`(count(*) filter (where ${r.soldOn} >= ${soldSince} and ${r.soldOn} <= ${today}))::int`,
      ratioSum: sql<number | null>`(sum(${r.priceCents}::float8 / nullif(${segmentAverages.averageCents}, 0)) filter (where ${current}))`,
    })
    .from(r)
    .leftJoin(segmentAverages, eq(segmentAverages.segmentKey, r.segmentKey))
    .where(and(retail, inArray(r.zip, zips), isNotNull(r.dealerName), gte(end, averageSince)))
    .groupBy(r.zip, r.dealerName, r.segmentKey);
  return combineMarketGroups(dealers, rows);
}

/** Whether the viewer's organization has any market data at all. */
export async function hasMarketData({ db, viewer }: { db: Database; viewer: Viewer }): Promise<boolean> {
  const [row] = await db.select({ id: marketRecords.id }).from(marketRecords).where(eq(marketRecords.organizationId, viewer.organization.id)).limit(1);
  return Boolean(row);
}
