// The valuations phase of `npm run bench`: 200,000 market records in one organization
// (BENCH_MARKET_RECORDS) around its vehicles' segments, then the appraisal's main read, the four
// valuations with their comparables for one vehicle (`valueVehicle`, which runs the comparables
// query and the book lookup), timed one after the other (BENCH_VALUATION_REQUESTS after a
// warm-up) in process, so the figure is the database work one appraisal costs. Run alone with
// `npx tsx tests/bench/valuations.ts` (PostgreSQL from BENCH_DATABASE_URL or a throwaway cluster).
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { generateDemoVehicles } from '../../server/db/demo-vehicles';
import { organizations, users, wholesaleBookEntries } from '../../server/db/schema';
import {
  DEMO_HOME_ZIP,
  generateBook,
  generateMarket,
  insertMarket,
  type SegmentSeed,
} from '../../server/db/seed-market';
import { loadViewer } from '../../server/services/users/viewer';
import { valueVehicle } from '../../server/services/market/valuations/value-vehicle';
import { todayIso } from '../../src/shared/inventory/vehicle';
import type { InventoryRow } from './inventory';
import { runAloneOnPostgres } from './postgres';

export type ValuationSettings = { records: number; requests: number; warmup: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

/** Seeds the organization's market on `databaseUrl` and times `requests` valuations of its own segments. */
export async function benchValuations(options: {
  databaseUrl: string;
  settings: ValuationSettings;
  targetP95Ms?: number;
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
      .values({ name: 'Bench Market Motors', featureFlags: ['appraisals', 'pricing', 'everything'] })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        organizationId: organization!.id,
        email: `bench-market-${Date.now()}@bench.test`,
        firstName: 'Bench',
        lastName: 'Market',
        role: 'OWNER',
        passwordHash: 'x',
      })
      .returning();
    const segments: SegmentSeed[] = generateDemoVehicles({ count: 400, seed: 11, today }).map((vehicle) => ({
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trims: [vehicle.trim ?? 'Base'],
      mileage: vehicle.mileage,
      priceCents: vehicle.listPriceCents ?? 2_500_000,
    }));
    const started = performance.now();
    await insertMarket(
      db,
      generateMarket({
        organizationId: organization!.id,
        segments,
        count: settings.records,
        seed: 23,
        today,
        homeZip: DEMO_HOME_ZIP,
      }),
    );
    await db.insert(wholesaleBookEntries).values(generateBook(organization!.id, segments, today));
    // What autovacuum does after a bulk insert in a running database (its insert threshold): the
    // statistics, and the visibility map the comparables' index-only scan needs to skip the heap.
    await db.execute(sql`vacuum analyze market_records`);
    const seeded = `${settings.records} market records seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`;
    options.log(seeded);
    const viewer = (await loadViewer({ db, userId: user!.id }))!;
    const times: number[] = [];
    let failures = 0;
    let failure: string | undefined;
    let comparablesSeen = 0;
    for (let index = 0; index < settings.warmup + settings.requests; index += 1) {
      const segment = segments[(index * 7) % segments.length]!;
      const began = performance.now();
      try {
        const answer = await valueVehicle({
          db,
          viewer,
          vehicle: {
            year: segment.year,
            make: segment.make,
            model: segment.model,
            mileage: segment.mileage,
            zip: DEMO_HOME_ZIP,
          },
          today,
        });
        const ms = performance.now() - began;
        // A fast wrong answer is a failure: four sources, and comparables for a segment the market was built around.
        if (answer.valuations.length !== 4 || answer.comparables.length === 0)
          throw new Error(`no comparables for ${segment.year} ${segment.make} ${segment.model}`);
        if (index >= settings.warmup) {
          times.push(ms);
          comparablesSeen += answer.comparables.length;
        }
      } catch (error) {
        failures += 1;
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    times.sort((a, b) => a - b);
    const row: InventoryRow = {
      query: `valuations + comparables (${settings.records.toLocaleString('en-US')} market records, ~${Math.round(comparablesSeen / Math.max(1, times.length))} comparables each)`,
      database: 'PostgreSQL',
      vehicles: settings.records,
      requests: times.length,
      failures,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times.at(-1) ?? Number.NaN,
      targetP95Ms: options.targetP95Ms,
      failure,
    };
    await db.delete(organizations).where(eq(organizations.id, organization!.id));
    return { rows: [row], note: `Valuations: ${seeded}.` };
  } finally {
    await handle.close();
  }
}

await runAloneOnPostgres(import.meta.url, 'valuations', (postgres, log) =>
  benchValuations({
    databaseUrl: postgres.url,
    settings: {
      records: Number(process.env.BENCH_MARKET_RECORDS ?? 200_000),
      requests: Number(process.env.BENCH_VALUATION_REQUESTS ?? 200),
      warmup: 20,
    },
    targetP95Ms: 50,
    log,
  }),
);
