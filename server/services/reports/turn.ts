import { sql } from 'drizzle-orm';
import { shiftDate } from '../../../src/shared/inventory/vehicle';
import {
  previousRange,
  reportFigure,
  trendGrain,
  trendPoints,
  type ReportFigure,
  type ReportRange,
  type ReportRangeInput,
} from '../../../src/shared/reports/range';
import {
  annualTurn,
  daysSupply,
  DAYS_SUPPLY_WINDOW,
  FAST_SALE_DAYS,
  SALES_PACE_WINDOWS,
  salesPerDay,
  shareOf,
} from '../../../src/shared/reports/turn';
import type { Database } from '../../db/client';
import type { Viewer } from '../users/viewer';
import { queryRows } from '../query-rows';
import { checkedRange } from './area-report';
import { inStockOn, stockDaysSql, stockSeries } from './stock';

/** Ranges longer than this draw their turn trend per week. */
export const TURN_DAILY_UP_TO_DAYS = 92;

export type TurnReport = {
  range: ReportRange;
  previousRange: ReportRange;
  retailUnits: ReportFigure;
  wholesaleUnits: ReportFigure;
  unitsInStock: ReportFigure;
  salesPerDay30: ReportFigure;
  salesPerDay45: ReportFigure;
  salesPerDay90: ReportFigure;
  daysSupply: ReportFigure;
  annualTurn: ReportFigure;
  soldUnder30DaysShare: ReportFigure;
  trend: { date: string; retailUnits: number; unitsInStock: number }[];
  byModel: { make: string; model: string; retailUnits: number; unitsInStock: number; daysSupply: number | null }[];
};

type Side = {
  retail: number;
  wholesale: number;
  fast: number;
  paces: Record<number, number>;
  stock: number;
  stockDays: number;
};

/** The counts of one side (the range or the previous one), from vehicle_sales by organization and day. */
async function sideCounts(db: Database, organizationId: string, range: ReportRange): Promise<Side> {
  const { from, to } = range;
  const paceColumns = SALES_PACE_WINDOWS.map(
    (window) =>
      sql`(count(*) filter (where s.buyer_type = 'retail' and s.sold_on > ${to}::date - ${window}::int))::int as ${sql.identifier(`pace_${window}`)}`,
  );
  const longest = Math.max(...SALES_PACE_WINDOWS);
  const [sales, stock] = await Promise.all([
    queryRows<Record<string, number>>(
      db,
      sql`select
        (count(*) filter (where s.buyer_type = 'retail' and s.sold_on >= ${from}::date))::int as retail,
        (count(*) filter (where s.buyer_type = 'wholesale' and s.sold_on >= ${from}::date))::int as wholesale,
        (count(*) filter (where s.buyer_type = 'retail' and s.sold_on >= ${from}::date and s.sold_on - v.acquired_date <= ${FAST_SALE_DAYS}))::int as fast,
        ${sql.join(paceColumns, sql`, `)}
        from vehicle_sales s join vehicles v on v.id = s.vehicle_id
        where s.organization_id = ${organizationId} and s.sold_on <= ${to}::date
          and s.sold_on > least(${from}::date - 1, ${to}::date - ${longest}::int)`,
    ),
    queryRows<{ stock: number; stock_days: number }>(
      db,
      sql`select (count(*) filter (where ${inStockOn(to)}))::int as stock, ${stockDaysSql(from, to)} as stock_days
        from vehicles v where v.organization_id = ${organizationId} and v.acquired_date <= ${to}::date
          and (v.disposed_on is null or v.disposed_on > ${from}::date)`,
    ),
  ]);
  const row = sales[0] ?? {};
  return {
    retail: Number(row.retail ?? 0),
    wholesale: Number(row.wholesale ?? 0),
    fast: Number(row.fast ?? 0),
    paces: Object.fromEntries(SALES_PACE_WINDOWS.map((window) => [window, Number(row[`pace_${window}`] ?? 0)])),
    stock: Number(stock[0]?.stock ?? 0),
    stockDays: Number(stock[0]?.stock_days ?? 0),
  };
}

