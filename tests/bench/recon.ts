// The recon phase of `npm run bench`: one organization with 5,000 vehicles and a year of recon
// events (3,000 sold after reaching the front line over the year, 2,000 in recon now), then the
// board (2,000 cards with their figures), the figures over a year, and moves, each timed one after
// the other as the service runs them in the app (database and figures, without HTTP).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { insertDemoVehicles } from '../../server/db/seed-inventory';
import { generateDemoVehicles } from '../../server/db/demo-vehicles';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { organizations, reconEvents, reconVehicles, users, vehicles } from '../../server/db/schema';
import { listReconBoard } from '../../server/services/recon/board';
import { reconMetrics } from '../../server/services/recon/metrics';
import { moveReconVehicle } from '../../server/services/recon/move-vehicle';
import { rebuildTimelines } from '../../server/services/recon/timelines';
import { loadWorkflow, type ReconStage } from '../../server/services/recon/workflow';
import { loadViewer, type Viewer } from '../../server/services/users/viewer';
import { todayIso } from '../../src/shared/inventory/vehicle';
import { activeStages } from '../../src/shared/recon/workflow';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { InventoryRow } from './inventory';
import { measureSequential, type SequentialResult, type TimedSample } from './measure';

export const RECON_BENCH = { inRecon: 2_000, lined: 3_000 } as const;
/** The product's promise on PostgreSQL (issue 16, tightened by issue 36): board and figures p95 ≤ 25 ms, a move ≤ 30 ms. */
const TARGETS = { board: 25, metrics: 25, move: 30 } as const;
const DAY_MS = 24 * 3600_000;
const CHUNK = 1_000;

export type ReconSettings = { requests: number; warmup: number };

/** A fresh database of its own for a phase on the bench's PostgreSQL server. */
export async function createDatabase(
  serverUrl: string,
  phase = 'recon',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lotwise_bench_${phase}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The organization, its owner, 5,000 vehicles and their recon events and positions. */
async function seed(
  handle: DatabaseHandle,
  now: number,
): Promise<{ viewer: Viewer; stages: ReconStage[]; inRecon: string[] }> {
  const { db } = handle;
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Recon Bench Motors', featureFlags: ['recon'] })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      email: 'owner@recon-bench.test',
      firstName: 'Bench',
      lastName: 'Owner',
      type: 'user',
      role: 'OWNER',
      passwordHash: 'x',
    })
    .returning();
  const total = RECON_BENCH.inRecon + RECON_BENCH.lined;
  const generated = generateDemoVehicles({ count: total, seed: 16, today: todayIso(new Date(now)) }).map(
    (vehicle, index) => ({
      ...vehicle,
      status: index < RECON_BENCH.inRecon ? ('in_recon' as const) : ('sold' as const),
    }),
  );
  await insertDemoVehicles(db, {
    organizationId: organization!.id,
    userIds: [owner!.id],
    vehicles: generated,
    withHistory: false,
  });
  // In-recon vehicles first (the order the numbers above gave them).
  const ids = (
    await db
      .select({ id: vehicles.id, status: vehicles.status })
      .from(vehicles)
      .where(eq(vehicles.organizationId, organization!.id))
      .orderBy(desc(eq(vehicles.status, 'in_recon')), asc(vehicles.stockNumber))
  ).map((row) => row.id);
  const stages = activeStages((await loadWorkflow({ db, organizationId: organization!.id })).stages);
  const events: (typeof reconEvents.$inferInsert)[] = [];
  const positions: (typeof reconVehicles.$inferInsert)[] = [];
  ids.forEach((vehicleId, index) => {
    const lined = index >= RECON_BENCH.inRecon;
    // In recon: up to the stage its number gives, over the last days; lined: all stages over a week, spread over the year.
    const last = lined ? stages.length - 1 : 1 + (index % (stages.length - 2));
    const start = lined
      ? now - 365 * DAY_MS + ((index - RECON_BENCH.inRecon) / RECON_BENCH.lined) * 355 * DAY_MS
      : now - (2 + (index % 9)) * DAY_MS;
    const step = lined ? DAY_MS : (now - start) / (last + 2);
    for (let stage = 0; stage <= last; stage += 1) {
      events.push({
        organizationId: organization!.id,
        vehicleId,
        fromStageId: stage === 0 ? null : stages[stage - 1]!.id,
        toStageId: stages[stage]!.id,
        userId: owner!.id,
        occurredAt: new Date(start + stage * step),
      });
    }
    positions.push({
      vehicleId,
      organizationId: organization!.id,
      stageId: stages[last]!.id,
      enteredStageAt: new Date(start + last * step),
    });
  });
  events.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
  for (let from = 0; from < events.length; from += CHUNK)
    await db.insert(reconEvents).values(events.slice(from, from + CHUNK));
  for (let from = 0; from < positions.length; from += CHUNK)
    await db.insert(reconVehicles).values(positions.slice(from, from + CHUNK));
  await rebuildTimelines({ db, organizationId: organization!.id });
  await db.execute(sql`analyze`);
  return { viewer: (await loadViewer({ db, userId: owner!.id }))!, stages, inRecon: ids.slice(0, RECON_BENCH.inRecon) };
}

