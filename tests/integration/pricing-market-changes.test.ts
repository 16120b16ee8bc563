// Market averages are remembered per process for a few minutes (services/pricing/stock-market-averages.ts);
// a change of market records makes every process forget them (issue 34, item 4). Two app instances
// on one PostgreSQL database (TEST_DATABASE_URL), each loaded as a module graph of its own so that
// nothing but PostgreSQL NOTIFY connects them, as two processes: records added or imported through
// one move the other's price-to-market at once, and a lost listener forgets too. On PGlite (one
// process) the instance that stored the records moves at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import { ImportMarketRecordsDocument } from '../../graphql/generated/operations/ImportMarketRecords';
import type { DatabaseHandle } from '../../server/db/client';
import { users, vehicles } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { signIn } from './support/auth';
import { graphqlOperation } from './support/clients';
import { createTestDatabaseServer } from './support/database';
import type { TestServer } from './support/server';

const OWNER = 'owner@demo.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);
const LOOK_MS = 3_000;

type Instance = { server: TestServer; cookie: string; close(): Promise<void> };

/** An app with modules of its own (its own remembered averages, viewer cache, local listeners), on `url` or on PGlite. */
async function startInstance(url: string | undefined): Promise<Instance> {
  vi.resetModules();
  const { startTestServer } = await import('./support/server');
  const { openDatabase } = await import('../../server/db/client');
  const database = url ? await openDatabase({ url, poolSize: 3 }) : undefined;
  const server = await startTestServer({ database });
  try {
    const { jar } = await signIn(server.baseUrl, OWNER, DEMO_PASSWORD);
    return {
      server,
      cookie: jar.header(),
      async close() {
        await server.close();
        await database?.close();
      },
    };
  } catch (error) {
    await server.close();
    await database?.close();
    throw error;
  }
}

const record = (priceCents: number, mileage: number) => ({
  year: 2021,
  make: 'Cachemake',
  model: 'Gamma',
  mileage,
  priceCents,
  zip: '78745',
  firstSeenOn: daysAgo(20),
  lastSeenOn: daysAgo(2),
  channel: 'retail' as const,
  source: 'own_sales' as const,
});

async function addVehicle(database: DatabaseHandle): Promise<string> {
  const [owner] = await database.db.select().from(users).where(eq(users.email, OWNER));
  const [row] = await database.db
    .insert(vehicles)
    .values({
      organizationId: owner!.organizationId,
      vin: '1CACHE00000000001',
      stockNumber: 'MC1',
      year: 2021,
      make: 'Cachemake',
      model: 'Gamma',
      mileage: 30_000,
      acquiredDate: daysAgo(40),
      costCents: 2_000_000,
      listPriceCents: 2_600_000,
      status: 'frontline',
    })
    .returning();
  return row!.id;
}

async function priceToMarket(instance: Instance, vehicleId: string): Promise<number | null> {
  const answer = await graphqlOperation(
    instance.server.baseUrl,
    GetVehiclesDocument,
    { filter: { ids: [vehicleId] }, first: 5 },
    { cookie: instance.cookie },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.vehicles.edges[0]!.node.priceToMarket ?? null;
}

/** Asks until the figure is not `before` any more (bounded): how long the instance kept the old average. */
async function moved(
  instance: Instance,
  vehicleId: string,
  before: number | null,
): Promise<{ value: number | null; afterMs: number }> {
  const started = performance.now();
  for (;;) {
    const value = await priceToMarket(instance, vehicleId);
    const afterMs = performance.now() - started;
    if (value !== before || afterMs > LOOK_MS) return { value, afterMs };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function addRecords(instance: Instance, records: ReturnType<typeof record>[]) {
  const added = await graphqlOperation(
    instance.server.baseUrl,
    AddMarketRecordsDocument,
    { input: { records } },
    { cookie: instance.cookie },
  );
  expect(added.errors).toBeUndefined();
}

async function importRecords(instance: Instance, records: ReturnType<typeof record>[]) {
  const rows = records.map(({ priceCents, mileage, year, ...fields }, index) => ({
    ...fields,
    line: index + 2,
    year: String(year),
    mileage: String(mileage),
    price: String(priceCents / 100),
  }));
  const imported = await graphqlOperation(
    instance.server.baseUrl,
    ImportMarketRecordsDocument,
    { input: { rows } },
    { cookie: instance.cookie },
  );
  expect(imported.errors).toBeUndefined();
  expect(imported.data!.importMarketRecords.stored).toBe(records.length);
}

describe('on one process (PGlite or PostgreSQL)', () => {
  let one: Instance;
  let vehicleId: string;
  beforeAll(async () => {
    one = await startInstance(undefined);
    vehicleId = await addVehicle(one.server.database);
    await addRecords(one, [record(2_500_000, 30_000)]);
  });
  afterAll(() => one?.close());

  it('records added or imported there move its price-to-market at once', async () => {
    const first = await priceToMarket(one, vehicleId);
    expect(first).not.toBeNull();
    await importRecords(one, [record(1_300_000, 31_000), record(1_200_000, 29_000)]);
    const second = await priceToMarket(one, vehicleId);
    expect(second).toBeGreaterThan(first!);
    await addRecords(one, [record(4_000_000, 30_500)]);
    expect(await priceToMarket(one, vehicleId)).toBeLessThan(second!);
  });
});

const template = inject('testDatabaseTemplate');

describe.skipIf(!('postgresDatabase' in template))('across processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabaseServer>>;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let vehicleId: string;

  beforeAll(async () => {
    database = await createTestDatabaseServer((template as { postgresDatabase: string }).postgresDatabase);
    a = await startInstance(database.url);
    b = await startInstance(database.url);
    vehicleId = await addVehicle(a.server.database);
    await addRecords(a, [record(2_500_000, 30_000)]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await database?.dispose();
  });

  it('records added or imported through A move B’s price-to-market at once', async () => {
    // B remembers the average from here on.
    const before = await priceToMarket(b!, vehicleId);
    expect(await priceToMarket(b!, vehicleId)).toBe(before);

    await importRecords(a!, [record(1_300_000, 31_000), record(1_200_000, 29_000)]);
    const imported = await moved(b!, vehicleId, before);
    expect(imported.value).toBe(await priceToMarket(a!, vehicleId));
    expect(imported.value).toBeGreaterThan(before!);
    expect(imported.afterMs).toBeLessThan(LOOK_MS);

    await addRecords(a!, [record(4_000_000, 30_500)]);
    const added = await moved(b!, vehicleId, imported.value);
    expect(added.value).toBe(await priceToMarket(a!, vehicleId));
    expect(added.value).toBeLessThan(imported.value!);
    expect(added.afterMs).toBeLessThan(LOOK_MS);
  });

  it('B forgets them when its listening connection is lost (a message may have been missed)', async () => {
    const before = await priceToMarket(b!, vehicleId);
    // Records no process was told about, as if the notification had been lost.
    await b!.server.database.db.execute(sql`
      insert into market_records (organization_id, segment_key, year, make, model, mileage, price_cents, zip, latitude, longitude, first_seen_on, last_seen_on, channel, source)
      select organization_id, segment_key, year, make, model, mileage, price_cents / 3, zip, latitude, longitude, first_seen_on, last_seen_on, channel, source
      from market_records where make = 'Cachemake'`);
    expect(await priceToMarket(b!, vehicleId)).toBe(before);
    await b!.server.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
    const after = await moved(b!, vehicleId, before);
    expect(after.value).toBeGreaterThan(before!);
    expect(after.afterMs).toBeLessThan(LOOK_MS);
  });
});