/**
 * Turn and days supply over a checked range: retail and wholesale units, the sales pace over
 * 30/45/90 days ending on the range's last day, days supply, annual turn and the share of fast
 * sales, each against the previous range; a daily (or weekly) trend and the models sold.
 */
export async function turnReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<TurnReport> {
  const { db, viewer } = options;
  const range = checkedRange(options.range, options.today);
  const organizationId = viewer.organization.id;
  const previous = previousRange(range);
  const grain = trendGrain(range, TURN_DAILY_UP_TO_DAYS);
  const points = trendPoints(range, grain);
  // A point's stock is read at the end of its last day in the range.
  const pointEnds = points.map((start, index) =>
    grain === 'day' ? start : index === points.length - 1 ? range.to : shiftDate(points[index + 1]!, 1),
  );
  const bucket = grain === 'day' ? sql`s.sold_on` : sql`date_trunc('week', s.sold_on)::date`;

  const [current, before, sold, stock, models] = await Promise.all([
    sideCounts(db, organizationId, range),
    sideCounts(db, organizationId, previous),
    queryRows<{ day: string; retail: number }>(
      db,
      sql`select ${bucket}::text as day, count(*)::int as retail from vehicle_sales s
        where s.organization_id = ${organizationId} and s.buyer_type = 'retail' and s.sold_on between ${range.from}::date and ${range.to}::date
        group by 1`,
    ),
    stockSeries({ db, organizationId, days: pointEnds }),
    queryRows<{ make: string; model: string; retail: number; stock: number }>(
      db,
      sql`with sold as (
          select v.make, v.model, count(*)::int as retail from vehicle_sales s join vehicles v on v.id = s.vehicle_id
          where s.organization_id = ${organizationId} and s.buyer_type = 'retail' and s.sold_on between ${range.from}::date and ${range.to}::date
          group by v.make, v.model
        ), stocked as (
          select v.make, v.model, count(*)::int as stock from vehicles v
          where v.organization_id = ${organizationId} and ${inStockOn(range.to)}
          group by v.make, v.model
        )
        select sold.make, sold.model, sold.retail, coalesce(stocked.stock, 0)::int as stock
        from sold left join stocked on stocked.make = sold.make and stocked.model = sold.model
        order by sold.retail desc, sold.make, sold.model`,
    ),
  ]);

  const retailOn = new Map(sold.map((row) => [row.day, Number(row.retail)]));
  const figure = (pick: (side: Side, range: ReportRange) => number | null) =>
    reportFigure(pick(current, range), pick(before, previous));
  const pace = (window: number) => figure((side) => salesPerDay(side.paces[window]!, window));
  return {
    range,
    previousRange: previous,
    retailUnits: figure((side) => side.retail),
    wholesaleUnits: figure((side) => side.wholesale),
    unitsInStock: figure((side) => side.stock),
    salesPerDay30: pace(30),
    salesPerDay45: pace(45),
    salesPerDay90: pace(90),
    daysSupply: figure((side) => daysSupply(side.stock, side.paces[DAYS_SUPPLY_WINDOW]!)),
    annualTurn: figure((side, sideRange) => annualTurn(side.retail, side.stockDays, sideRange.days)),
    soldUnder30DaysShare: figure((side) => shareOf(side.fast, side.retail)),
    trend: points.map((date, index) => ({
      date,
      retailUnits: retailOn.get(date) ?? 0,
      unitsInStock: stock[index]?.units ?? 0,
    })),
    byModel: models.map((row) => ({
      make: row.make,
      model: row.model,
      retailUnits: Number(row.retail),
      unitsInStock: Number(row.stock),
      daysSupply: daysSupply(Number(row.stock), Number(row.retail), range.days),
    })),
  };
}
