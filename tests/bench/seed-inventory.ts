// Run as its own process before the app server starts (PGlite belongs to one process at a
// time): migrates and seeds the demo data, then fills Demo Motors up to BENCH_VEHICLES
// vehicles (default 100,000) with generated ones, and ANALYZEs. DATABASE_URL or DATA_DIR
// (PGlite under DATA_DIR/pglite, as the server opens it) says where. Prints "seeded <n> <ms>".
import { eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { generateDemoVehicles } from '../../server/db/demo-vehicles';
import { organizations, vehicles } from '../../server/db/schema';
import { seedDemoData, DEMO_ORGANIZATION } from '../../server/db/seed';
import { DEMO_VEHICLE_COUNT, insertDemoVehicles } from '../../server/db/seed-inventory';
import { todayIso } from '../../src/shared/inventory/vehicle';

export const BENCH_VEHICLE_SEED = 2_024;

async function main() {
  const total = Number(process.env.BENCH_VEHICLES ?? 100_000);
  const started = performance.now();
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: `${process.env.DATA_DIR}/pglite` },
  );
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const { db } = database;
    const [demo] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION.name));
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(eq(vehicles.organizationId, demo!.id));
    const missing = Math.max(0, total - count);
    // Numbered after the demo's own vehicles, so VINs and stock numbers never collide with them.
    const generated = generateDemoVehicles({
      count: missing,
      seed: BENCH_VEHICLE_SEED,
      today: todayIso(),
      firstNumber: DEMO_VEHICLE_COUNT + 1,
    });
    await insertDemoVehicles(db, { organizationId: demo!.id, userIds: [], vehicles: generated, withHistory: false });
    // VACUUM sets the visibility map, so counts read the status index alone (as autovacuum would soon).
    await db.execute(sql`vacuum analyze vehicles`);
    console.log(`seeded ${count + missing} ${Math.round(performance.now() - started)}`);
  } finally {
    await database.close();
  }
}

await main();
