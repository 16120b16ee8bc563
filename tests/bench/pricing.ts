// The pricing phase of `npm run bench`: on PostgreSQL, one organization with 5,000 vehicles in
// stock and a market around their segments (BENCH_PRICING_MARKET_RECORDS, 100,000), then the
// pricing grid's read (`vehiclePricing`) for 1,000 of them (target p95 ≤ 500 ms) and a dry run of
// the whole 5,000-vehicle stock (target p95 ≤ 2 s), timed one after the other in process
// (BENCH_PRICING_REQUESTS each after a warm-up). Run alone with `npx tsx tests/bench/pricing.ts`.
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { generateDemoVehicles } from '../../server/db/demo-vehicles';
import { organizations, users, vehicles } from '../../server/db/schema';
import { insertDemoVehicles } from '../../server/db/seed-inventory';
import { DEMO_HOME_ZIP, generateMarket, insertMarket, type SegmentSeed } from '../../server/db/seed-market';
import { pricingDryRun } from '../../server/services/pricing/dry-run';
import { vehiclePricing } from '../../server/services/pricing/vehicle-pricing';
import { loadViewer } from '../../server/services/users/viewer';
import { todayIso } from '../../src/shared/inventory/vehicle';
import type { InventoryRow } from './inventory';
import { numberFromEnv } from './settings';
import { runAloneOnPostgres } from './postgres';

export type PricingSettings = { records: number; requests: number; warmup: number };
export const PRICING_TARGETS_MS = { grid: 500, dryRun: 2_000 };
const STOCK = 5_000;
const GRID = 1_000;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

async function timed(
  name: string,
  settings: PricingSettings,
  targetP95Ms: number,
  size: number,
  call: () => Promise<void>,
): Promise<InventoryRow> {
  const times: number[] = [];
  let failures = 0;
  let failure: string | undefined;
  for (let index = 0; index < settings.warmup + settings.requests; index += 1) {
    const began = performance.now();
    try {
      await call();
      if (index >= settings.warmup) times.push(performance.now() - began);
    } catch (error) {
      failures += 1;
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  times.sort((a, b) => a - b);
  return {
    query: name,
    database: 'PostgreSQL',
    vehicles: size,
    requests: times.length,
    failures,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: times.at(-1) ?? Number.NaN,
    targetP95Ms,
    failure,
  };
}

/** Seeds a 5,000-vehicle stock and its market on `databaseUrl`, then times the grid and the dry run, checking each answer. */
export async function benchPricing(options: {
  databaseUrl: string;
  settings: PricingSettings;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const { settings } = options;
  const handle = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const today = todayIso();
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Bench Pricing Motors', featureFlags: ['pricing', 'market_pricing_data'] })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        organizationId: organization!.id,
        email: `bench-pricing-${Date.now()}@bench.test`,
        firstName: 'Bench',
        lastName: 'Pricing',
        role: 'OWNER',
        passwordHash: 'x',
      })
      .returning();
    const started = performance.now();
    const stock = generateDemoVehicles({ count: STOCK, seed: 31, today });
    await insertDemoVehicles(db, {
      organizationId: organization!.id,
      userIds: [],
      vehicles: stock,
      withHistory: false,
    });
    // Every vehicle in stock, so the dry run weighs all 5,000.
    await db
      .update(vehicles)
      .set({ status: 'frontline', disposedOn: null })
      .where(eq(vehicles.organizationId, organization!.id));
    const segments: SegmentSeed[] = stock.map((vehicle) => ({
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trims: [vehicle.trim ?? 'Base'],
      mileage: vehicle.mileage,
      priceCents: vehicle.listPriceCents ?? 2_500_000,
    }));
    // The store's own sales are recorded at its home ZIP, which the figures value the stock at.
    await insertMarket(
      db,
      generateMarket({
        organizationId: organization!.id,
        segments,
        count: settings.records,
        seed: 37,
        today,
        homeZip: DEMO_HOME_ZIP,
      }),
    );
    await db.execute(sql`analyze market_records`);
    await db.execute(sql`analyze vehicles`);
    const seeded = `${STOCK.toLocaleString('en-US')} vehicles and ${settings.records.toLocaleString('en-US')} market records seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
    options.log(seeded);
    const viewer = (await loadViewer({ db, userId: user!.id }))!;
    const ids = (
      await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.organizationId, organization!.id))
        .orderBy(vehicles.stockNumber)
        .limit(GRID)
    ).map((row) => row.id);
    let priced = 0;
    const grid = await timed(
      `pricing grid: vehiclePricing of ${GRID.toLocaleString('en-US')} stock vehicles (market figures)`,
      settings,
      PRICING_TARGETS_MS.grid,
      GRID,
      async () => {
        const rows = await vehiclePricing({ db, viewer, vehicleIds: ids, today });
        // A fast wrong answer is a failure: every vehicle back, and most with a market average.
        priced = rows.filter((row) => row.marketAverageCents !== null).length;
        if (rows.length !== GRID || priced < GRID / 2)
          throw new Error(`${rows.length} rows, ${priced} with a market average`);
      },
    );
    options.log(`grid p50 ${grid.p50Ms.toFixed(0)} ms, p95 ${grid.p95Ms.toFixed(0)} ms`);
    let changes = 0;
    const dryRun = await timed(
      `pricing dry run of the whole stock (${STOCK.toLocaleString('en-US')} vehicles, rules)`,
      settings,
      PRICING_TARGETS_MS.dryRun,
      STOCK,
      async () => {
        const run = await pricingDryRun({ db, viewer, method: 'rules', today });
        changes = run.changes.length;
        if (run.changes.length + run.underwater.length + run.unchanged.length !== STOCK || run.changes.length === 0) {
          throw new Error(
            `${run.changes.length} changes, ${run.underwater.length} underwater, ${run.unchanged.length} unchanged`,
          );
        }
      },
    );
    await db.delete(organizations).where(eq(organizations.id, organization!.id));
    return {
      rows: [grid, dryRun],
      note: `Pricing: ${seeded}; ${priced} of ${GRID} grid vehicles had a market average, the dry run proposed ${changes} changes.`,
    };
  } finally {
    await handle.close();
  }
}

/** BENCH_PRICING_MARKET_RECORDS (100,000) and BENCH_PRICING_REQUESTS (20 of each call). */
export const pricingSettings = (): PricingSettings => ({
  records: numberFromEnv('BENCH_PRICING_MARKET_RECORDS', 100_000, 1),
  requests: numberFromEnv('BENCH_PRICING_REQUESTS', 20, 1),
  warmup: 3,
});

await runAloneOnPostgres(import.meta.url, 'pricing', (postgres, log) =>
  benchPricing({ databaseUrl: postgres.url, settings: pricingSettings(), log }),
);
