// The agent phase of `npm run bench` (issue 19): on PostgreSQL, one organization whose agent works
// a territory of 300 dealers around Austin, with market records naming them in their ZIPs
// (BENCH_AGENT_MARKET_RECORDS, 30,000), then, timed one after the other in process
// (BENCH_AGENT_REQUESTS each after a warm-up): `planRoute` through its service for 12 listed
// dealers (the exact planner) and for 50 (the heuristic), target p95 ≤ 200 ms each, and the
// territory insights screen's read (`territoryInsights` and the 300 dealers' market figures, as
// the graph's Dealer.market batches them), target p95 ≤ 100 ms.
// Run alone with `npx tsx tests/bench/agent.ts`.
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/client';
import { generateDemoVehicles } from '../../server/db/demo-vehicles';
import { dealers, organizations, territories, users } from '../../server/db/schema';
import { generateMarket, insertMarket, type SegmentSeed } from '../../server/db/seed-market';
import { unsafeDealerMarketInsights } from '../../server/services/agent/market-insight';
import { planAgentRoute } from '../../server/services/agent/route';
import { territoryInsights } from '../../server/services/agent/territory-insights';
import { loadViewer, type Viewer } from '../../server/services/users/viewer';
import { DEALER_PRIORITIES } from '../../src/shared/agent/cadence';
import { normaliseDealerName } from '../../src/shared/agent/dealer-name';
import { todayIso } from '../../src/shared/inventory/vehicle';
import type { InventoryRow } from './inventory';
import { numberFromEnv } from './settings';
import { runAloneOnPostgres } from './postgres';

export type AgentBenchSettings = { requests: number; warmup: number; marketRecords: number };
export const AGENT_TARGETS_MS = { route: 200, insights: 100 };
const DEALERS = 300;
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
// Austin ZIPs the dealers spread over (a dealer's figures come from records in its own ZIP).
const ZIPS = [
  '78701',
  '78702',
  '78703',
  '78704',
  '78705',
  '78721',
  '78722',
  '78723',
  '78741',
  '78745',
  '78751',
  '78756',
];

export const agentBenchSettings = (): AgentBenchSettings => ({
  requests: numberFromEnv('BENCH_AGENT_REQUESTS', 50, 1),
  warmup: 10,
  marketRecords: numberFromEnv('BENCH_AGENT_MARKET_RECORDS', 30_000, 1),
});

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

async function timed(
  name: string,
  settings: AgentBenchSettings,
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

/** A deterministic spread of points within about 20 miles of downtown Austin (a golden-angle spiral). */
function dealerPoint(index: number) {
  const radius = 0.3 * Math.sqrt((index + 0.5) / DEALERS);
  const angle = index * 2.399963;
  return {
    latitude: AUSTIN.latitude + radius * Math.sin(angle),
    longitude: AUSTIN.longitude + radius * Math.cos(angle),
  };
}

/**
 * The bench organization: an agent, their territory and its 300 dealers (visited a week ago, so
 * none is due), and `marketRecords` market records, each naming one of the dealers in its ZIP.
 */
export async function seedAgentBench(
  db: Database,
  marketRecords: number,
): Promise<{ organizationId: string; viewer: Viewer; dealerIds: string[] }> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Bench Agent Motors', featureFlags: ['territory_insights', 'everything'] })
    .returning();
  const [agent] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      email: `bench-agent-${Date.now()}@bench.test`,
      firstName: 'Bench',
      lastName: 'Agent',
      role: 'EDITOR',
      type: 'agent',
      passwordHash: 'x',
    })
    .returning();
  const [territory] = await db
    .insert(territories)
    .values({
      organizationId: organization!.id,
      name: 'Bench Austin',
      postalCodes: [],
      agentUserId: agent!.id,
      centerLatitude: AUSTIN.latitude,
      centerLongitude: AUSTIN.longitude,
      radiusMiles: 25,
    })
    .returning();
  const lastVisitAt = new Date(Date.now() - 7 * 86_400_000);
  const rows = await db
    .insert(dealers)
    .values(
      Array.from({ length: DEALERS }, (_, index) => {
        const name = `Bench Dealer ${String(index + 1).padStart(3, '0')}`;
        return {
          organizationId: organization!.id,
          territoryId: territory!.id,
          name,
          matchName: normaliseDealerName(name),
          zip: ZIPS[index % ZIPS.length]!,
          ...dealerPoint(index),
          priority: DEALER_PRIORITIES[index % 3]!,
          lastVisitAt,
        };
      }),
    )
    .returning({ id: dealers.id, name: dealers.name, zip: dealers.zip });
  const today = todayIso();
  const segments: SegmentSeed[] = generateDemoVehicles({ count: 200, seed: 41, today }).map((vehicle) => ({
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trims: [vehicle.trim ?? 'Base'],
    mileage: vehicle.mileage,
    priceCents: vehicle.listPriceCents ?? 2_500_000,
  }));
  const market = generateMarket({
    organizationId: organization!.id,
    segments,
    count: marketRecords,
    seed: 43,
    today,
    homeZip: ZIPS[0]!,
  }).map((record, index) => {
    const dealer = rows[(index * 7) % rows.length]!;
    return { ...record, dealerName: dealer.name.toUpperCase(), zip: dealer.zip };
  });
  await insertMarket(db, market);
  await db.execute(sql`vacuum analyze market_records`);
  const viewer = (await loadViewer({ db, userId: agent!.id }))!;
  return { organizationId: organization!.id, viewer, dealerIds: rows.map((row) => row.id) };
}

