import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  ACQUISITION_SOURCES,
  AGE_BUCKETS,
  type AcquisitionSource,
  type AgeBucketKey,
} from '../../../src/shared/inventory/vehicle';
import { grossPerUnitCents } from '../../../src/shared/reports/gross';
import {
  previousRange,
  reportFigure,
  trendGrain,
  trendPoints,
  type ReportFigure,
  type ReportRange,
  type ReportRangeInput,
} from '../../../src/shared/reports/range';
import { meanOf } from '../../../src/shared/reports/turn';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { inventoryScope, visibleVehicle, type InventoryScope, type VisibleVehicle } from '../inventory/scope';
import { visibleSale, type VisibleSale } from '../inventory/sales';
import { cursorValue, keysetPager, type Keyset } from '../pagination';
import { approvedReconCostSql } from '../repair-spend';
import { queryRows } from '../query-rows';
import { checkedRange } from './area-report';
import type { Viewer } from '../users/viewer';
import { ageBucketSql } from './stock';

/** Ranges of at most this many days draw their sales trend per day. */
export const SALES_DAILY_UP_TO_DAYS = 31;
export const MAX_SALES_PAGE = 500;

type Money = number | null;
export type SalesReport = {
  range: ReportRange;
  previousRange: ReportRange;
  retailUnits: ReportFigure;
  wholesaleUnits: ReportFigure;
  revenueCents: ReportFigure;
  frontEndGrossCents: ReportFigure;
  retailGrossPerUnitCents: ReportFigure;
  wholesaleGrossPerUnitCents: ReportFigure;
  averageDaysToSale: ReportFigure;
  unpricedSales: number;
  bySource: {
    source: AcquisitionSource;
    retailUnits: number;
    wholesaleUnits: number;
    revenueCents: number;
    frontEndGrossCents: Money;
    grossPerUnitCents: Money;
  }[];
  byAge: {
    bucket: AgeBucketKey;
    retailUnits: number;
    wholesaleUnits: number;
    frontEndGrossCents: Money;
    grossPerUnitCents: Money;
  }[];
  trend: { date: string; retailUnits: number; wholesaleUnits: number; frontEndGrossCents: Money }[];
};
export type SalesPage = {
  nodes: { vehicle: VisibleVehicle; sale: VisibleSale; daysToSale: number }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};

/** Sales of the organization in [from, to] joined to their vehicles (v) and approved recon (r), as `s`. */
function salesIn(organizationId: string, from: string, to: string): SQL {
  const ids = sql`(select vehicle_id from vehicle_sales where organization_id = ${organizationId} and sold_on between ${from}::date and ${to}::date)`;
  return sql`vehicle_sales s join vehicles v on v.id = s.vehicle_id
    left join ${approvedReconCostSql({ organizationId, vehicleIds: ids })} r on r.vehicle_id = s.vehicle_id
    where s.organization_id = ${organizationId} and s.sold_on between ${from}::date and ${to}::date`;
}

// A sale's gross counts when its price and its vehicle's cost are known (src/shared/reports/gross.ts).
const grossable = sql`sale_price_cents is not null and cost_cents is not null`;
const gross = sql`(sale_price_cents - cost_cents - coalesce(recon_cents, 0))`;
// Column names alone: they read the joined sales of salesIn or the rows of a subquery over it.
// Units, revenue, gross (in total, retail, wholesale), days to sale and unpriced sales of a group of sales.
const saleColumns = sql`(count(*) filter (where buyer_type = 'retail'))::int as retail,
  (count(*) filter (where buyer_type = 'wholesale'))::int as wholesale,
  sum(sale_price_cents::float8) as revenue,
  sum(${gross}::float8) filter (where ${grossable}) as gross,
  (count(*) filter (where ${grossable}))::int as grossed,
  sum(${gross}::float8) filter (where ${grossable} and buyer_type = 'retail') as retail_gross,
  (count(*) filter (where ${grossable} and buyer_type = 'retail'))::int as retail_grossed,
  sum(${gross}::float8) filter (where ${grossable} and buyer_type = 'wholesale') as wholesale_gross,
  (count(*) filter (where ${grossable} and buyer_type = 'wholesale'))::int as wholesale_grossed,
  sum((sold_on - acquired_date)::float8) as days_to_sale,
  (count(*) filter (where sale_price_cents is null))::int as unpriced`;

type GroupRow = { retail: number; wholesale: number; revenue: number; gross: number | null; grossed: number };

