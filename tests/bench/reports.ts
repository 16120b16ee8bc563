// The reports phase of `npm run bench` (BENCH_ONLY=reports): on PostgreSQL, a store with two years
// of data (report-data.ts: 1,000 vehicles in stock, 12,000 sold, recon, appraisals, market) beside a
// rival store, then each of the seven reports over the two years and over the last 30 days
// (p95 ≤ 200 ms) and the needs-attention queue (p95 ≤ 100 ms), called through their services in
// process one after the other (as the recon phase does), each answer checked against counts taken
// from the generator's plan (report-expected.ts). BENCH_REPORT_REQUESTS (30) calls each after a
// warm-up. Run alone with `npx tsx tests/bench/reports.ts`.
import { availableParallelism, loadavg } from 'node:os';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { attentionQueue } from '../../server/services/needs-attention/queue';
import { inventoryAgingReport } from '../../server/services/reports/aging';
import { appraisalReport } from '../../server/services/reports/appraisals';
import { marketReport } from '../../server/services/reports/market';
import { pricingReport } from '../../server/services/reports/pricing';
import { reconReport } from '../../server/services/reports/recon';
import { salesReport } from '../../server/services/reports/sales';
import { turnReport } from '../../server/services/reports/turn';
import { loadViewer, type Viewer } from '../../server/services/users/viewer';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import type { AttentionRule } from '../../src/shared/needs-attention/rules';
import { previousRange, reportRange, type ReportRange } from '../../src/shared/reports/range';
import type { Database } from '../../server/db/client';
import type { InventoryRow } from './inventory';
import { measureSequential, type TimedSample } from './measure';
import { readCpuSeconds } from './proc-stats';
import { createDatabase } from './recon';
import { REPORT_DATA_DAYS, seedReportData, type DataSize, type StorePlan } from './report-data';
import {
  expectedAppraisals,
  expectedAttention,
  expectedFrontLined,
  expectedPriceChanges,
  expectedSales,
  expectedStock,
} from './report-expected';
import { numberFromEnv } from './settings';
import { runAloneOnPostgres } from './postgres';

/** The issue's promise on PostgreSQL: each report p95 ≤ 200 ms, the needs-attention queue ≤ 100 ms. */
export const REPORT_TARGETS_MS = { report: 200, queue: 100 } as const;

export type ReportSettings = { requests: number; warmup: number; size: DataSize };

/** BENCH_REPORT_REQUESTS (30 calls of each), BENCH_REPORT_STOCK (1,000) and BENCH_REPORT_SOLD (12,000). */
export const reportSettings = (): ReportSettings => ({
  requests: numberFromEnv('BENCH_REPORT_REQUESTS', 30, 1),
  warmup: 3,
  size: {
    stock: numberFromEnv('BENCH_REPORT_STOCK', 1_000, 1),
    sold: numberFromEnv('BENCH_REPORT_SOLD', 12_000, 1),
    appraisals: numberFromEnv('BENCH_REPORT_APPRAISALS', 5_000, 1),
    marketRecords: numberFromEnv('BENCH_REPORT_MARKET_RECORDS', 60_000, 1),
  },
});

type Context = { db: Database; viewer: Viewer; plan: StorePlan; today: string; now: number };
/** One report: its call, and what is wrong with its answer (undefined when right). */
type ReportCase = { name: string; call: (context: Context, range: ReportRange) => Promise<string | undefined> };

