import { sql, type SQL } from 'drizzle-orm';
import type { ResolversParentTypes } from '../../../graphql/generated/resolvers';
import { AGE_BUCKETS, type AgeBucketKey } from '../../../src/shared/inventory/vehicle';
import {
  medianPriceToMarket,
  priceToMarketDistribution,
  REDUCTION_EFFECT_DAYS,
} from '../../../src/shared/reports/pricing';
import { reportFigure, weekStarts, type ReportRangeInput } from '../../../src/shared/reports/range';
import { meanOf, shareOf } from '../../../src/shared/reports/turn';
import type { Database } from '../../db/client';
import { vehiclePriceChanges, vehicles, vehicleSales } from '../../db/schema';
import { stockPriceToMarket } from '../pricing/stock-market-averages';
import type { Viewer } from '../users/viewer';
import { queryRows } from '../query-rows';
import { reportRanges, unavailableUnless, type RangeBounds } from './area-report';
import { ageBucketSql } from './stock';

export type PricingReport = ResolversParentTypes['PricingReport'];

/**
 * The pricing report (docs/metrics.md "Reports: recon, appraisals, pricing, market"): today's stock
 * against its market (the pricing screen's priceToMarket, with `market_pricing_data`), and the
 * list-price changes of the range and what the reductions did, counted in SQL.
 */
export async function pricingReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<PricingReport> {
  const { db, viewer } = options;
  const { current, previous } = reportRanges(options.range, options.today);
  const unavailable = unavailableUnless(
    viewer,
    'readPricing',
    'pricing',
    'The pricing report needs the pricing section: ask an owner to give it to you.',
  );
  if (unavailable) {
    const empty = reportFigure(null, null);
    return {
      range: current.range,
      previousRange: previous.range,
      unavailable,
      priceToMarket: [],
      marketUnavailable: null,
      medianPriceToMarketPercent: null,
      priceChanges: empty,
      priceReductions: empty,
      averageReductionCents: empty,
      soldWithin14DaysOfReductionShare: empty,
      averageDaysFromReductionToSale: empty,
      trend: [],
      reductionsByAge: [],
    };
  }
  const marketUnavailable = unavailableUnless(
    viewer,
    'readMarketPricing',
    'market_pricing_data',
    'Price-to-market needs the market pricing data feature: ask an owner or Lotwise support to turn it on.',
  );
  const [percents, now, before, trend, reductionsByAge] = await Promise.all([
    marketUnavailable ? Promise.resolve([]) : stockPercents(db, viewer, options.today),
    changeFigures(db, viewer, current),
    changeFigures(db, viewer, previous),
    weeklyTrend(db, viewer, current),
    reductionsByAgeRows(db, viewer, current),
  ]);
  const figure = (pick: (figures: ChangeFigures) => number | null) => reportFigure(pick(now), pick(before));
  return {
    range: current.range,
    previousRange: previous.range,
    unavailable: null,
    priceToMarket: marketUnavailable ? [] : priceToMarketDistribution(percents),
    marketUnavailable,
    medianPriceToMarketPercent: medianPriceToMarket(percents),
    priceChanges: figure((figures) => figures.changes),
    priceReductions: figure((figures) => figures.reductions),
    averageReductionCents: figure((figures) =>
      figures.averageReductionCents === null ? null : Math.round(figures.averageReductionCents),
    ),
    soldWithin14DaysOfReductionShare: figure((figures) =>
      shareOf(figures.soldWithinEffectDays, figures.reducedVehicles),
    ),
    averageDaysFromReductionToSale: figure((figures) =>
      meanOf(figures.daysFromReductionToSale, figures.salesAfterReduction),
    ),
    trend,
    reductionsByAge,
  };
}

/** Price-to-market of today's listed stock with a market average (the grid's formula, the remembered averages). */
async function stockPercents(db: Database, viewer: Viewer, today: string | undefined): Promise<number[]> {
  const stock = await stockPriceToMarket({ db, viewer, now: today ? new Date(`${today}T12:00:00Z`) : new Date() });
  return stock.flatMap((vehicle) => (vehicle.priceToMarket === null ? [] : [vehicle.priceToMarket]));
}

const day = (timestamp: SQL) => sql`(${timestamp} at time zone 'UTC')::date`;