/**
 * Sales and front-end gross over a checked range against the previous range: units, revenue,
 * gross in total and per unit, days to sale, by acquisition source and age at sale, and a trend.
 * Gross is null for a viewer from whom cost is withheld; sales without a price count as units only.
 */
export async function salesReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<SalesReport> {
  const { db, viewer } = options;
  const range = checkedRange(options.range, options.today);
  const scope = inventoryScope(viewer);
  const organizationId = scope.organizationId;
  const previous = previousRange(range);
  const grain = trendGrain(range, SALES_DAILY_UP_TO_DAYS);
  const point = grain === 'day' ? sql`s.sold_on` : sql`date_trunc('week', s.sold_on)::date`;
  const withheld = (value: Money): Money => (scope.canSeeCost ? value : null);

  // The range's sales are read once (their recon cost summed once) and grouped four ways in one
  // statement: the total, by source, by age bucket and by trend point (`grouping` tells them apart).
  type SideRow = Record<string, number | null>;
  type GroupedRow = SideRow & {
    source: AcquisitionSource | null;
    bucket: AgeBucketKey | null;
    day: string | null;
    grouped: number;
  };
  const [grouped, before] = await Promise.all([
    queryRows<GroupedRow>(
      db,
      sql`select source, bucket, day, grouping(source, bucket, day)::int as grouped, ${saleColumns}
        from (select s.buyer_type, s.sale_price_cents, s.sold_on, v.cost_cents, v.acquired_date, r.recon_cents, v.acquisition_source as source,
            ${ageBucketSql(sql`(s.sold_on - v.acquired_date)`)} as bucket, ${point}::text as day
          from ${salesIn(organizationId, range.from, range.to)}) sales
        group by grouping sets ((), (source), (bucket), (day))`,
    ),
    queryRows<SideRow>(db, sql`select ${saleColumns} from ${salesIn(organizationId, previous.from, previous.to)}`).then(
      (rows) => rows[0] ?? {},
    ),
  ]);
  // grouping(source, bucket, day): 7 for the total, 3 by source, 5 by bucket, 6 by day.
  const current: SideRow = grouped.find((row) => Number(row.grouped) === 7) ?? {};
  const asGroup = (row: GroupedRow): GroupRow => ({
    retail: Number(row.retail ?? 0),
    wholesale: Number(row.wholesale ?? 0),
    revenue: Number(row.revenue ?? 0),
    gross: row.gross ?? null,
    grossed: Number(row.grossed ?? 0),
  });
  const sources = grouped
    .filter((row) => Number(row.grouped) === 3)
    .map((row) => ({ ...asGroup(row), source: row.source! }));
  const ages = grouped
    .filter((row) => Number(row.grouped) === 5)
    .map((row) => ({ ...asGroup(row), bucket: row.bucket! }));
  const trend = grouped.filter((row) => Number(row.grouped) === 6).map((row) => ({ ...asGroup(row), day: row.day! }));

  const n = (value: number | null | undefined): number | null =>
    value === null || value === undefined ? null : Number(value);
  const figure = (pick: (row: Record<string, number | null>) => number | null) =>
    reportFigure(pick(current), pick(before));
  const units = (row: Record<string, number | null>) => Number(row.retail ?? 0) + Number(row.wholesale ?? 0);
  const money = (row: GroupRow | undefined) => ({
    frontEndGrossCents: withheld(n(row?.gross)),
    grossPerUnitCents: withheld(grossPerUnitCents(n(row?.gross), Number(row?.grossed ?? 0))),
  });
  const bySource = new Map(sources.map((row) => [row.source, row]));
  const byAge = new Map(ages.map((row) => [row.bucket, row]));
  const byDay = new Map(trend.map((row) => [row.day, row]));
  return {
    range,
    previousRange: previous,
    retailUnits: figure((row) => Number(row.retail ?? 0)),
    wholesaleUnits: figure((row) => Number(row.wholesale ?? 0)),
    revenueCents: figure((row) => n(row.revenue)),
    frontEndGrossCents: figure((row) => withheld(n(row.gross))),
    retailGrossPerUnitCents: figure((row) =>
      withheld(grossPerUnitCents(n(row.retail_gross), Number(row.retail_grossed ?? 0))),
    ),
    wholesaleGrossPerUnitCents: figure((row) =>
      withheld(grossPerUnitCents(n(row.wholesale_gross), Number(row.wholesale_grossed ?? 0))),
    ),
    averageDaysToSale: figure((row) => meanOf(n(row.days_to_sale), units(row))),
    unpricedSales: Number(current.unpriced ?? 0),
    bySource: ACQUISITION_SOURCES.filter((source) => bySource.has(source)).map((source) => {
      const row = bySource.get(source)!;
      return {
        source,
        retailUnits: Number(row.retail),
        wholesaleUnits: Number(row.wholesale),
        revenueCents: Number(row.revenue),
        ...money(row),
      };
    }),
    byAge: AGE_BUCKETS.map(({ key }) => {
      const row = byAge.get(key);
      return {
        bucket: key,
        retailUnits: Number(row?.retail ?? 0),
        wholesaleUnits: Number(row?.wholesale ?? 0),
        ...money(row),
      };
    }),
    trend: trendPoints(range, grain).map((date) => {
      const row = byDay.get(date);
      return {
        date,
        retailUnits: Number(row?.retail ?? 0),
        wholesaleUnits: Number(row?.wholesale ?? 0),
        frontEndGrossCents: withheld(n(row?.gross)),
      };
    }),
  };
}

