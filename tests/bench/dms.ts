// The DMS phase of `npm run bench` (issue 20): on PostgreSQL, one organization connected to a DMS
// whose stand-in posts a signed CSV delivery of 5,000 new vehicles (BENCH_DMS_VEHICLES) to the
// real app over loopback HTTP; the row is the time from sending to the answer with its counts,
// target ≤ 30 s, and the answer must say every vehicle was added and none rejected.
// Run alone with `npx tsx tests/bench/dms.ts`.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { dmsConnections, organizations, users } from '../../server/db/schema';
import { seal } from '../../server/services/secret-box';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { startTestServer } from '../integration/support/server';
import { dmsCsv, postDelivery, type StandInVehicle } from '../integration/support/stand-in-dms';
import type { InventoryRow } from './inventory';
import { numberFromEnv } from './settings';
import { runAloneOnPostgres } from './postgres';

export const DMS_DELIVERY_TARGET_MS = 30_000;

export const dmsBenchVehicles = () => numberFromEnv('BENCH_DMS_VEHICLES', 5_000, 1);

function benchVehicles(count: number): StandInVehicle[] {
  return Array.from({ length: count }, (_, index) => ({
    vin: withCheckDigit(`1FMCU9G60N${String(index).padStart(7, '0')}`),
    stockNumber: `BD${String(index).padStart(6, '0')}`,
    year: 2018 + (index % 7),
    make: ['Ford', 'Toyota', 'Honda', 'Chevrolet'][index % 4]!,
    model: ['Escape', 'RAV4', 'CR-V', 'Equinox'][index % 4]!,
    mileage: 8_000 + ((index * 7_919) % 90_000),
    listPrice: 14_000 + ((index * 311) % 30_000),
    acquiredDate: '2026-10-01',
  }));
}

export async function benchDms(options: {
  databaseUrl: string;
  vehicles: number;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const handle = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  const key = randomBytes(32);
  const secret = `lwdms_${randomBytes(32).toString('base64url')}`;
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [organization] = await db.insert(organizations).values({ name: 'Bench DMS Motors' }).returning();
    const [owner] = await db
      .insert(users)
      .values({
        organizationId: organization!.id,
        email: `bench-dms-${Date.now()}@bench.test`,
        firstName: 'Bench',
        lastName: 'Owner',
        role: 'OWNER',
        featureFlags: ['dms_configuration'],
        passwordHash: 'x',
      })
      .returning();
    const [connection] = await db
      .insert(dmsConnections)
      .values({
        organizationId: organization!.id,
        provider: 'cdk_global',
        dealerId: 'BENCH',
        storeId: '1',
        actingUserId: owner!.id,
        feedSecretCipher: seal(key, secret),
        feedSecretCreatedAt: new Date(),
      })
      .returning();
    const server = await startTestServer({ database: handle, env: { SECRETS_KEY: key.toString('base64') } });
    const body = dmsCsv(benchVehicles(options.vehicles));
    let row: InventoryRow;
    try {
      const began = performance.now();
      const answer = await postDelivery({ url: `${server.baseUrl}/api/dms/${connection!.id}/inventory`, secret, body });
      const elapsed = performance.now() - began;
      const delivery = answer.body.delivery as { created: number; rejected: unknown[]; durationMs: number } | undefined;
      // A fast wrong answer is a failure: every vehicle added, none rejected.
      const failure =
        answer.status !== 200 || delivery?.created !== options.vehicles || delivery.rejected.length > 0
          ? `answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`
          : undefined;
      options.log(
        `${options.vehicles} vehicles (${(body.length / 1024 / 1024).toFixed(1)} MB CSV) in ${(elapsed / 1000).toFixed(1)} s, ${((delivery?.durationMs ?? 0) / 1000).toFixed(1)} s of it importing`,
      );
      row = {
        query: `DMS delivery of ${options.vehicles.toLocaleString('en-US')} vehicles (signed CSV over HTTP)`,
        database: 'PostgreSQL',
        vehicles: options.vehicles,
        requests: failure ? 0 : 1,
        failures: failure ? 1 : 0,
        p50Ms: elapsed,
        p95Ms: elapsed,
        maxMs: elapsed,
        targetP95Ms: DMS_DELIVERY_TARGET_MS,
        failure,
      };
    } finally {
      await server.close();
    }
    await db.delete(organizations).where(eq(organizations.id, organization!.id));
    return {
      rows: [row],
      note: `DMS: one signed CSV delivery posted by the stand-in DMS (tests/integration/support/stand-in-dms.ts), verified and imported inline through importVehicles in 500-row batches; the time is the DMS's, from sending to the answer with the counts.`,
    };
  } finally {
    await handle.close();
  }
}

await runAloneOnPostgres(import.meta.url, 'dms', (postgres, log) =>
  benchDms({ databaseUrl: postgres.url, vehicles: dmsBenchVehicles(), log }),
);
