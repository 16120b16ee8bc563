// The inventory phase of `npm run bench`: 100,000 vehicles in one organization (BENCH_VEHICLES),
// then the three reads the inventory screen makes most, each sent one after the other
// (BENCH_INVENTORY_REQUESTS times, after a warm-up) through GraphQL over HTTP with a session,
// so the figures are the latency one person sees, not a queue under load.
import path from 'node:path';
import { print } from 'graphql';
import {
  GetVehiclesDocument,
  type GetVehiclesQuery,
  type GetVehiclesQueryVariables,
} from '../../graphql/generated/operations/GetVehicles';
import { DEMO_MAKES } from '../../server/db/demo-vehicles';
import { IN_STOCK_STATUSES } from '../../src/shared/inventory/vehicle';
import { makeDataDir, projectDir, startAppServer } from './app-server';
import { measureSequential, type SequentialResult } from './measure';
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

type Vehicles = GetVehiclesQuery['vehicles'];
/** What is wrong with a query's answer (undefined when it is right): a fast wrong answer is a failure. */
type AnswerCheck = (vehicles: Vehicles, index: number) => string | undefined;
type InventoryQuery = { name: string; variablesFor: (index: number) => GetVehiclesQueryVariables; check: AnswerCheck };

/** Seeds a database in a process of its own (PGlite belongs to one process at a time). */
async function seed(
  where: { dataDir: string } | { databaseUrl: string },
  vehicles: number,
  logFile: string,
): Promise<string> {
  const service = startService(
    'inventory seed',
    process.execPath,
    ['--import', 'tsx', 'tests/bench/seed-inventory.ts'],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        BENCH_VEHICLES: String(vehicles),
        ...('dataDir' in where ? { DATA_DIR: where.dataDir, DATABASE_URL: '' } : { DATABASE_URL: where.databaseUrl }),
      },
      logFile,
    },
  );
  try {
    const [, count, ms] = await service.waitForLine(/^seeded (\d+) (\d+)$/, 600_000);
    await service.exited;
    return `${count} vehicles seeded in ${(Number(ms) / 1000).toFixed(0)} s`;
  } finally {
    await service.stop(5_000);
  }
}

/** One request, timed; `problem` says why its answer is not an answer (HTTP or GraphQL error). */
async function post(
  baseUrl: string,
  cookie: string,
  variables: GetVehiclesQueryVariables,
): Promise<{ ms: number; vehicles?: Vehicles; problem?: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: QUERY, variables }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  const parsed = JSON.parse(body) as { data?: GetVehiclesQuery | null; errors?: unknown[] };
  if (!response.ok || parsed.errors || !parsed.data)
    return { ms, problem: `HTTP ${response.status}: ${body.slice(0, 200)}` };
  return { ms, vehicles: parsed.data.vehicles };
}

/** The query timed one request after another, each answer checked. */
function measure(
  baseUrl: string,
  cookie: string,
  query: InventoryQuery,
  settings: InventorySettings,
): Promise<SequentialResult> {
  return measureSequential(settings, async (index) => {
    const result = await post(baseUrl, cookie, query.variablesFor(index));
    return { ms: result.ms, problem: result.problem ?? query.check(result.vehicles!, index) };
  });
}

/** VINs of in-stock vehicles (the search below looks in stock only), to search for by a fragment. */
async function inStockVins(baseUrl: string, cookie: string): Promise<string[]> {
  const { vehicles, problem } = await post(baseUrl, cookie, {
    filter: { status: IN_STOCK },
    first: 100,
    orderBy: { field: 'STOCK_NUMBER', direction: 'DESC' },
  });
  if (problem) throw new Error(`could not list vehicles to search for: ${problem}`);
  return vehicles!.edges.map((edge) => edge.node.vin);
}

/** The three reads, each with the check that its answer is the right one. */
function inventoryQueries(vins: string[]): InventoryQuery[] {
  const byAge = { field: 'DAYS_IN_INVENTORY', direction: 'DESC' } as const;
  const makeOf = (index: number) => DEMO_MAKES[index % DEMO_MAKES.length]!;
  const vinOf = (index: number) => vins[index % vins.length]!;
  return [
    {
      name: 'first page by age (in stock, 50 rows, total count)',
      variablesFor: () => ({ filter: { status: IN_STOCK }, orderBy: byAge, first: 50 }),
      check: (vehicles) => {
        if (vehicles.edges.length !== 50)
          return `${vehicles.edges.length} rows of ${vehicles.totalCount}, expected a full page of 50`;
        const notInStock = vehicles.edges.find((edge) => !IN_STOCK.includes(edge.node.status));
        return notInStock ? `vehicle ${notInStock.node.vin} is ${notInStock.node.status}, not in stock` : undefined;
      },
    },
    {
      name: 'make filter (in stock, by age)',
      variablesFor: (index) => ({ filter: { status: IN_STOCK, make: makeOf(index) }, orderBy: byAge, first: 50 }),
      check: (vehicles, index) => {
        const others = vehicles.edges.filter((edge) => edge.node.make !== makeOf(index)).map((edge) => edge.node.make);
        if (vehicles.edges.length === 0) return `no ${makeOf(index)} at all`;
        return others.length > 0
          ? `the ${makeOf(index)} filter returned ${[...new Set(others)].join(', ')}`
          : undefined;
      },
    },
    {
      name: 'VIN fragment search (6 characters, in stock)',
      // Six characters from the middle, in lower case as a person types them.
      variablesFor: (index) => ({
        filter: { status: IN_STOCK, search: vinOf(index).slice(9, 15).toLowerCase() },
        orderBy: byAge,
        first: 50,
      }),
      check: (vehicles, index) =>
        vehicles.edges.some((edge) => edge.node.vin === vinOf(index))
          ? undefined
          : `searching ${vinOf(index).slice(9, 15)} did not find ${vinOf(index)}`,
    },
  ];
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
    const vins = await inStockVins(server.baseUrl, cookie);
    if (vins.length === 0) throw new Error('no vehicles in stock to search for');
    const rows: InventoryRow[] = [];
    for (const query of inventoryQueries(vins)) {
      options.log(`${query.name} on ${database}…`);
      const measured = await measure(server.baseUrl, cookie, query, settings);
      rows.push({
        query: query.name,
        database,
        vehicles: settings.vehicles,
        targetP95Ms: options.targetP95Ms,
        ...measured,
      });
    }
    return { rows, note: `Inventory on ${database}: ${seeded}.` };
  } finally {
    await server.stop();
  }
}
