import { sql } from 'drizzle-orm';
import { AGE_BUCKETS, AGED_AFTER_DAYS, daysBetween, type AgeBucketKey } from '../../../src/shared/inventory/vehicle';
import {
  previousRange,
  reportFigure,
  weekEnds,
  type ReportFigure,
  type ReportRange,
  type ReportRangeInput,
} from '../../../src/shared/reports/range';
import { meanOf, shareOf } from '../../../src/shared/reports/turn';
import type { Database } from '../../db/client';
import { vehicles, type VehicleRow } from '../../db/schema';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { queryRows } from '../query-rows';
import { checkedRange } from './area-report';
import { ageBucketSql, inStockOn, stockSeries } from './stock';

/** The aged list starts at this age (the first "aging" mark managers watch). */
export const AGED_LIST_FROM_DAYS = 45;
export const AGED_LIST_LIMIT = 500;

export type InventoryAgingReport = {
  range: ReportRange;
  previousRange: ReportRange;
  unitsInStock: ReportFigure;
  averageAgeDays: ReportFigure;
  agedUnits: ReportFigure;
  costInStockCents: ReportFigure;
  listValueInStockCents: ReportFigure;
  buckets: {
    bucket: AgeBucketKey;
    units: number;
    unitsShare: number;
    costCents: number | null;
    listValueCents: number;
  }[];
  byModel: {
    make: string;
    model: string;
    units: number;
    averageAgeDays: number;
    agedUnits: number;
    costCents: number | null;
    listValueCents: number;
  }[];
  agedVehicles: { vehicle: VisibleVehicle; ageDays: number; costCents: number | null; listPriceCents: number | null }[];
  trend: { date: string; unitsInStock: number; agedUnits: number }[];
};

type StockFigures = {
  units: number;
  ageSum: number | null;
  aged: number;
  cost: number | null;
  listValue: number | null;
};

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The stock figures at the end of `day`, for each of the days, in one scan. */
async function stockFiguresOn(
  db: Database,
  organizationId: string,
  days: [string, string],
): Promise<[StockFigures, StockFigures]> {
  const [current, previous] = days;
  const columns = (day: string, side: string) => {
    const stocked = inStockOn(day);
    const as = (name: string) => sql.identifier(`${side}_${name}`);
    return sql`count(*) filter (where ${stocked}) as ${as('units')},
      sum(${day}::date - v.acquired_date) filter (where ${stocked}) as ${as('age_sum')},
      count(*) filter (where ${stocked} and ${day}::date - v.acquired_date > ${AGED_AFTER_DAYS}) as ${as('aged')},
      sum(v.cost_cents::float8) filter (where ${stocked}) as ${as('cost')},
      sum(coalesce(v.list_price_cents, 0)::float8) filter (where ${stocked}) as ${as('list_value')}`;
  };
  const [row = {}] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns(current, 'current')}, ${columns(previous, 'previous')} from vehicles v
      where v.organization_id = ${organizationId} and v.acquired_date <= ${current}::date
        and (v.disposed_on is null or v.disposed_on > ${previous}::date)`,
  );
  const figures = (side: string): StockFigures => ({
    units: Number(row[`${side}_units`] ?? 0),
    ageSum: num(row[`${side}_age_sum`]),
    aged: Number(row[`${side}_aged`] ?? 0),
    cost: num(row[`${side}_cost`]),
    listValue: num(row[`${side}_list_value`]),
  });
  return [figures('current'), figures('previous')];
}

/**
 * Inventory aging over a checked range (src/shared/reports/range.ts): the stock at the end of the
 * range against the end of the previous range, its age buckets and models, the aged list, and the
 * stock at the end of each week. Cost (and what is built on it) is null when withheld from the viewer.
 */
export async function inventoryAgingReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<InventoryAgingReport> {
  const { db, viewer } = options;
  const range = checkedRange(options.range, options.today);
  const scope = inventoryScope(viewer);
  const organizationId = scope.organizationId;
  const previous = previousRange(range);
  const day = range.to;
  const age = sql`(${day}::date - v.acquired_date)`;
  const inStock = sql`v.organization_id = ${organizationId} and ${inStockOn(day)}`;
  const withheld = <T>(value: T): T | null => (scope.canSeeCost ? value : null);

  const [[now, before], bucketRows, modelRows, agedRows, trend] = await Promise.all([
    stockFiguresOn(db, organizationId, [day, previous.to]),
    queryRows<{ bucket: AgeBucketKey; units: number; cost: number | null; list_value: number }>(
      db,
      sql`select ${ageBucketSql(age)} as bucket, count(*)::int as units, sum(v.cost_cents::float8) as cost,
        coalesce(sum(v.list_price_cents::float8), 0) as list_value
        from vehicles v where ${inStock} group by 1`,
    ),
    queryRows<{
      make: string;
      model: string;
      units: number;
      age_sum: number;
      aged: number;
      cost: number | null;
      list_value: number;
    }>(
      db,
      sql`select v.make, v.model, count(*)::int as units, sum(${age})::float8 as age_sum,
        (count(*) filter (where ${age} > ${AGED_AFTER_DAYS}))::int as aged,
        sum(v.cost_cents::float8) as cost, coalesce(sum(v.list_price_cents::float8), 0) as list_value
        from vehicles v where ${inStock} group by v.make, v.model order by units desc, v.make, v.model`,
    ),
    db
      .select()
      .from(vehicles)
      .where(
        sql`${vehicles.organizationId} = ${organizationId} and ${vehicles.acquiredDate} <= ${day}::date - ${AGED_LIST_FROM_DAYS}::int
        and (${vehicles.disposedOn} is null or ${vehicles.disposedOn} > ${day}::date)`,
      )
      .orderBy(vehicles.acquiredDate, vehicles.id)
      .limit(AGED_LIST_LIMIT),
    stockSeries({ db, organizationId, days: weekEnds(range) }),
  ]);

  const byBucket = new Map(bucketRows.map((row) => [row.bucket, row]));
  const figure = (pick: (figures: StockFigures) => number | null) => reportFigure(pick(now), pick(before));
  const meanAge = (figures: StockFigures) => meanOf(figures.ageSum, figures.units);
  return {
    range,
    previousRange: previous,
    unitsInStock: figure((figures) => figures.units),
    averageAgeDays: figure(meanAge),
    agedUnits: figure((figures) => figures.aged),
    costInStockCents: figure((figures) => withheld(figures.cost)),
    listValueInStockCents: figure((figures) => figures.listValue),
    buckets: AGE_BUCKETS.map(({ key }) => {
      const row = byBucket.get(key);
      const units = Number(row?.units ?? 0);
      return {
        bucket: key,
        units,
        unitsShare: shareOf(units, now.units) ?? 0,
        costCents: withheld(row ? num(row.cost) : 0),
        listValueCents: Number(row?.list_value ?? 0),
      };
    }),
    byModel: modelRows.map((row) => ({
      make: row.make,
      model: row.model,
      units: Number(row.units),
      averageAgeDays: meanOf(Number(row.age_sum), Number(row.units)) ?? 0,
      agedUnits: Number(row.aged),
      costCents: withheld(num(row.cost)),
      listValueCents: Number(row.list_value),
    })),
    agedVehicles: agedRows.map((row: VehicleRow) => {
      const vehicle = visibleVehicle(row, scope);
      return {
        vehicle,
        ageDays: daysBetween(row.acquiredDate, day),
        costCents: vehicle.costCents,
        listPriceCents: row.listPriceCents,
      };
    }),
    trend: trend.map((point) => ({ date: point.day, unitsInStock: point.units, agedUnits: point.aged })),
  };
}
