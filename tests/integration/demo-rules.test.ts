// Demo Motors as a first start seeds it, checked against the rules the demo data is generated
// from (docs/metrics.md, "Demo data"): each rule read back from the seeded database (PGlite here,
// PostgreSQL in CI), so a used-car manager's first look finds figures a real store could have.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAttentionQueueDocument } from '../../graphql/generated/operations/GetAttentionQueue';
import { GetMyAttentionCountDocument } from '../../graphql/generated/operations/GetMyAttentionCount';
import { GetReconMetricsDocument } from '../../graphql/generated/operations/GetReconMetrics';
import { GetValuationsDocument } from '../../graphql/generated/operations/GetValuations';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_RULES, demoExpectedMileage } from '../../server/db/demo-vehicles';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

let database: DatabaseHandle;
let graph: InProcessGraph;
const OWNER = 'owner@demo.test';
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const currentYear = new Date().getUTCFullYear();

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

type StockRow = {
  stock_number: string;
  year: number;
  make: string;
  model: string;
  mileage: number;
  list: number;
  cost: number;
  recon: number;
  age: number;
};

/** Demo Motors' stock with a list price and a cost: its recon = the approved repair-order lines (as a sale's gross counts them). */
const stock = () =>
  rows<StockRow>(sql`
    select v.stock_number, v.year, v.make, v.model, v.mileage, v.list_price_cents::float8 list, v.cost_cents::float8 cost,
      coalesce((select sum(l.labor_hundredths::float8 * l.labor_rate_cents / 100 + l.parts_cents + l.sublet_cost_cents)
        from repair_order_lines l join repair_orders o on o.id = l.repair_order_id
        where o.vehicle_id = v.id and l.decision = 'approved'), 0)::float8 recon,
      (current_date - v.acquired_date)::int age
    from vehicles v join organizations g on g.id = v.organization_id
    where g.name = 'Demo Motors' and v.status not in ('sold', 'wholesaled') and v.list_price_cents is not null and v.cost_cents is not null
    order by v.acquired_date, v.stock_number`);

describe("Demo Motors' stock", () => {
  it('is listed above cost (≥ 90 %), front-end gross mostly $1,000–$4,000, a few underwater cars spread over ages', async () => {
    const units = await stock();
    expect(units.length).toBeGreaterThan(150);
    const gross = units.map((unit) => unit.list - unit.cost - unit.recon);
    const aboveCost = units.filter((unit) => unit.list > unit.cost).length / units.length;
    const inBand = gross.filter((value) => value >= 100_000 && value <= 400_000).length / units.length;
    const underwater = units.filter((unit) => unit.list < unit.cost);
    console.info(
      `[demo] ${units.length} units, ${(aboveCost * 100).toFixed(1)} % above cost, ${(inBand * 100).toFixed(1)} % gross $1,000–$4,000, median gross $${Math.round(median(gross) / 100)}, underwater ages ${underwater.map((unit) => unit.age).join(', ')}`,
    );
    expect(aboveCost).toBeGreaterThanOrEqual(DEMO_RULES.minShareAboveCost);
    expect(inBand).toBeGreaterThanOrEqual(DEMO_RULES.minShareGrossInBand);
    // The pricing dry run shows underwater cars: at least two, not only the oldest.
    expect(underwater.length).toBeGreaterThanOrEqual(2);
    const oldestTenth = units.slice(-Math.ceil(units.length / 10));
    expect(oldestTenth.filter((unit) => unit.list < unit.cost).length / oldestTenth.length).toBeLessThanOrEqual(0.2);
    expect(underwater.some((unit) => unit.age < 45)).toBe(true);
  });

  it('has about 12,000 miles a year of age (± 40 %), a current-year car under 8,000', async () => {
    const units = await stock();
    for (const unit of units) {
      const expected = demoExpectedMileage(unit.year, currentYear);
      expect
        .soft(unit.mileage, `${unit.stock_number} (${unit.year})`)
        .toBeGreaterThanOrEqual(Math.floor(expected * 0.6));
      expect.soft(unit.mileage, `${unit.stock_number} (${unit.year})`).toBeLessThanOrEqual(Math.ceil(expected * 1.4));
      if (unit.year >= currentYear) expect.soft(unit.mileage, unit.stock_number).toBeLessThan(8_000);
    }
    expect(units.some((unit) => unit.year === currentYear)).toBe(true);
  });
});