/** Seeds the agent's territory on `databaseUrl` and times the two route plans, checking each answer. */
export async function benchAgent(options: {
  databaseUrl: string;
  settings: AgentBenchSettings;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const { settings } = options;
  const handle = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const started = performance.now();
    const { organizationId, viewer, dealerIds } = await seedAgentBench(db, settings.marketRecords);
    const seeded = `${DEALERS} dealers and ${settings.marketRecords.toLocaleString('en-US')} market records seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
    options.log(seeded);
    const plan = (size: number, method: 'exact' | 'heuristic') => async () => {
      const route = await planAgentRoute({
        db,
        viewer,
        input: {
          day: todayIso(),
          start: AUSTIN,
          startMinute: 0,
          endMinute: 1440,
          maxStops: size,
          onlyThese: true,
          stops: dealerIds
            .slice(0, size * 5)
            .filter((_, index) => index % 5 === 0)
            .map((dealerId) => ({ dealerId, visitMinutes: 10 })),
        },
      });
      // A fast wrong answer is a failure: every stop served, by the planner the size calls for.
      if (route.method !== method || route.legs.length !== size)
        throw new Error(`planned ${route.legs.length} of ${size} stops (${route.method})`);
    };
    const rows = [
      await timed('planRoute 12 stops (exact)', settings, AGENT_TARGETS_MS.route, 12, plan(12, 'exact')),
      await timed('planRoute 50 stops (heuristic)', settings, AGENT_TARGETS_MS.route, 50, plan(50, 'heuristic')),
      await timed(`territory insights ${DEALERS} dealers`, settings, AGENT_TARGETS_MS.insights, DEALERS, async () => {
        const [entry] = await territoryInsights({ db, viewer });
        const figures = await unsafeDealerMarketInsights({ db, viewer, dealers: entry!.dealers });
        // Every dealer has records naming it (upper-cased, as listings spell names): a miss is a wrong answer.
        if (entry!.dealers.length !== DEALERS || figures.some((figure) => figure === null))
          throw new Error(`${figures.filter((figure) => figure === null).length} dealers without market figures`);
      }),
    ];
    await db.delete(organizations).where(eq(organizations.id, organizationId));
    return {
      rows,
      note: `Agent: ${seeded}; route plans through the planRoute service (dealers read from the database, GPX and ICS built); territory insights = territoryInsights + the dealers' market figures in one batch, as one graph request reads them.`,
    };
  } finally {
    await handle.close();
  }
}

await runAloneOnPostgres(import.meta.url, 'agent', (postgres, log) =>
  benchAgent({ databaseUrl: postgres.url, settings: agentBenchSettings(), log }),
);
