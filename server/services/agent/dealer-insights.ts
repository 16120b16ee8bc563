import { and, between, eq, gt, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { countedSources, recencyCutoffs } from '../../../src/shared/market/comparables';
import {
  daysSupplyCounts,
  DAYS_SUPPLY_WINDOW_DAYS,
  marketDaysSupply,
  type RetailRecord,
} from '../../../src/shared/market/days-supply';
import { segmentKey } from '../../../src/shared/market/records';
import { boundingBox, distanceMiles, VALUATION_RULES } from '../../../src/shared/market/valuation';
import { AGED_AFTER_DAYS, shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import { stockFigures } from '../pricing/figures';
import { loadPricingRules } from '../pricing/rules';
import { zipCentroid } from '../market/zip';
import { homeZip } from '../market/valuations/subject';
import { flagsOf } from '../market/valuations/comparables';
import type { Viewer } from '../users/viewer';

/** The fast sellers listed: the segments nearby with the lowest market days supply. */
export const FAST_SELLER_ROWS = 10;

export type DealerInsightsSegment = {
  segment: string;
  marketDaysSupply: number | null;
  soldLast45Days: number;
  averagePrice: number | null;
  ownUnits: number;
};
export type DealerInsightsVehicle = {
  vehicle: VisibleVehicle;
  daysInStock: number;
  priceToMarket: number | null;
  marketDaysSupply: number | null;
};
export type DealerInsightsReport = {
  organizationName: string;
  marketAvailable: boolean;
  inStock: number;
  priceToMarket: number | null;
  daysSupply: number | null;
  agedUnits: number;
  fastSellers: DealerInsightsSegment[];
  vehicles: DealerInsightsVehicle[];
};

type SegmentRecord = RetailRecord & { make: string; model: string; priceCents: number };

/**
 * The retail records of the organization's market (counted sources, inside the valuation radius
 * around its home ZIP) that can count on `asOf`: sold in the 45-day window or listed then; by
 * segment key. No home ZIP (no own sales): no market.
 */
async function nearbySegments(
  db: Database,
  viewer: Viewer,
  asOf: string,
): Promise<Map<string, SegmentRecord[]> | null> {
  const zip = await homeZip(db, viewer.organization.id);
  const center = zip ? zipCentroid(zip) : null;
  if (!center) return null;
  const radiusMiles = VALUATION_RULES.defaultRadiusMiles;
  const box = boundingBox(center, radiusMiles);
  const rows = await db
    .select({
      segmentKey: marketRecords.segmentKey,
      make: marketRecords.make,
      model: marketRecords.model,
      priceCents: marketRecords.priceCents,
      channel: marketRecords.channel,
      soldOn: marketRecords.soldOn,
      firstSeenOn: marketRecords.firstSeenOn,
      lastSeenOn: marketRecords.lastSeenOn,
      latitude: marketRecords.latitude,
      longitude: marketRecords.longitude,
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, viewer.organization.id),
        eq(marketRecords.channel, 'retail'),
        inArray(marketRecords.source, countedSources(flagsOf(viewer))),
        between(marketRecords.latitude, box.minLatitude, box.maxLatitude),
        between(marketRecords.longitude, box.minLongitude, box.maxLongitude),
        lte(marketRecords.firstSeenOn, asOf),
        or(
          and(isNotNull(marketRecords.soldOn), gt(marketRecords.soldOn, shiftDate(asOf, DAYS_SUPPLY_WINDOW_DAYS))),
          and(isNull(marketRecords.soldOn), gte(marketRecords.lastSeenOn, recencyCutoffs(asOf).seenSince)),
        ),
      ),
    );
  const grouped = new Map<string, SegmentRecord[]>();
  for (const { segmentKey: key, latitude, longitude, ...record } of rows) {
    // Rounded to 0.1 mile like the comparables, so both keep the same records at the radius.
    if (Math.round(distanceMiles(center, { latitude, longitude }) * 10) / 10 > radiusMiles) continue;
    const list = grouped.get(key);
    if (list) list.push(record);
    else grouped.set(key, [record]);
  }
  return grouped;
}

/** The spelling of a segment most of its records use (then the first alphabetically). */
function segmentName(records: readonly SegmentRecord[]): string {
  const counts = new Map<string, number>();
  for (const record of records)
    counts.set(`${record.make} ${record.model}`, (counts.get(`${record.make} ${record.model}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

const soldIn = (records: readonly SegmentRecord[], asOf: string) => {
  const after = shiftDate(asOf, DAYS_SUPPLY_WINDOW_DAYS);
  return records.filter((record) => record.soldOn !== null && record.soldOn > after && record.soldOn <= asOf);
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The partner's dealer insights (docs/metrics.md "Dealer insights"): the viewer organization's
 * stock against its market. Per vehicle the pricing grid's figures (`stockFigures`: the same
 * market average, price-to-market and market days supply the pricing screen shows); the store's
 * days supply over its segments' market sales; fast sellers among every segment nearby.
 */
export async function dealerInsights(options: {
  db: Database;
  viewer: Viewer;
  today?: string;
}): Promise<DealerInsightsReport> {
  const { db, viewer } = options;
  const asOf = options.today ?? todayIso();
  const scope = inventoryScope(viewer);
  const rules = await loadPricingRules({ db, organizationId: scope.organizationId });
  const [figures, market] = await Promise.all([
    stockFigures({ db, viewer, rules, seesCost: scope.canSeeCost, today: asOf }),
    nearbySegments(db, viewer, asOf),
  ]);
  const ownBySegment = new Map<string, number>();
  for (const { row } of figures)
    ownBySegment.set(segmentKey(row.make, row.model), (ownBySegment.get(segmentKey(row.make, row.model)) ?? 0) + 1);
  const segments = [...(market ?? new Map<string, SegmentRecord[]>())].map(([key, records]) => {
    const sold = soldIn(records, asOf);
    const counts = daysSupplyCounts(records, { asOf, listingSeenSince: recencyCutoffs(asOf).seenSince });
    const average = mean(sold.map((record) => record.priceCents));
    return {
      key,
      segment: segmentName(records),
      marketDaysSupply: marketDaysSupply(counts),
      soldLast45Days: counts.soldInWindow,
      averagePrice: average === null ? null : Math.round(average) / 100,
      ownUnits: ownBySegment.get(key) ?? 0,
    };
  });
  const ownSegmentsSold = segments
    .filter((segment) => ownBySegment.has(segment.key))
    .reduce((sum, segment) => sum + segment.soldLast45Days, 0);
  const priced = figures.flatMap((figure) => (figure.priceToMarket === null ? [] : [figure.priceToMarket]));
  const meanPriceToMarket = mean(priced);
  return {
    organizationName: viewer.organization.name,
    marketAvailable: market !== null && market.size > 0,
    inStock: figures.length,
    priceToMarket: meanPriceToMarket === null ? null : Math.round(meanPriceToMarket * 10) / 10,
    daysSupply:
      figures.length === 0 ? null : marketDaysSupply({ forSale: figures.length, soldInWindow: ownSegmentsSold }),
    agedUnits: figures.filter((figure) => figure.daysInInventory > AGED_AFTER_DAYS).length,
    fastSellers: segments
      .filter((segment) => segment.marketDaysSupply !== null)
      .sort(
        (a, b) =>
          a.marketDaysSupply! - b.marketDaysSupply! ||
          b.soldLast45Days - a.soldLast45Days ||
          a.segment.localeCompare(b.segment),
      )
      .slice(0, FAST_SELLER_ROWS)
      .map(({ key: _key, ...segment }) => segment),
    vehicles: figures.map((figure) => ({
      vehicle: visibleVehicle(figure.row, scope),
      daysInStock: figure.daysInInventory,
      priceToMarket: figure.priceToMarket,
      marketDaysSupply: figure.marketDaysSupply,
    })),
  };
}