describe("Demo Motors' market", () => {
  const valuations = async (vehicle: { year: number; make: string; model: string; mileage: number }) => {
    const answer = await graph.run(OWNER, GetValuationsDocument, { vehicle: { ...vehicle, condition: 'clean' } });
    expect(answer.errors).toBeUndefined();
    return Object.fromEntries(
      answer.data!.valuations.valuations.map((valuation) => [valuation.source, valuation.valueCents ?? null]),
    );
  };

  it('values a car near what public guides show for its age and miles', async () => {
    // A 2021 CR-V at 42,000 miles (5 years old) retails around $24–26k and brings ~$21–23k at auction.
    const crv = await valuations({ year: currentYear - 5, make: 'Honda', model: 'CR-V', mileage: 42_000 });
    console.info(`[demo] ${currentYear - 5} CR-V 42k: ${JSON.stringify(crv)}`);
    expect(crv.dealer_retail_guide).toBeGreaterThanOrEqual(2_350_000);
    expect(crv.dealer_retail_guide).toBeLessThanOrEqual(2_650_000);
    expect(crv.auction_index).toBeGreaterThanOrEqual(2_050_000);
    expect(crv.auction_index).toBeLessThanOrEqual(2_300_000);
    // A current-year Highlander (~$45k new) with a few thousand miles.
    const highlander = await valuations({ year: currentYear, make: 'Toyota', model: 'Highlander', mileage: 5_000 });
    console.info(`[demo] ${currentYear} Highlander 5k: ${JSON.stringify(highlander)}`);
    expect(highlander.dealer_retail_guide).toBeGreaterThanOrEqual(3_900_000);
    expect(highlander.dealer_retail_guide).toBeLessThanOrEqual(4_600_000);
  });

  it('keeps retail over the auction index by a realistic margin (about 1.1–1.2) for each model year', async () => {
    // Per segment and model year with enough of both: the median retail record over the median auction sale.
    const cohorts = await rows<{ segment_key: string; year: number; ratio: number }>(sql`
      select segment_key, year, ((percentile_cont(0.5) within group (order by price_cents) filter (where channel = 'retail' and source <> 'own_sales'))
        / (percentile_cont(0.5) within group (order by price_cents) filter (where source = 'auction')))::float8 ratio
      from market_records r join organizations g on g.id = r.organization_id
      where g.name = 'Demo Motors' and r.dealer_name is distinct from null
      group by segment_key, year
      having count(*) filter (where source = 'auction') >= 15 and count(*) filter (where channel = 'retail' and source <> 'own_sales') >= 15`);
    expect(cohorts.length).toBeGreaterThan(50);
    const ratios = cohorts.map((cohort) => cohort.ratio);
    console.info(
      `[demo] retail ÷ auction per segment and year (${ratios.length}): median ${median(ratios).toFixed(3)}, ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    );
    expect(median(ratios)).toBeGreaterThanOrEqual(1.1);
    expect(median(ratios)).toBeLessThanOrEqual(1.2);
    expect(ratios.filter((ratio) => ratio >= 1.05 && ratio <= 1.25).length / ratios.length).toBeGreaterThanOrEqual(0.9);
  });

  it("lists the stock near its market: the demo's list prices follow the same curve", async () => {
    const units = await stock();
    const ratios: number[] = [];
    for (const unit of units.filter((_, index) => index % 10 === 0)) {
      const values = await valuations({ year: unit.year, make: unit.make, model: unit.model, mileage: unit.mileage });
      if (values.dealer_retail_guide) ratios.push(unit.list / values.dealer_retail_guide);
    }
    console.info(
      `[demo] list ÷ dealer retail: median ${median(ratios).toFixed(3)}, ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    );
    expect(ratios.length).toBeGreaterThan(10);
    expect(median(ratios)).toBeGreaterThan(0.93);
    expect(median(ratios)).toBeLessThan(1.07);
    expect(ratios.filter((ratio) => ratio >= 0.85 && ratio <= 1.15).length / ratios.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("Demo Motors' recon and queue", () => {
  const month = (back: number) => {
    const now = new Date();
    return {
      from: new Date(now.getTime() - (back + 1) * 30 * 86_400_000).toISOString(),
      to: new Date(now.getTime() - back * 30 * 86_400_000).toISOString(),
    };
  };

  it('has months that differ: median time-to-line 4–9 days, not the same three months running', async () => {
    const medians: number[] = [];
    for (const back of [0, 1, 2]) {
      const answer = await graph.run(OWNER, GetReconMetricsDocument, month(back));
      expect(answer.errors).toBeUndefined();
      medians.push(answer.data!.reconMetrics.medianTimeToLineSeconds! / 86_400);
    }
    console.info(
      `[demo] median time-to-line, this month and the two before: ${medians.map((days) => days.toFixed(2)).join(' / ')}`,
    );
    for (const days of medians) {
      expect(days).toBeGreaterThanOrEqual(4);
      expect(days).toBeLessThanOrEqual(9);
    }
    expect(Math.max(...medians) - Math.min(...medians)).toBeGreaterThanOrEqual(0.5);
  });

  it('has at most 20 % of the cars in recon overdue in their stage', async () => {
    const answer = await graph.run(OWNER, GetReconMetricsDocument, month(0));
    const { vehiclesInRecon, stages } = answer.data!.reconMetrics;
    const overdue = stages.reduce((sum, stage) => sum + stage.overdue, 0);
    console.info(
      `[demo] overdue ${overdue} of ${vehiclesInRecon} in recon: ${stages.map((stage) => `${stage.stage.name} ${stage.overdue}/${stage.vehicles}`).join(', ')}`,
    );
    expect(vehiclesInRecon).toBeGreaterThan(10);
    expect(overdue).toBeGreaterThan(0);
    expect(overdue / vehiclesInRecon).toBeLessThanOrEqual(0.2);
  });

  it('gives the owner at most 30 open needs-attention items on a first start', async () => {
    const answer = await graph.run(OWNER, GetMyAttentionCountDocument, {});
    expect(answer.errors).toBeUndefined();
    const mine = await graph.run(OWNER, GetAttentionQueueDocument, { filter: { mine: true } });
    const byRule = mine.data!.attentionQueue.countsByRule.map((count) => `${count.rule} ${count.open}`).join(', ');
    console.info(`[demo] owner's open items: ${answer.data!.myAttentionCount} (${byRule})`);
    // Every rule that can hold on the demo shows something, so the queue demonstrates itself.
    expect(mine.data!.attentionQueue.countsByRule.filter((count) => count.open > 0).length).toBeGreaterThanOrEqual(4);
    expect(answer.data!.myAttentionCount).toBeGreaterThan(5);
    expect(answer.data!.myAttentionCount).toBeLessThanOrEqual(30);
  });
});
