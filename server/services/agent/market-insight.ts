// What the market data says about dealers (graphql/schema/agent.graphql `DealerMarketInsight`;
// formulas in docs/metrics.md, "Territory insights"): one grouped read over the market records in
// the dealers' ZIPs, matched to each dealer by its normalised name (src/shared/agent/dealer-name.ts),
// and each current listing valued by the pricing area's comparables (server/services/pricing/market.ts).
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { normaliseDealerName } from '../../../src/shared/agent/dealer-name';
import type { Comparable } from '../../../src/shared/market/comparables';
import { VALUATION_RULES } from '../../../src/shared/market/valuation';
import { adjustedRetailPrices, marketAverage } from '../../../src/shared/pricing/figures';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { loadMarketAroundZips } from '../pricing/market';
import type { Viewer } from '../users/viewer';

export const MARKET_WINDOWS = {
  currentDays: 7,
  averageDaysOnLotDays: 90,
  soldDays: 30,
  agedOverDays: 60,
  topSegments: 5,
} as const;

export type DealerMarketInsight = {
  listings: number;
  averageDaysOnLot: number | null;
  soldLast30Days: number;
  agedShare: number | null;
  /** Mean price-to-market (%) of the current listings with enough comparables, to 0.1; null when none has. */
  priceToMarket: number | null;
  /** Current listings with at least MIN_LISTING_COMPARABLES retail comparables (those `priceToMarket` averages). */
  pricedListings: number;
  segments: string[];
};

/** A listing needs this many retail comparables for a price-to-market (the valuations' low-confidence line). */
export const MIN_LISTING_COMPARABLES = VALUATION_RULES.minComparables;

/**
 * A listing's price ÷ the mean of its retail comparables' prices, each adjusted to its mileage
 * (the pricing grid's market average), × 100, unrounded; null with fewer than MIN_LISTING_COMPARABLES.
 */
export function listingPriceToMarket(
  priceCents: number,
  mileage: number,
  comparables: readonly Comparable[],
): number | null {
  const adjusted = adjustedRetailPrices(comparables, mileage);
  if (adjusted.length < MIN_LISTING_COMPARABLES) return null;
  const average = marketAverage(adjusted);
  return average ? (priceCents / average) * 100 : null;
}

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
  /** Sum of the priced current listings' price-to-market (%, unrounded), and how many were priced. */
  priceToMarketSum: number;
  priced: number;
};

const keyOf = (zip: string, matchName: string) => `${zip}|${matchName}`;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Adds up the groups of each dealer (ZIP and normalised name); a dealer no group matches gets null. */
export function combineMarketGroups(
  dealers: readonly { zip: string; matchName: string }[],
  groups: readonly MarketGroup[],
): (DealerMarketInsight | null)[] {
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
    const pricedListings = total((group) => group.priced);
    const bySegment = new Map<string, number>();
    for (const group of matched)
      bySegment.set(group.segmentKey, (bySegment.get(group.segmentKey) ?? 0) + group.listings);
    return {
      listings,
      averageDaysOnLot: daysCount > 0 ? round(total((group) => group.daysOnLotSum) / daysCount, 1) : null,
      soldLast30Days: total((group) => group.sold),
      agedShare: listings > 0 ? round(total((group) => group.aged) / listings, 3) : null,
      priceToMarket: pricedListings > 0 ? round(total((group) => group.priceToMarketSum) / pricedListings, 1) : null,
      pricedListings,
      segments: [...bySegment]
        .filter(([, count]) => count > 0)
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
        .slice(0, MARKET_WINDOWS.topSegments)
        .map(([segment]) => segment),
    };
  });
}

type InsightOptions = {
  db: Database;
  viewer: Viewer;
  dealers: readonly { zip: string; matchName: string }[];
  today?: string;
};

/**
 * Each dealer's market insight (null when no record matches), in the order asked. "unsafe" as to
 * scope: callers pass dealers they found in the viewer's scope; the records read are the viewer's
 * organization's.
 */
