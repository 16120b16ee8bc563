import { sql, type SQL } from 'drizzle-orm';
import { AGE_BUCKETS, AGED_AFTER_DAYS, DISPOSED_STATUSES } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { queryRows } from '../query-rows';

// What the inventory reports share: which vehicles were in stock
// on a day. A vehicle is in stock on day D when acquired on or before D and not disposed of
// (sold, wholesaled) by then: `acquired_date <= D and (disposed_on is null or disposed_on > D)`.

/** A list of days as a SQL `date[]`. */
export const dateArray = (days: readonly string[]): SQL =>
  sql`array[${sql.join(
    days.map((day) => sql`${day}`),
    sql`, `,
  )}]::date[]`;

const disposed = sql.raw(`('${DISPOSED_STATUSES.join("', '")}')`);

/** The condition "in stock on `day`" over `vehicles` aliased `v`. */
export const inStockOn = (day: string): SQL =>
  sql`(v.acquired_date <= ${day}::date and (v.disposed_on is null or v.disposed_on > ${day}::date))`;

/** A vehicle's age bucket on `day` in SQL (AGE_BUCKETS' keys), over `vehicles` aliased `v`. */
export function ageBucketSql(age: SQL): SQL {
  const cases = AGE_BUCKETS.filter((bucket) => bucket.maxDays !== null).map(
    (bucket) => sql`when ${age} <= ${bucket.maxDays} then ${bucket.key}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} else ${AGE_BUCKETS.at(-1)!.key} end)`;
}

export type StockPoint = { day: string; units: number; aged: number };

/**
 * Units in stock and aged units (older than AGED_AFTER_DAYS) at the end of each of `days`
 * (ascending), from the stock on the first day and the day-by-day arrivals and departures after
 * it: a handful of index range scans, whatever the number of days.
 */
export async function stockSeries(options: {
  db: Database;
  organizationId: string;
  days: readonly string[];
}): Promise<StockPoint[]> {
  const { db, organizationId, days } = options;
  if (days.length === 0) return [];
  const first = days[0]!;
  const last = days.at(-1)!;
  const agedFrom = AGED_AFTER_DAYS + 1; // aged from the day its age passes 60
  const rows = await queryRows<StockPoint>(
    db,
    sql`with events as (
      select v.acquired_date as day, 1 as units, 0 as aged from vehicles v
        where v.organization_id = ${organizationId} and v.acquired_date > ${first}::date and v.acquired_date <= ${last}::date
          and (v.disposed_on is null or v.disposed_on > v.acquired_date)
      union all
      select v.disposed_on, -1, 0 from vehicles v
        where v.organization_id = ${organizationId} and v.status in ${disposed} and v.disposed_on > ${first}::date and v.disposed_on <= ${last}::date
          and v.disposed_on > v.acquired_date
      union all
      select v.acquired_date + ${agedFrom}::int, 0, 1 from vehicles v
        where v.organization_id = ${organizationId} and v.acquired_date > ${first}::date - ${agedFrom}::int and v.acquired_date <= ${last}::date - ${agedFrom}::int
          and (v.disposed_on is null or v.disposed_on > v.acquired_date + ${agedFrom}::int)
      union all
      select v.disposed_on, 0, -1 from vehicles v
        where v.organization_id = ${organizationId} and v.status in ${disposed} and v.disposed_on > ${first}::date and v.disposed_on <= ${last}::date
          and v.disposed_on > v.acquired_date + ${agedFrom}::int
    ),
    per_day as (select day, sum(units) as units, sum(aged) as aged from events group by day),
    base as (
      select count(*) as units, count(*) filter (where v.acquired_date <= ${first}::date - ${agedFrom}::int) as aged
      from vehicles v where v.organization_id = ${organizationId} and ${inStockOn(first)}
    ),
    points as (select unnest(${dateArray(days)}) as day)
    select points.day::text as day,
      (base.units + coalesce(sum(per_day.units), 0))::int as units,
      (base.aged + coalesce(sum(per_day.aged), 0))::int as aged
    from points cross join base left join per_day on per_day.day <= points.day
    group by points.day, base.units, base.aged
    order by points.day`,
  );
  return rows.map((row) => ({ day: row.day, units: Number(row.units), aged: Number(row.aged) }));
}

/**
 * The sum over the days of [from, to] of the units in stock each day (the average stock is this
 * ÷ the days): each vehicle counts the days of the range it spent in stock.
 */
export function stockDaysSql(from: string, to: string): SQL {
  return sql`coalesce(sum(greatest(0, least(coalesce(v.disposed_on, ${to}::date + 1), ${to}::date + 1) - greatest(v.acquired_date, ${from}::date))), 0)::float8`;
}