/**
 * The organization's list-price changes in the range: a price replaced by another (a first price
 * and a removed one are not changes), with the day and the vehicle's acquisition.
 */
const changesIn = (viewer: Viewer, bounds: RangeBounds) => sql`
  changes as (
    select pc.vehicle_id, pc.changed_at, pc.from_cents, pc.to_cents, v.acquired_date, pc.to_cents < pc.from_cents as reduction
    from ${vehiclePriceChanges} pc join ${vehicles} v on v.id = pc.vehicle_id
    where v.organization_id = ${viewer.organization.id} and pc.from_cents is not null and pc.to_cents is not null
      and pc.to_cents <> pc.from_cents and pc.changed_at >= ${bounds.start} and pc.changed_at < ${bounds.end}
  )`;

type ChangeFigures = {
  changes: number;
  reductions: number;
  averageReductionCents: number | null;
  reducedVehicles: number;
  soldWithinEffectDays: number;
  daysFromReductionToSale: number | null;
  salesAfterReduction: number;
};

async function changeFigures(db: Database, viewer: Viewer, bounds: RangeBounds): Promise<ChangeFigures> {
  const [figures] = await queryRows<ChangeFigures>(
    db,
    sql`with ${changesIn(viewer, bounds)},
      last_reductions as (select vehicle_id, max(${day(sql`changed_at`)}) as reduced_on from changes where reduction group by vehicle_id),
      effect as (
        select count(*)::int as reduced,
          (count(*) filter (where s.sold_on >= r.reduced_on and s.sold_on <= r.reduced_on + ${REDUCTION_EFFECT_DAYS}::int))::int as sold
        from last_reductions r left join ${vehicleSales} s on s.vehicle_id = r.vehicle_id
      ),
      to_sale as (
        select sum(s.sold_on - r.reduced_on)::float8 as days, count(*)::int as sales
        from ${vehicleSales} s
        cross join lateral (
          select max(${day(sql`pc.changed_at`)}) as reduced_on from ${vehiclePriceChanges} pc
          where pc.vehicle_id = s.vehicle_id and pc.to_cents < pc.from_cents and ${day(sql`pc.changed_at`)} <= s.sold_on
        ) r
        where s.organization_id = ${viewer.organization.id} and s.buyer_type = 'retail'
          and s.sold_on >= ${bounds.range.from} and s.sold_on <= ${bounds.range.to} and r.reduced_on is not null
      )
      select
        (select count(*)::int from changes) as changes,
        (select count(*)::int from changes where reduction) as reductions,
        (select avg(from_cents - to_cents)::float8 from changes where reduction) as "averageReductionCents",
        effect.reduced as "reducedVehicles", effect.sold as "soldWithinEffectDays",
        to_sale.days as "daysFromReductionToSale", to_sale.sales as "salesAfterReduction"
      from effect, to_sale`,
  );
  return figures!;
}

async function weeklyTrend(db: Database, viewer: Viewer, bounds: RangeBounds): Promise<PricingReport['trend']> {
  const rows = await queryRows<{ week: string; changes: number; reductions: number }>(
    db,
    sql`with ${changesIn(viewer, bounds)}
      select to_char(date_trunc('week', changed_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        count(*)::int as changes, (count(*) filter (where reduction))::int as reductions
      from changes group by 1`,
  );
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weekStarts(bounds.range).map((date) => ({
    date,
    changes: byWeek.get(date)?.changes ?? 0,
    reductions: byWeek.get(date)?.reductions ?? 0,
  }));
}

async function reductionsByAgeRows(
  db: Database,
  viewer: Viewer,
  bounds: RangeBounds,
): Promise<PricingReport['reductionsByAge']> {
  const rows = await queryRows<{ bucket: AgeBucketKey; reductions: number; averageReductionCents: number }>(
    db,
    sql`with ${changesIn(viewer, bounds)}
      select ${ageBucketSql(sql`greatest(0, ${day(sql`changed_at`)} - acquired_date)`)} as bucket,
        count(*)::int as reductions, avg(from_cents - to_cents)::float8 as "averageReductionCents"
      from changes where reduction group by 1`,
  );
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return AGE_BUCKETS.map(({ key }) => {
    const row = byBucket.get(key);
    return {
      bucket: key,
      reductions: row?.reductions ?? 0,
      averageReductionCents: row ? Math.round(row.averageReductionCents) : null,
    };
  });
}