async function timed(work: () => Promise<string | undefined>): Promise<TimedSample> {
  const started = performance.now();
  try {
    const problem = await work();
    return { ms: performance.now() - started, problem };
  } catch (error) {
    return { ms: performance.now() - started, problem: (error as Error).message };
  }
}

/**
 * Seeds the recon data on a new database of the PostgreSQL server at `serverUrl` (dropped after)
 * and measures the board, the figures over a year and moves, each answer checked.
 */
export async function benchRecon(options: {
  serverUrl: string;
  settings: ReconSettings;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const database = await createDatabase(options.serverUrl);
  const handle = await openDatabase({ url: database.url, poolSize: 5 });
  try {
    await migrateDatabase(handle);
    const now = Date.now();
    const seedStarted = performance.now();
    const { viewer, stages, inRecon } = await seed(handle, now);
    const seeded = `${RECON_BENCH.inRecon + RECON_BENCH.lined} vehicles and their events seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`;
    options.log(seeded);
    const { db } = handle;
    const row = (query: string, target: number, measured: SequentialResult): InventoryRow => ({
      query,
      database: 'PostgreSQL',
      vehicles: RECON_BENCH.inRecon + RECON_BENCH.lined,
      targetP95Ms: target,
      ...measured,
    });
    const rows: InventoryRow[] = [];
    options.log('board…');
    rows.push(
      row(
        `recon board (${RECON_BENCH.inRecon} cards with their figures)`,
        TARGETS.board,
        await measureSequential(options.settings, () =>
          timed(async () => {
            const cards = await listReconBoard({ db, viewer });
            return cards.length === RECON_BENCH.inRecon
              ? undefined
              : `${cards.length} cards, expected ${RECON_BENCH.inRecon}`;
          }),
        ),
      ),
    );
    options.log('figures…');
    const from = new Date(now - 366 * DAY_MS);
    rows.push(
      row(
        'recon figures over a year (5,000 vehicles)',
        TARGETS.metrics,
        await measureSequential(options.settings, () =>
          timed(async () => {
            const figures = await reconMetrics({ db, viewer, from, to: new Date(now) });
            if (figures.frontLined !== RECON_BENCH.lined)
              return `${figures.frontLined} front-lined, expected ${RECON_BENCH.lined}`;
            if (figures.vehiclesInRecon !== RECON_BENCH.inRecon)
              return `${figures.vehiclesInRecon} in recon, expected ${RECON_BENCH.inRecon}`;
            // Every lined vehicle took one day per stage: seven days to the line.
            return figures.medianTimeToLineMs === 7 * DAY_MS
              ? undefined
              : `median time-to-line ${figures.medianTimeToLineMs} ms, expected 7 days`;
          }),
        ),
      ),
    );
    options.log('moves…');
    const [mechanical, body] = [stages[3]!, stages[4]!];
    rows.push(
      row(
        'recon move (one vehicle, one stage)',
        TARGETS.move,
        await measureSequential(options.settings, (index) =>
          timed(async () => {
            // Each vehicle goes Mechanical → Body & sublet → Mechanical…: a real move every time.
            const vehicleId = inRecon[index % 50]!;
            const target = Math.floor(index / 50) % 2 === 0 ? body : mechanical;
            const card = await moveReconVehicle({ db, viewer, vehicleId, stageId: target.id });
            return card.stage.id === target.id ? undefined : `moved to ${card.stage.name}, expected ${target.name}`;
          }),
        ),
      ),
    );
    return { rows, note: `Recon on PostgreSQL: ${seeded}; service calls in-process, one at a time.` };
  } finally {
    await handle.close();
    await database.drop();
  }
}