type SaleRow = {
  vehicle_id: string;
  sold_on: string;
  buyer_type: 'retail' | 'wholesale';
  sale_price_cents: number | null;
  recon_cents: number | null;
  recorded_ms: number;
  recorded_by: string | null;
  recorded_by_name: string | null;
  days_to_sale: number;
};

// Newest first: by day, then vehicle id (a vehicle is sold once).
const NEWEST_SALES_FIRST: Keyset<SaleRow> = {
  keys: [
    { by: sql`s.sold_on`, direction: 'DESC', of: (row) => row.sold_on, accepts: cursorValue.date, cast: 'date' },
    {
      by: sql`s.vehicle_id`,
      direction: 'DESC',
      of: (row) => row.vehicle_id,
      accepts: (id) => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id),
      cast: 'uuid',
    },
  ],
};

/** The range's sales, newest first (by day, then vehicle id), `first` at a time after the cursor `after`. */
export async function listSales(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  first: number;
  after?: string | null;
  today?: string;
}): Promise<SalesPage> {
  const { db, viewer } = options;
  const range = checkedRange(options.range, options.today);
  const scope: InventoryScope = inventoryScope(viewer);
  const pager = keysetPager(NEWEST_SALES_FIRST, { first: options.first, max: MAX_SALES_PAGE });
  const position = pager.after(options.after || null) ?? sql`true`;
  const inRange = salesIn(scope.organizationId, range.from, range.to);
  const [rows, total] = await Promise.all([
    queryRows<SaleRow>(
      db,
      sql`select s.vehicle_id, s.sold_on::text as sold_on, s.buyer_type, s.sale_price_cents, r.recon_cents, (extract(epoch from s.recorded_at) * 1000)::float8 as recorded_ms,
          s.recorded_by_user_id as recorded_by, (select u.first_name || ' ' || u.last_name from users u where u.id = s.recorded_by_user_id) as recorded_by_name,
          (s.sold_on - v.acquired_date)::int as days_to_sale
        from ${inRange} and ${position} order by ${sql.join(pager.orderBy, sql`, `)} limit ${pager.limit}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from vehicle_sales s where s.organization_id = ${scope.organizationId} and s.sold_on between ${range.from}::date and ${range.to}::date`,
    ),
  ]);
  const { edges, pageInfo } = pager.connection(rows);
  const page = edges.map((edge) => edge.node);
  const vehicleRows =
    page.length === 0
      ? []
      : await db
          .select()
          .from(vehicles)
          .where(
            inArray(
              vehicles.id,
              page.map((row) => row.vehicle_id),
            ),
          );
  const vehicleOf = new Map(vehicleRows.map((row) => [row.id, visibleVehicle(row, scope)]));
  const nodes = page.map((row) => {
    const vehicle = vehicleOf.get(row.vehicle_id)!;
    const sale = {
      vehicleId: row.vehicle_id,
      buyerType: row.buyer_type,
      soldOn: row.sold_on,
      salePriceCents: row.sale_price_cents === null ? null : Number(row.sale_price_cents),
      reconCostCents: Number(row.recon_cents ?? 0),
      recordedAt: new Date(Number(row.recorded_ms)),
      recordedBy: row.recorded_by && row.recorded_by_name ? { id: row.recorded_by, name: row.recorded_by_name } : null,
    };
    return { vehicle, sale: visibleSale(sale, vehicle), daysToSale: Number(row.days_to_sale) };
  });
  return {
    nodes,
    pageInfo,
    totalCount: Number(total[0]?.count ?? 0),
  };
}
