// The sales-packet phase of `npm run bench` (issue 20): the app (Next.js build) on PGlite with the
// demo data; the demo OWNER makes a share link through the graph, then the public packet page
// `/packet/<token>` is requested BENCH_PACKET_REQUESTS times one after the other (after a warm-up),
// each answer checked (200, the vehicle's VIN in the page data): target p95 ≤ 50 ms for the
// server's response. Then the link is revoked and the page must answer 410.
// Run alone with `BENCH_ONLY=sales-packet npm run bench`.
import path from 'node:path';
import { startAppServer } from './app-server';
import type { InventoryRow } from './inventory';
import { signIn } from './session';
import { numberFromEnv } from './settings';

export const SALES_PACKET_TARGET_P95_MS = 50;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

async function graph<T>(
  baseUrl: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function benchSalesPacket({
  resultsDir,
  log,
}: {
  resultsDir: string;
  log: (message: string) => void;
}): Promise<{ rows: InventoryRow[]; note: string }> {
  const requests = numberFromEnv('BENCH_PACKET_REQUESTS', 200, 1);
  const warmup = 20;
  const server = await startAppServer({
    logFile: path.join(resultsDir, 'server-sales-packet.log'),
    env: { SALES_PACKET_RATE_LIMIT: '1000000000' },
  });
  try {
    const cookie = await signIn(server.baseUrl, 'owner@demo.test', 'lotwise-demo');
    const listed = await graph<{ vehicles: { edges: { node: { id: string; vin: string } }[] } }>(
      server.baseUrl,
      cookie,
      '{ vehicles(first: 1) { edges { node { id vin } } } }',
      {},
    );
    const vehicle = listed.vehicles.edges[0]!.node;
    const created = await graph<{ createSalesPacketLink: { url: string; link: { id: string } } }>(
      server.baseUrl,
      cookie,
      'mutation ($input: CreateSalesPacketLinkInput!) { createSalesPacketLink(input: $input) { url link { id } } }',
      { input: { vehicleId: vehicle.id, label: 'bench' } },
    );
    const pageUrl = `${server.baseUrl}${new URL(created.createSalesPacketLink.url).pathname}`;
    log(`timing ${requests} loads of the public packet page`);
    const times: number[] = [];
    let failures = 0;
    let failure: string | undefined;
    for (let index = 0; index < warmup + requests; index += 1) {
      const began = performance.now();
      const response = await fetch(pageUrl, { headers: { 'user-agent': 'lotwise-bench' } });
      const html = await response.text();
      const ms = performance.now() - began;
      if (response.status !== 200 || !html.includes(vehicle.vin)) {
        failures += 1;
        failure = `HTTP ${response.status}${html.includes(vehicle.vin) ? '' : ', no VIN in the page'}`;
      } else if (index >= warmup) times.push(ms);
    }
    await graph(server.baseUrl, cookie, 'mutation ($id: ID!) { revokeSalesPacketLink(id: $id) { id } }', {
      id: created.createSalesPacketLink.link.id,
    });
    const revoked = await fetch(pageUrl);
    if (revoked.status !== 410) {
      failures += 1;
      failure = `a revoked link answered HTTP ${revoked.status}, not 410`;
    }
    times.sort((a, b) => a - b);
    const row: InventoryRow = {
      query: 'public sales packet page (/packet/<token>)',
      database: 'PGlite',
      vehicles: 1,
      requests: times.length,
      failures,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times.at(-1) ?? Number.NaN,
      targetP95Ms: SALES_PACKET_TARGET_P95_MS,
      failure,
    };
    return {
      rows: [row],
      note: `Sales packet: ${requests} sequential loads of one share link's public page (server-rendered, a view recorded each), after ${warmup} warm-up loads; a revoked link then answers 410.`,
    };
  } finally {
    await server.stop();
  }
}
