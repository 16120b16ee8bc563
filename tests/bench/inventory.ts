// The inventory phase of `npm run bench`: 100,000 vehicles in one organization (BENCH_VEHICLES),
// then the three reads the inventory screen makes most, each sent one after the other
// (BENCH_INVENTORY_REQUESTS times, after a warm-up) through GraphQL over HTTP with a session,
// so the figures are the latency one person sees, not a queue under load.
import path from 'node:path';
import { print } from 'graphql';
import { GetVehiclesDocument, type GetVehiclesQueryVariables } from '../../graphql/generated/client/graphql';
import { DEMO_MAKES } from '../../server/db/demo-vehicles';
import { IN_STOCK_STATUSES } from '../../src/shared/inventory/vehicle';
import { makeDataDir, projectDir, startAppServer } from './app-server';
import { startService } from './processes';
import { signIn } from './session';
import { BENCH_USER } from './targets';

export type InventoryRow = {
  query: string;
  database: string;
  vehicles: number;
  requests: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The p95 the product promises on this database, if any. */
  targetP95Ms?: number;
  /** Set when the query could not be measured at all. */
  failure?: string;
};

export type InventorySettings = { vehicles: number; requests: number; warmup: number };

const QUERY = print(GetVehiclesDocument);
const IN_STOCK = [...IN_STOCK_STATUSES];

/** Seeds a database in a process of its own (PGlite belongs to one process at a time). */
async function seed(where: { dataDir: string } | { databaseUrl: string }, vehicles: number, logFile: string): Promise<string> {
  const service = startService('inventory seed', process.execPath, ['--import', 'tsx', 'tests/bench/seed-inventory.ts'], {
    cwd: projectDir,
    env: {
      ...process.env,
      BENCH_VEHICLES: String(vehicles),
      ...('dataDir' in where ? { DATA_DIR: where.dataDir, DATABASE_URL: '' } : { DATABASE_URL: where.databaseUrl }),
    },
    logFile,
  });
  try {
    const [, count, ms] = await service.waitForLine(/^seeded (\d+) (\d+)$/, 600_000);
    await service.exited;
    return `${count} vehicles seeded in ${(Number(ms) / 1000).toFixed(0)} s`;
  } finally {
    await service.stop(5_000);
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function post(baseUrl: string, cookie: string, variables: GetVehiclesQueryVariables): Promise<{ ms: number; ok: boolean; body: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: QUERY, variables }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  return { ms, ok: response.ok && !body.includes('"errors"') && body.includes('"edges"'), body };
}

async function measure(
  baseUrl: string,
  cookie: string,
  variablesFor: (index: number) => GetVehiclesQueryVariables,
  settings: InventorySettings,
): Promise<Omit<InventoryRow, 'query' | 'database' | 'vehicles'>> {
  for (let index = 0; index < settings.warmup; index += 1) await post(baseUrl, cookie, variablesFor(index));
  const samples: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  for (let index = 0; index < settings.requests; index += 1) {
    const result = await post(baseUrl, cookie, variablesFor(settings.warmup + index));
    samples.push(result.ms);
    if (!result.ok) {
      failures += 1;
      firstFailure ??= result.body.slice(0, 200);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    failures,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    maxMs: samples.at(-1) ?? Number.NaN,
    ...(firstFailure ? { failure: `first failed response: ${firstFailure}` } : {}),
  };
}

/** VIN fragments (6 characters from the middle) of vehicles that exist, to search for. */
async function vinFragments(baseUrl: string, cookie: string): Promise<string[]> {
  const { body } = await post(baseUrl, cookie, { first: 500, orderBy: { field: 'STOCK_NUMBER', direction: 'DESC' } });
  const vins = [...body.matchAll(/"vin":"([0-9A-Z]{17})"/g)].map((match) => match[1]!);
  return vins.map((vin) => vin.slice(9, 15));
}

/**
 * Seeds `settings.vehicles` vehicles into Demo Motors on the given database (a fresh PGlite
 * when `databaseUrl` is undefined), starts the app on it and measures the three queries.
 */
export async function benchInventory(options: {
  database: string;
  databaseUrl: string | undefined;
  settings: InventorySettings;
  resultsDir: string;
  targetP95Ms?: number;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const { database, databaseUrl, settings, resultsDir } = options;
  const dataDir = databaseUrl ? undefined : makeDataDir();
  const seedLog = path.join(resultsDir, `inventory-seed-${database.toLowerCase()}.log`);
  options.log(`seeding ${settings.vehicles} vehicles on ${database}…`);
  const seeded = await seed(dataDir ? { dataDir } : { databaseUrl: databaseUrl! }, settings.vehicles, seedLog);
  options.log(`${seeded}; starting the app`);
  const server = await startAppServer({
    databaseUrl,
    dataDir,
    logFile: path.join(resultsDir, `server-inventory-${database.toLowerCase()}.log`),
    // One person's requests, one after the other: more than the per-user GraphQL limit allows a minute.
    env: { GRAPHQL_RATE_LIMIT: '1000000' },
  });
  try {
    const cookie = await signIn(server.baseUrl, BENCH_USER.email, BENCH_USER.password);
    const fragments = await vinFragments(server.baseUrl, cookie);
    if (fragments.length === 0) throw new Error('no vehicles to take VIN fragments from');
    const queries: [string, (index: number) => GetVehiclesQueryVariables][] = [
      ['first page by age (in stock, 50 rows, total count)', () => ({ filter: { status: IN_STOCK }, orderBy: { field: 'DAYS_IN_INVENTORY', direction: 'DESC' }, first: 50 })],
      ['make filter (in stock, by age)', (index) => ({ filter: { status: IN_STOCK, make: DEMO_MAKES[index % DEMO_MAKES.length] }, orderBy: { field: 'DAYS_IN_INVENTORY', direction: 'DESC' }, first: 50 })],
      ['VIN fragment search (6 characters, in stock)', (index) => ({ filter: { status: IN_STOCK, search: fragments[index % fragments.length] }, orderBy: { field: 'DAYS_IN_INVENTORY', direction: 'DESC' }, first: 50 })],
    ];
    const rows: InventoryRow[] = [];
    for (const [query, variablesFor] of queries) {
      options.log(`${query} on ${database}…`);
      const measured = await measure(server.baseUrl, cookie, variablesFor, settings);
      rows.push({ query, database, vehicles: settings.vehicles, targetP95Ms: options.targetP95Ms, ...measured });
    }
    return { rows, note: `Inventory on ${database}: ${seeded}.` };
  } finally {
    await server.stop();
  }
}