/** `actual` is `expected`, else a sentence saying which figure is off. */
const same = (what: string, actual: unknown, expected: unknown): string | undefined =>
  actual === expected ? undefined : `${what} ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
/** Shares, which the graph gives to four decimals. */
const near = (what: string, actual: number | null, expected: number): string | undefined =>
  actual !== null && Math.abs(actual - expected) <= 0.00005 ? undefined : `${what} ${actual}, expected ${expected}`;
const first = (...problems: (string | undefined)[]) => problems.find(Boolean);

const REPORTS: ReportCase[] = [
  {
    name: 'inventoryAgingReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await inventoryAgingReport({ db, viewer, range });
      const stock = expectedStock(plan, range.to);
      return first(
        same('units in stock', report.unitsInStock.current, stock.units),
        same('aged units', report.agedUnits.current, stock.agedUnits),
        same('aged vehicles listed', report.agedVehicles.length, Math.min(500, stock.agedList45)),
      );
    },
  },
  {
    name: 'turnReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await turnReport({ db, viewer, range });
      const sales = expectedSales(plan, range);
      return first(
        same('retail units', report.retailUnits.current, sales.retailUnits),
        same('wholesale units', report.wholesaleUnits.current, sales.wholesaleUnits),
        same(
          'previous retail units',
          report.retailUnits.previous,
          expectedSales(plan, previousRange(range)).retailUnits,
        ),
        same('units in stock', report.unitsInStock.current, expectedStock(plan, range.to).units),
        near(
          'sold-under-30-days share',
          report.soldUnder30DaysShare.current,
          sales.soldUnder30Days / sales.retailUnits,
        ),
      );
    },
  },
  {
    name: 'reconReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await reconReport({ db, viewer, range });
      return first(
        same('unavailable', report.unavailable ?? null, null),
        same('front-lined', report.frontLined.current, expectedFrontLined(plan, range)),
      );
    },
  },
  {
    name: 'appraisalReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await appraisalReport({ db, viewer, range });
      const expected = expectedAppraisals(plan, range);
      return first(
        same('unavailable', report.unavailable ?? null, null),
        same('made', report.made.current, expected.made),
        same('won', report.won.current, expected.won),
        same('lost', report.lost.current, expected.lost),
      );
    },
  },
  {
    name: 'pricingReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await pricingReport({ db, viewer, range });
      const expected = expectedPriceChanges(plan, range);
      return first(
        same('unavailable', report.unavailable ?? null, null),
        same('price changes', report.priceChanges.current, expected.repricings),
        same('reductions', report.priceReductions.current, expected.reductions),
      );
    },
  },
  {
    name: 'salesReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await salesReport({ db, viewer, range });
      const expected = expectedSales(plan, range);
      return first(
        same('retail units', report.retailUnits.current, expected.retailUnits),
        same('wholesale units', report.wholesaleUnits.current, expected.wholesaleUnits),
        same('revenue', report.revenueCents.current, expected.revenueCents),
        same('unpriced sales', report.unpricedSales, expected.unpricedSales),
        same('front-end gross', report.frontEndGrossCents.current, expected.frontEndGrossCents),
      );
    },
  },
  {
    name: 'marketReport',
    call: async ({ db, viewer, plan }, range) => {
      const report = await marketReport({ db, viewer, range });
      const stock = plan.vehicles.filter(
        (vehicle) => vehicle.acquiredOn <= range.to && (vehicle.soldOn === null || vehicle.soldOn > range.to),
      );
      const segments = new Set(stock.map((vehicle) => `${vehicle.make}|${vehicle.model}`)).size;
      return first(
        same('unavailable', report.unavailable ?? null, null),
        same('segments', report.segments.length, Math.min(200, segments)),
        // Every unit in stock is in one of its segments while they all fit in the list.
        segments <= 200
          ? same(
              'store units over the segments',
              report.segments.reduce((sum, row) => sum + row.storeUnits, 0),
              stock.length,
            )
          : undefined,
        (report.marketSupply.current ?? 0) > 0
          ? undefined
          : `market supply ${report.marketSupply.current}, expected listings`,
      );
    },
  },
];

const QUEUE_RULES: AttentionRule[] = [
  'vehicle_aging_45',
  'vehicle_aging_60',
  'recon_stage_overdue',
  'repair_order_waiting',
  'appraisal_without_outcome',
];

async function queueProblem({ db, viewer, plan, today, now }: Context): Promise<string | undefined> {
  const queue = await attentionQueue({ db, viewer, now: new Date(now) });
  const expected = expectedAttention(plan, now, today);
  const open = new Map(queue.countsByRule.map((row) => [row.rule, row.open]));
  return first(...QUEUE_RULES.map((rule) => same(`open ${rule} items`, open.get(rule) ?? 0, expected[rule])));
}

/**
 * Times one call and counts the CPU it used in this process and in PostgreSQL's processes: on a
 * busy shared machine the wall-clock time mostly measures the queue for a core, the CPU time what
 * the call itself costs (what it would take, at most, on an idle machine).
 */
function meter(databasePids: () => number[]) {
  const databaseCpu = () => new Map(databasePids().map((pid) => [pid, (readCpuSeconds(pid) ?? 0) * 1000]));
  // A backend that ends during the call takes its time with it (counted short, never negative).
  const spentSince = (before: Map<number, number>) =>
    [...databaseCpu()].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
  const cpu = { calls: 0, nodeMs: 0, databaseMs: 0 };
  const timed = async (work: () => Promise<string | undefined>): Promise<TimedSample> => {
    const started = performance.now();
    const nodeBefore = process.cpuUsage();
    const databaseBefore = databaseCpu();
    let problem: string | undefined;
    try {
      problem = await work();
    } catch (error) {
      problem = (error as Error).message;
    }
    const ms = performance.now() - started;
    const node = process.cpuUsage(nodeBefore);
    cpu.calls += 1;
    cpu.nodeMs += (node.user + node.system) / 1000;
    cpu.databaseMs += spentSince(databaseBefore);
    return { ms, problem };
  };
  const perCall = () => `${(cpu.nodeMs / cpu.calls).toFixed(0)} + ${(cpu.databaseMs / cpu.calls).toFixed(0)}`;
  return { timed, perCall };
}

/** Seeds the data set on a new database of the PostgreSQL server at `serverUrl` (dropped after) and measures every report and the queue. */
export async function benchReports(options: {
  serverUrl: string;
  /** The PostgreSQL server's processes (when it runs here), for the CPU each call costs there. */
  databasePids?: () => number[];
  settings: ReportSettings;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const { settings } = options;
  const database = await createDatabase(options.serverUrl, 'reports');
  const handle = await openDatabase({ url: database.url, poolSize: 5 });
  try {
    await migrateDatabase(handle);
    const now = Date.now();
    const today = todayIso(new Date(now));
    const started = performance.now();
    const plan = await seedReportData(handle.db, { size: settings.size, today, now });
    const sold = plan.vehicles.filter((vehicle) => vehicle.soldOn).length;
    const seeded =
      `${(plan.vehicles.length - sold).toLocaleString('en-US')} vehicles in stock, ${sold.toLocaleString('en-US')} sold over ${REPORT_DATA_DAYS} days, ` +
      `${plan.appraisals.length.toLocaleString('en-US')} appraisals and ${settings.size.marketRecords.toLocaleString('en-US')} market records (and a rival store) seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
    options.log(seeded);
    const context: Context = {
      db: handle.db,
      viewer: (await loadViewer({ db: handle.db, userId: plan.userIds[0]! }))!,
      plan,
      today,
      now,
    };
    const ranges = [
      { label: 'two years', range: reportRange(shiftDate(today, REPORT_DATA_DAYS - 1), today) },
      { label: '30 days', range: reportRange(shiftDate(today, 29), today) },
    ];
    const row = (
      query: string,
      targetP95Ms: number,
      measured: Awaited<ReturnType<typeof measureSequential>>,
    ): InventoryRow => ({
      query,
      database: 'PostgreSQL',
      vehicles: plan.vehicles.length,
      targetP95Ms,
      ...measured,
    });
    const rows: InventoryRow[] = [];
    const cpu: string[] = [];
    const measure = async (name: string, targetP95Ms: number, call: () => Promise<string | undefined>) => {
      const { timed, perCall } = meter(options.databasePids ?? (() => []));
      // Warm-up calls are metered too: their share of the CPU is the same work.
      const measured = await measureSequential(settings, () => timed(call));
      rows.push(row(name, targetP95Ms, measured));
      cpu.push(`${name} ${perCall()}`);
      options.log(
        `${name}: p50 ${measured.p50Ms.toFixed(0)} ms, p95 ${measured.p95Ms.toFixed(0)} ms, CPU per call ${perCall()} ms${measured.failure ? ` (${measured.failure})` : ''}`,
      );
    };
    for (const report of REPORTS) {
      for (const { label, range } of ranges)
        await measure(`${report.name} over ${label}`, REPORT_TARGETS_MS.report, () => report.call(context, range));
    }
    await measure('attentionQueue (owner, every rule)', REPORT_TARGETS_MS.queue, () => queueProblem(context));
    const load = loadavg()[0]!.toFixed(1);
    return {
      rows,
      note:
        `Reports on PostgreSQL: ${seeded}; service calls in-process, one at a time, each answer checked against the generator's counts. ` +
        `Load average ${load} on ${availableParallelism()} cores at the end; CPU per call, ms (this process + PostgreSQL${options.databasePids ? '' : ': not measured, remote server'}): ${cpu.join('; ')}.`,
    };
  } finally {
    await handle.close();
    await database.drop();
  }
}

await runAloneOnPostgres(import.meta.url, 'reports', (postgres, log) =>
  benchReports({ serverUrl: postgres.url, databasePids: postgres.pids, settings: reportSettings(), log }),
);
