import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ResolversParentTypes } from '../../../graphql/generated/resolvers';
import { countedSources, recencyCutoffs } from '../../../src/shared/market/comparables';
import {
  daysSupplyCounts,
  DAYS_SUPPLY_WINDOW_DAYS,
  isListedOn,
  type RetailRecord,
} from '../../../src/shared/market/days-supply';
import { segmentKey } from '../../../src/shared/market/records';
import { shiftDate } from '../../../src/shared/inventory/vehicle';
import { median } from '../../../src/shared/recon/metrics';
import { segmentFigures, totalCounts, type SegmentCounts } from '../../../src/shared/reports/market';
import { reportFigure, type ReportRangeInput } from '../../../src/shared/reports/range';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { flagsOf } from '../market/valuations/comparables';
import type { Viewer } from '../users/viewer';
import { queryRows } from '../query-rows';
import { reportRanges, unavailableUnless, type ReportUnavailable } from './area-report';
import { inStockOn } from './stock';

export type MarketReport = ResolversParentTypes['MarketReport'];

const MAX_SEGMENT_ROWS = 200;

type StoreSegment = {
  make: string;
  model: string;
  key: string;
  now: { units: number; sold: number };
  before: { units: number; sold: number };
};

/**
 * The market report (docs/metrics.md "Reports: recon, appraisals, pricing, market"), with the
 * `market_report` feature: the store's segments (make and model in stock on the range's last day)
 * beside the market's retail listings and sales in them, on that day and on the previous range's
 * last day. Store counts in SQL; the market's through `daysSupplyCounts` (one formula with pricing
 * and appraisals) over the segments' records that can count on either day.
 */
export async function marketReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<MarketReport> {
  const { db, viewer } = options;
  const { current, previous } = reportRanges(options.range, options.today);
  const empty = reportFigure(null, null);
  const answer = (
    unavailable: ReportUnavailable | null,
    figures?: Omit<MarketReport, 'range' | 'previousRange' | 'unavailable'>,
  ): MarketReport => ({
    range: current.range,
    previousRange: previous.range,
    unavailable,
    ...(figures ?? {
      marketSupply: empty,
      marketSalesPerDay: empty,
      marketDaysSupply: empty,
      storeDaysSupply: empty,
      segments: [],
    }),
  });
  const unavailable = unavailableUnless(
    viewer,
    'readMarketReport',
    'market_report',
    'The market report needs the market report feature: ask Lotwise support to turn it on.',
  );
  if (unavailable) return answer(unavailable);
  const organizationId = viewer.organization.id;
  const [hasMarket] = await db
    .select({ id: marketRecords.id })
    .from(marketRecords)
    .where(eq(marketRecords.organizationId, organizationId))
    .limit(1);
  if (!hasMarket)
    return answer({
      area: 'market',
      message: 'No market data yet: import market listings and sales (Market data) to compare your segments.',
    });
  const days = { now: current.range.to, before: previous.range.to };
  const segments = await storeSegments(db, organizationId, days);
  const records = await segmentRecords(
    db,
    viewer,
    segments.map((segment) => segment.key),
    days,
  );
  const counted = segments.map((segment) => {
    const own = records.get(segment.key) ?? [];
    const countsOn = (asOf: string, store: { units: number; sold: number }): SegmentCounts => {
      const market = daysSupplyCounts(own, { asOf, listingSeenSince: recencyCutoffs(asOf).seenSince });
      return {
        storeUnits: store.units,
        storeSold: store.sold,
        marketForSale: market.forSale,
        marketSold: market.soldInWindow,
      };
    };
    const listed = own.filter((record) =>
      isListedOn(record, { asOf: days.now, listingSeenSince: recencyCutoffs(days.now).seenSince }),
    );
    const middle = median(listed.map((record) => record.priceCents));
    return {
      segment,
      now: countsOn(days.now, segment.now),
      before: countsOn(days.before, segment.before),
      medianPriceCents: middle === null ? null : Math.round(middle),
    };
  });
  const totalNow = segmentFigures(totalCounts(counted.map((row) => row.now)));
  const totalBefore = segmentFigures(totalCounts(counted.map((row) => row.before)));
  return answer(null, {
    marketSupply: reportFigure(totalNow.marketUnits, totalBefore.marketUnits),
    marketSalesPerDay: reportFigure(totalNow.marketSalesPerDay, totalBefore.marketSalesPerDay),
    marketDaysSupply: reportFigure(totalNow.marketDaysSupply, totalBefore.marketDaysSupply),
    storeDaysSupply: reportFigure(totalNow.storeDaysSupply, totalBefore.storeDaysSupply),
    segments: counted.slice(0, MAX_SEGMENT_ROWS).map(({ segment, now, medianPriceCents }) => ({
      make: segment.make,
      model: segment.model,
      ...segmentFigures(now),
      marketMedianPriceCents: medianPriceCents,
    })),
  });
}