export async function unsafeDealerMarketInsights({
  db,
  viewer,
  dealers,
  today = todayIso(),
}: InsightOptions): Promise<(DealerMarketInsight | null)[]> {
  const zips = [...new Set(dealers.map((dealer) => dealer.zip))];
  if (zips.length === 0) return [];
  const organizationId = viewer.organization.id;
  const currentSince = shiftDate(today, MARKET_WINDOWS.currentDays - 1);
  const averageSince = shiftDate(today, MARKET_WINDOWS.averageDaysOnLotDays - 1);
  const soldSince = shiftDate(today, MARKET_WINDOWS.soldDays - 1);
  const agedBefore = shiftDate(today, MARKET_WINDOWS.agedOverDays);
  const r = marketRecords;
  const end = sql`coalesce(${r.soldOn}, ${r.lastSeenOn})`;
  const current = sql`(${r.soldOn} is null and ${r.lastSeenOn} >= ${currentSince})`;
  const retail = and(eq(r.organizationId, organizationId), eq(r.channel, 'retail'), lte(r.firstSeenOn, today));
  const inDealerZips = and(retail, inArray(r.zip, zips), isNotNull(r.dealerName));
  const [rows, listings] = await Promise.all([
    db
      .select({
        zip: r.zip,
        dealerName: sql<string>`${r.dealerName}`,
        segmentKey: r.segmentKey,
        listings: sql<number>`(count(*) filter (where ${current}))::int`,
        aged: sql<number>`(count(*) filter (where ${current} and ${r.firstSeenOn} < ${agedBefore}))::int`,
        daysOnLotSum: sql<number>`coalesce(sum(greatest(0, ${end} - ${r.firstSeenOn})) filter (where ${end} >= ${averageSince}), 0)::int`,
        daysOnLotCount: sql<number>`(count(*) filter (where ${end} >= ${averageSince}))::int`,
        sold: sql<number>`(count(*) filter (where ${r.soldOn} >= ${soldSince} and ${r.soldOn} <= ${today}))::int`,
      })
      .from(r)
      .where(and(inDealerZips, gte(end, averageSince)))
      .groupBy(r.zip, r.dealerName, r.segmentKey),
    db
      .select({
        id: r.id,
        zip: r.zip,
        dealerName: sql<string>`${r.dealerName}`,
        segmentKey: r.segmentKey,
        year: r.year,
        make: r.make,
        model: r.model,
        trim: r.trim,
        mileage: r.mileage,
        priceCents: r.priceCents,
      })
      .from(r)
      .where(and(inDealerZips, current)),
  ]);
  // Each current listing of an asked-for dealer valued at its ZIP by the pricing area's comparables
  // rule (segment, ±1 year, mileage band, 150-mile radius, recency), the listing itself left out.
  // Every source counts: the comps flags choose what values the organization's own vehicles, not
  // what describes a dealer (as for the dealer's own records above).
  const asked = new Set(dealers.map((dealer) => keyOf(dealer.zip, dealer.matchName)));
  const ownListings = listings.filter((listing) =>
    asked.has(keyOf(listing.zip, normaliseDealerName(listing.dealerName))),
  );
  const marketAround = await loadMarketAroundZips({
    db,
    organizationId,
    flags: ['everything'],
    vehicles: ownListings,
    zips: ownListings.map((listing) => listing.zip),
    asOf: today,
  });
  const pricedBy = new Map<string, { sum: number; priced: number }>();
  for (const listing of ownListings) {
    const ratio = listingPriceToMarket(
      listing.priceCents,
      listing.mileage,
      marketAround(listing.zip)(listing, listing.id),
    );
    if (ratio === null) continue;
    const key = `${listing.zip}|${listing.dealerName}|${listing.segmentKey}`;
    const entry = pricedBy.get(key) ?? { sum: 0, priced: 0 };
    pricedBy.set(key, { sum: entry.sum + ratio, priced: entry.priced + 1 });
  }
  const groups = rows.map((row) => {
    const priced = pricedBy.get(`${row.zip}|${row.dealerName}|${row.segmentKey}`);
    return { ...row, priceToMarketSum: priced?.sum ?? 0, priced: priced?.priced ?? 0 };
  });
  return combineMarketGroups(dealers, groups);
}

/** Whether the viewer's organization has any market data at all. */
export async function hasMarketData({ db, viewer }: { db: Database; viewer: Viewer }): Promise<boolean> {
  const [row] = await db
    .select({ id: marketRecords.id })
    .from(marketRecords)
    .where(eq(marketRecords.organizationId, viewer.organization.id))
    .limit(1);
  return Boolean(row);
}
