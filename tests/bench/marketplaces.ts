// The marketplaces phase of `npm run bench` (issue 20, part 6): on PostgreSQL, a store of 1,000
// front-line vehicles (BENCH_MARKETPLACE_VEHICLES) with 3 photos each and one marketplace feed; the
// real app over loopback HTTP answers the feed's CSV listing. The first pull (which makes a packet
// link per vehicle) is its own row; then BENCH_MARKETPLACE_REQUESTS (50) pulls one after the other
// after a warm-up, each answer checked (200, one row per vehicle, no cost, a packet and photo URL on
// every row): target p95 ≤ 300 ms. Then the XML once, checked the same way.
// Run alone with `npx tsx tests/bench/marketplaces.ts` or `BENCH_ONLY=marketplaces npm run bench`.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { marketplaceFeeds, organizations } from '../../server/db/schema';
import { hashSecretToken, newSecretToken } from '../../server/services/secret-tokens';
import { listingsPath } from '../../src/shared/marketplaces/feed';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { startTestServer } from '../integration/support/server';
import { bulkInsert } from './bulk-insert';
import type { InventoryRow } from './inventory';
import { numberFromEnv } from './settings';
import { runAloneOnPostgres } from './postgres';

export const MARKETPLACE_FEED_TARGET_P95_MS = 300;
const PHOTOS_PER_VEHICLE = 3;
const COST_CENTS = 987_654_321;

export const marketplaceBenchSettings = () => ({
  vehicles: numberFromEnv('BENCH_MARKETPLACE_VEHICLES', 1_000, 1),
  requests: numberFromEnv('BENCH_MARKETPLACE_REQUESTS', 50, 1),
  warmup: 5,
});

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

/** What is wrong with a pulled CSV, or undefined: every vehicle once, never the cost, each with its packet and photo URLs. */
function checkCsv(status: number, text: string, vehicles: number): string | undefined {
  if (status !== 200) return `HTTP ${status}: ${text.slice(0, 200)}`;
  const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  if (rows.length !== vehicles) return `${rows.length} rows, not ${vehicles}`;
  if (text.includes(String(COST_CENTS / 100))) return 'the cost is in the feed';
  if (
    rows.some(
      (row) => !row['Packet URL']?.includes('/packet/') || row['Photo URLs']!.split('|').length !== PHOTOS_PER_VEHICLE,
    )
  )
    return 'a row without its packet link or photos';
  return undefined;
}