/**
 * The store's segments, most units in stock on the range's last day first: per make and model as
 * spelled on the vehicles (merged by segment key, named by the spelling with most units), units in
 * stock and retail sales over the 45 days ending on each day.
 */
async function storeSegments(
  db: Database,
  organizationId: string,
  days: { now: string; before: string },
): Promise<StoreSegment[]> {
  const soldIn = (day: string) =>
    sql`s.buyer_type = 'retail' and s.sold_on > ${shiftDate(day, DAYS_SUPPLY_WINDOW_DAYS)}::date and s.sold_on <= ${day}::date`;
  const rows = await queryRows<{
    make: string;
    model: string;
    unitsNow: number;
    unitsBefore: number;
    soldNow: number;
    soldBefore: number;
  }>(
    db,
    sql`select v.make, v.model,
        (count(*) filter (where ${inStockOn(days.now)}))::int as "unitsNow",
        (count(*) filter (where ${inStockOn(days.before)}))::int as "unitsBefore",
        (count(*) filter (where ${soldIn(days.now)}))::int as "soldNow",
        (count(*) filter (where ${soldIn(days.before)}))::int as "soldBefore"
      from vehicles v left join vehicle_sales s on s.vehicle_id = v.id
      where v.organization_id = ${organizationId} and v.acquired_date <= ${days.now}::date
        and (v.disposed_on is null or v.disposed_on > ${shiftDate(days.before, DAYS_SUPPLY_WINDOW_DAYS)}::date)
      group by v.make, v.model
      order by "unitsNow" desc, v.make, v.model`,
  );
  const byKey = new Map<string, StoreSegment>();
  for (const row of rows) {
    const key = segmentKey(row.make, row.model);
    const segment = byKey.get(key) ?? {
      make: row.make,
      model: row.model,
      key,
      now: { units: 0, sold: 0 },
      before: { units: 0, sold: 0 },
    };
    segment.now = { units: segment.now.units + row.unitsNow, sold: segment.now.sold + row.soldNow };
    segment.before = { units: segment.before.units + row.unitsBefore, sold: segment.before.sold + row.soldBefore };
    byKey.set(key, segment);
  }
  return [...byKey.values()]
    .filter((segment) => segment.now.units > 0)
    .sort((a, b) => b.now.units - a.now.units || a.key.localeCompare(b.key));
}

type SegmentRecord = RetailRecord & { priceCents: number };

/**
 * The segments' retail records (of the sources the viewer's flags count) that can count on either
 * day: sold within the window before it (or after it: still listed then), or unsold and seen
 * within the listing window; grouped by segment key.
 */
async function segmentRecords(
  db: Database,
  viewer: Viewer,
  keys: readonly string[],
  days: { now: string; before: string },
): Promise<Map<string, SegmentRecord[]>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      segmentKey: marketRecords.segmentKey,
      channel: marketRecords.channel,
      soldOn: marketRecords.soldOn,
      firstSeenOn: marketRecords.firstSeenOn,
      lastSeenOn: marketRecords.lastSeenOn,
      priceCents: marketRecords.priceCents,
    })
    .from(marketRecords)
    .where(
      and(
        eq(marketRecords.organizationId, viewer.organization.id),
        inArray(marketRecords.segmentKey, [...keys]),
        eq(marketRecords.channel, 'retail'),
        inArray(marketRecords.source, countedSources(flagsOf(viewer))),
        lte(marketRecords.firstSeenOn, days.now),
        or(
          and(
            isNotNull(marketRecords.soldOn),
            gt(marketRecords.soldOn, shiftDate(days.before, DAYS_SUPPLY_WINDOW_DAYS)),
          ),
          and(isNull(marketRecords.soldOn), gte(marketRecords.lastSeenOn, recencyCutoffs(days.before).seenSince)),
        ),
      ),
    );
  const grouped = new Map<string, SegmentRecord[]>();
  for (const { segmentKey: key, ...record } of rows) {
    const list = grouped.get(key);
    if (list) list.push(record);
    else grouped.set(key, [record]);
  }
  return grouped;
}