export async function benchMarketplaces(options: {
  databaseUrl: string;
  settings: ReturnType<typeof marketplaceBenchSettings>;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const { vehicles: count, requests, warmup } = options.settings;
  const handle = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [organization] = await db.insert(organizations).values({ name: 'Bench Marketplace Motors' }).returning();
    const organizationId = organization!.id;
    const vehicleRows = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      organization_id: organizationId,
      vin: withCheckDigit(`1FMCU9G60M${String(index).padStart(7, '0')}`),
      stock_number: `MB${String(index).padStart(6, '0')}`,
      year: 2018 + (index % 7),
      make: ['Ford', 'Toyota', 'Honda', 'Chevrolet'][index % 4],
      model: ['Escape', 'RAV4', 'CR-V', 'Equinox'][index % 4],
      trim: index % 3 === 0 ? 'Limited, AWD' : null,
      exterior_color: 'Magnetic Gray',
      mileage: 8_000 + ((index * 7_919) % 90_000),
      acquired_date: '2026-10-01',
      cost_cents: COST_CENTS,
      list_price_cents: 1_400_000 + ((index * 31_100) % 3_000_000),
      status: 'frontline',
    }));
    await bulkInsert(
      db,
      'vehicles',
      [
        ['id', 'uuid'],
        ['organization_id', 'uuid'],
        ['vin', 'text'],
        ['stock_number', 'text'],
        ['year', 'integer'],
        ['make', 'text'],
        ['model', 'text'],
        ['trim', 'text'],
        ['exterior_color', 'text'],
        ['mileage', 'integer'],
        ['acquired_date', 'date'],
        ['cost_cents', 'integer'],
        ['list_price_cents', 'integer'],
        ['status', 'vehicle_status'],
      ],
      vehicleRows,
    );
    const bytes = Buffer.from('bench-photo').toString('hex');
    await bulkInsert(
      db,
      'vehicle_photos',
      [
        ['organization_id', 'uuid'],
        ['vehicle_id', 'uuid'],
        ['position', 'integer'],
        ['is_main', 'boolean'],
        ['content_type', 'text'],
        ['width', 'integer'],
        ['height', 'integer'],
        ['image', 'bytea'],
        ['thumbnail_content_type', 'text'],
        ['thumbnail_width', 'integer'],
        ['thumbnail_height', 'integer'],
        ['thumbnail', 'bytea'],
      ],
      vehicleRows.flatMap((vehicle) =>
        Array.from({ length: PHOTOS_PER_VEHICLE }, (_, position) => ({
          organization_id: organizationId,
          vehicle_id: vehicle.id,
          position,
          is_main: position === 0,
          content_type: 'image/jpeg',
          width: 1600,
          height: 1067,
          image: `\\x${bytes}`,
          thumbnail_content_type: 'image/webp',
          thumbnail_width: 400,
          thumbnail_height: 267,
          thumbnail: `\\x${bytes}`,
        })),
      ),
    );
    const token = newSecretToken();
    await db.insert(marketplaceFeeds).values({ organizationId, name: 'Bench Cars', tokenHash: hashSecretToken(token) });
    await db.execute(sql`analyze vehicles, vehicle_photos, sales_packet_links`);
    const server = await startTestServer({ database: handle, env: { MARKETPLACE_FEED_RATE_LIMIT: '1000000' } });
    const rows: InventoryRow[] = [];
    try {
      const csvUrl = `${server.baseUrl}${listingsPath(token, 'csv')}`;
      const pull = async (url: string) => {
        const began = performance.now();
        const response = await fetch(url);
        const text = await response.text();
        return { ms: performance.now() - began, status: response.status, text };
      };
      const first = await pull(csvUrl);
      const firstFailure = checkCsv(first.status, first.text, count);
      options.log(
        `first pull (${count} packet links made): ${first.ms.toFixed(0)} ms, ${(first.text.length / 1024).toFixed(0)} KB`,
      );
      rows.push({
        query: `marketplace feed CSV, first pull (makes ${count.toLocaleString('en-US')} packet links)`,
        database: 'PostgreSQL',
        vehicles: count,
        requests: 1,
        failures: firstFailure ? 1 : 0,
        p50Ms: first.ms,
        p95Ms: first.ms,
        maxMs: first.ms,
        failure: firstFailure,
      });
      const times: number[] = [];
      let failures = 0;
      let failure: string | undefined;
      for (let index = 0; index < warmup + requests; index += 1) {
        const answer = await pull(csvUrl);
        const wrong = checkCsv(answer.status, answer.text, count);
        if (wrong) {
          failures += 1;
          failure = wrong;
        } else if (index >= warmup) times.push(answer.ms);
      }
      times.sort((a, b) => a - b);
      options.log(
        `${requests} pulls: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
      );
      rows.push({
        query: 'marketplace feed CSV (/api/marketplace-feeds/<token>/listings.csv)',
        database: 'PostgreSQL',
        vehicles: count,
        requests: times.length,
        failures,
        p50Ms: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        maxMs: times.at(-1) ?? Number.NaN,
        targetP95Ms: MARKETPLACE_FEED_TARGET_P95_MS,
        failure,
      });
      const xml = await pull(`${server.baseUrl}${listingsPath(token, 'xml')}`);
      const vehiclesInXml = xml.text.match(/<vehicle>/g)?.length ?? 0;
      const xmlFailure =
        xml.status !== 200 || vehiclesInXml !== count || xml.text.includes(String(COST_CENTS / 100))
          ? `HTTP ${xml.status}, ${vehiclesInXml} vehicles`
          : undefined;
      rows.push({
        query: 'marketplace feed XML (listings.xml), one pull',
        database: 'PostgreSQL',
        vehicles: count,
        requests: 1,
        failures: xmlFailure ? 1 : 0,
        p50Ms: xml.ms,
        p95Ms: xml.ms,
        maxMs: xml.ms,
        targetP95Ms: MARKETPLACE_FEED_TARGET_P95_MS,
        failure: xmlFailure,
      });
    } finally {
      await server.close();
    }
    await db.delete(organizations).where(eq(organizations.id, organizationId));
    return {
      rows,
      note: `Marketplaces: a feed of ${count.toLocaleString('en-US')} front-line vehicles with ${PHOTOS_PER_VEHICLE} photos each, pulled over loopback HTTP as a marketplace would; ${requests} sequential CSV pulls after ${warmup} warm-up pulls, each answer parsed and checked (every vehicle once, no cost, packet and photo URLs on each row).`,
    };
  } finally {
    await handle.close();
  }
}

await runAloneOnPostgres(import.meta.url, 'marketplaces', (postgres, log) =>
  benchMarketplaces({ databaseUrl: postgres.url, settings: marketplaceBenchSettings(), log }),
);
