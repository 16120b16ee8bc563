// The webhooks phase of `npm run bench` (issue 38 item 4, PostgreSQL only): two delivery processes
// (tests/bench/webhook-worker.ts: the server's start-up with its pg-boss job queue and webhook
// deliveries, no web server) on one database, three loopback receivers (node:http) that check
// each delivery's signature with their endpoint's secret and count what they accept by delivery id
// and event id, and three endpoints of one organization registered through the endpoints service.
// Each process appends half of BENCH_WEBHOOK_EVENTS (10,000) events through the event recorder,
// one transaction each, as a change does; receiver E3 answers 500 for the first
// BENCH_WEBHOOK_OUTAGE seconds (60) of the appending, then 200. The phase waits (at most
// BENCH_WEBHOOK_WAIT s, 600) until every receiver has every event, and reports per endpoint: lost,
// duplicated, out of order (targets.ts WEBHOOK_TARGETS, all 0), events/s, lag from append to
// receipt (p50/p95) and, for E3, the time to catch up after it recovered. The retries wait
// BENCH_WEBHOOK_RETRY_BASE_MS (1,000) doubling up to BENCH_WEBHOOK_RETRY_MAX_MS (5,000) instead of
// the product's 30 s doubling up to an hour. Run alone with `npx tsx tests/bench/webhooks.ts`.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { organizationEvents, organizations, users, webhookDeliveries } from '../../server/db/schema';
import { SIGNED_HEADERS, signatureOf } from '../../server/lib/signature';
import { loadViewer } from '../../server/services/users/viewer';
import { createEndpoint } from '../../server/services/webhooks/endpoints';
import { BENCH_SECRET, makeDataDir, projectDir } from './app-server';
import { runAloneOnPostgres } from './postgres';
import { startService, type Service } from './processes';
import { numberFromEnv } from './settings';
import { WEBHOOK_TARGETS } from './targets';

export type WebhookBenchSettings = {
  events: number;
  outageSeconds: number;
  waitSeconds: number;
  retryBaseMs: number;
  retryMaxMs: number;
};

export const webhookBenchSettings = (): WebhookBenchSettings => ({
  events: numberFromEnv('BENCH_WEBHOOK_EVENTS', 10_000, 2),
  outageSeconds: numberFromEnv('BENCH_WEBHOOK_OUTAGE', 60, 0),
  waitSeconds: numberFromEnv('BENCH_WEBHOOK_WAIT', 600, 10),
  retryBaseMs: numberFromEnv('BENCH_WEBHOOK_RETRY_BASE_MS', 1_000, 10),
  retryMaxMs: numberFromEnv('BENCH_WEBHOOK_RETRY_MAX_MS', 5_000, 10),
});

/** One endpoint's figures, as its receiver counted them. */
export type WebhookRow = {
  endpoint: string;
  /** Seconds it answered 500 from the start of the appending (0: healthy throughout). */
  outageSeconds: number;
  expected: number;
  /** Distinct events accepted (answered 200). */
  received: number;
  lost: number;
  /** Accepted receipts beyond the first of a delivery id, plus events accepted under a second delivery id. */
  duplicated: number;
  /** Accepted events with an id lower than one accepted before them. */
  outOfOrder: number;
  badSignatures: number;
  /** Deliveries answered 500 during the outage (each retried). */
  refused: number;
  /** Events per second from the start of the appending to this endpoint's last event. */
  eventsPerSecond?: number;
  /** From the event's append (its transaction's time) to its first receipt. */
  p50LagMs?: number;
  p95LagMs?: number;
  maxLagMs?: number;
  /** From the start of the appending to the last event received. */
  allInMs?: number;
  /** For the failing endpoint: from its recovery to its first accepted delivery, and to its last event. */
  firstAfterRecoveryMs?: number;
  catchUpMs?: number;
};

export type WebhookResult = { rows: WebhookRow[]; note: string };

type Receiver = {
  name: string;
  url: string;
  secret: string;
  failUntil: number;
  /** Accepted receipts, in the order they came. */
  accepted: { deliveryId: string; eventId: number; at: number; lagMs: number }[];
  badSignatures: number;
  refused: number;
  server: Server;
};

async function startReceiver(name: string): Promise<Receiver> {
  const server = createServer();
  const receiver: Receiver = {
    name,
    url: '',
    secret: '',
    failUntil: 0,
    accepted: [],
    badSignatures: 0,
    refused: 0,
    server,
  };
  server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks);
      const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
      const deliveryId = header(SIGNED_HEADERS.delivery);
      const expected = Buffer.from(signatureOf(receiver.secret, header(SIGNED_HEADERS.timestamp), deliveryId, body));
      const given = Buffer.from(header(SIGNED_HEADERS.signature));
      if (!receiver.secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        receiver.badSignatures += 1;
        response.writeHead(401).end('bad signature');
        return;
      }
      if (at < receiver.failUntil) {
        receiver.refused += 1;
        response.writeHead(500).end('down for the bench');
        return;
      }
      const event = JSON.parse(body.toString('utf8')) as { id: string; occurredAt: string };
      receiver.accepted.push({
        deliveryId,
        eventId: Number(event.id),
        at,
        lagMs: at - Date.parse(event.occurredAt),
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve, reject) => server.listen(0, '127.0.0.1', resolve).once('error', reject));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${name.toLowerCase()}`;
  return receiver;
}

function quantile(sorted: number[], q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function figures(receiver: Receiver, expectedIds: number[], appendStart: number, outageMs: number): WebhookRow {
  const deliveryIds = new Set<string>();
  const eventIds = new Map<number, number>(); // event id → lag of its first receipt
  let duplicated = 0;
  let outOfOrder = 0;
  let highest = -Infinity;
  for (const receipt of receiver.accepted) {
    if (deliveryIds.has(receipt.deliveryId) || eventIds.has(receipt.eventId)) {
      duplicated += 1;
      continue;
    }
    deliveryIds.add(receipt.deliveryId);
    eventIds.set(receipt.eventId, receipt.lagMs);
    if (receipt.eventId < highest) outOfOrder += 1;
    highest = Math.max(highest, receipt.eventId);
  }
  const expected = new Set(expectedIds);
  const lost = expectedIds.filter((id) => !eventIds.has(id)).length;
  const lags = [...eventIds.values()].sort((a, b) => a - b);
  const last = receiver.accepted.at(-1)?.at;
  const allInMs = lost === 0 && last !== undefined ? last - appendStart : undefined;
  const failing = outageMs > 0;
  const recoveredAt = appendStart + outageMs;
  const first = receiver.accepted[0]?.at;
  return {
    endpoint: receiver.name,
    outageSeconds: outageMs / 1000,
    expected: expected.size,
    received: eventIds.size,
    lost,
    duplicated,
    outOfOrder,
    badSignatures: receiver.badSignatures,
    refused: receiver.refused,
    eventsPerSecond: allInMs ? expected.size / (allInMs / 1000) : undefined,
    p50LagMs: quantile(lags, 0.5),
    p95LagMs: quantile(lags, 0.95),
    maxLagMs: lags.at(-1),
    allInMs,
    firstAfterRecoveryMs: failing && first !== undefined ? first - recoveredAt : undefined,
    catchUpMs: failing && allInMs !== undefined ? appendStart + allInMs - recoveredAt : undefined,
  };
}

/** Each target missed by a row, one sentence each (verdict.ts). */
export function webhookMisses(row: WebhookRow): string[] {
  const misses: string[] = [];
  const check = (what: string, value: number, max: number) => {
    if (value > max) misses.push(`webhooks to endpoint ${row.endpoint}: ${value} ${what} (target ${max})`);
  };
  check('lost', row.lost, WEBHOOK_TARGETS.maxLost);
  check('duplicated', row.duplicated, WEBHOOK_TARGETS.maxDuplicated);
  check('out of order', row.outOfOrder, WEBHOOK_TARGETS.maxOutOfOrder);
  check('bad signatures', row.badSignatures, WEBHOOK_TARGETS.maxBadSignatures);
  return misses;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const seconds = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | undefined) => (ms === undefined ? '—' : integer.format(ms));

/** The section of the report (report.ts). */
export function renderWebhooks(rows: WebhookRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    '### Webhooks (PostgreSQL, two delivery processes, three loopback receivers)',
    '',
    `${integer.format(rows[0]!.expected)} events appended through the event recorder, half by each process; ` +
      'each receiver checks the signature and counts what it accepts by delivery id and event id. ' +
      `Targets: ${WEBHOOK_TARGETS.maxLost} lost, ${WEBHOOK_TARGETS.maxDuplicated} duplicated, ${WEBHOOK_TARGETS.maxOutOfOrder} out of order, ` +
      `${WEBHOOK_TARGETS.maxBadSignatures} bad signatures per endpoint.`,
    '',
    '| endpoint | answers 500 for | events received / appended | lost | duplicated | out of order | bad signatures | 500s answered | events/s | lag p50 ms | lag p95 ms | lag max ms | all in after | caught up after recovery |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const row of rows) {
    const mark = (value: number, max: number) => (value > max ? `⚠️ ${integer.format(value)}` : integer.format(value));
    lines.push(
      `| ${[
        row.endpoint,
        row.outageSeconds > 0 ? `first ${row.outageSeconds} s` : '—',
        `${integer.format(row.received)} / ${integer.format(row.expected)}`,
        mark(row.lost, WEBHOOK_TARGETS.maxLost),
        mark(row.duplicated, WEBHOOK_TARGETS.maxDuplicated),
        mark(row.outOfOrder, WEBHOOK_TARGETS.maxOutOfOrder),
        mark(row.badSignatures, WEBHOOK_TARGETS.maxBadSignatures),
        integer.format(row.refused),
        row.eventsPerSecond === undefined ? '—' : integer.format(row.eventsPerSecond),
        millis(row.p50LagMs),
        millis(row.p95LagMs),
        millis(row.maxLagMs),
        seconds(row.allInMs),
        row.outageSeconds > 0
          ? `${seconds(row.catchUpMs)} (first accepted ${seconds(row.firstAfterRecoveryMs)} after)`
          : '—',
      ].join(' | ')} |`,
    );
  }
  return lines;
}

export async function benchWebhooks(options: {
  databaseUrl: string;
  settings: WebhookBenchSettings;
  resultsDir: string;
  log: (message: string) => void;
}): Promise<WebhookResult> {
  const { databaseUrl, settings, resultsDir, log } = options;
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const key = randomBytes(32).toString('base64');
  const receivers: Receiver[] = [];
  const workers: Service[] = [];
  const dataDirs: string[] = [];
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [organization] = await db.insert(organizations).values({ name: 'Bench Webhook Motors' }).returning();
    const organizationId = organization!.id;
    const [owner] = await db
      .insert(users)
      .values({
        organizationId,
        email: `bench-webhooks-${Date.now()}@bench.test`,
        firstName: 'Bench',
        lastName: 'Owner',
        role: 'OWNER',
        passwordHash: 'x',
      })
      .returning();
    const viewer = (await loadViewer({ db, userId: owner!.id }))!;
    for (const name of ['E1', 'E2', 'E3']) receivers.push(await startReceiver(name));
    const endpointIds: string[] = [];
    for (const receiver of receivers) {
      const { endpoint, secret } = await createEndpoint({
        db,
        viewer,
        input: { url: receiver.url, eventTypes: ['vehicle.priced'] },
        secretsKey: Buffer.from(key, 'base64'),
        allowPrivate: true,
      });
      receiver.secret = secret;
      endpointIds.push(endpoint.id);
    }
    const failing = receivers[2]!;

    // Both at once: the start-up lock orders their migrations and job-queue set-up.
    const perWorker = [Math.ceil(settings.events / 2), Math.floor(settings.events / 2)];
    for (const [index, name] of ['A', 'B'].entries()) {
      const dataDir = makeDataDir();
      dataDirs.push(dataDir);
      workers.push(
        startService(
          `webhook process ${name}`,
          process.execPath,
          ['--import', 'tsx', path.join('tests', 'bench', 'webhook-worker.ts')],
          {
            cwd: projectDir,
            logFile: path.join(resultsDir, `webhooks-process-${name.toLowerCase()}.log`),
            env: {
              ...process.env,
              NODE_ENV: 'production',
              DATABASE_URL: databaseUrl,
              DATA_DIR: dataDir,
              NEXTAUTH_SECRET: BENCH_SECRET,
              NEXTAUTH_URL: 'http://localhost:3000',
              SEED_DEMO: 'false',
              SECRETS_KEY: key,
              WEBHOOK_ALLOW_PRIVATE: 'true',
              BENCH_WEBHOOK_WORKER: name,
              BENCH_WEBHOOK_ORGANIZATION: organizationId,
              BENCH_WEBHOOK_APPEND: String(perWorker[index]),
              BENCH_WEBHOOK_RETRY_BASE_MS: String(settings.retryBaseMs),
              BENCH_WEBHOOK_RETRY_MAX_MS: String(settings.retryMaxMs),
            },
          },
        ),
      );
    }
    await Promise.all(workers.map((worker) => worker.waitForLine(/^webhook worker \w+ ready$/, 120_000)));
    log('both processes ready; appending');

    const appendStart = Date.now();
    const outageMs = settings.outageSeconds * 1000;
    failing.failUntil = appendStart + outageMs;
    const appended = workers.map(async (worker) => {
      const [line, ms] = await worker.waitForLine(
        /^(?:appended \d+ events in (\d+) ms|append failed: .*)$/,
        settings.waitSeconds * 1000,
      );
      if (ms === undefined) throw new Error(`${worker.name}: ${line}`);
      return Number(ms);
    });
    for (const worker of workers) process.kill(worker.pid, 'SIGUSR2');
    const appendTimes = await Promise.all(appended);
    const appendMs = Date.now() - appendStart;
    const expectedIds = (
      await db
        .select({ id: organizationEvents.id })
        .from(organizationEvents)
        .where(eq(organizationEvents.organizationId, organizationId))
        .orderBy(asc(organizationEvents.id))
    ).map((row) => row.id);
    log(
      `${expectedIds.length} events appended in ${(appendMs / 1000).toFixed(1)} s ` +
        `(process A ${(appendTimes[0]! / 1000).toFixed(1)} s, B ${(appendTimes[1]! / 1000).toFixed(1)} s)`,
    );

    const deadline = appendStart + settings.waitSeconds * 1000;
    const distinct = (receiver: Receiver) => new Set(receiver.accepted.map((receipt) => receipt.eventId)).size;
    let lastLog = 0;
    while (Date.now() < deadline && receivers.some((receiver) => distinct(receiver) < expectedIds.length)) {
      await delay(250);
      if (Date.now() - lastLog >= 10_000) {
        lastLog = Date.now();
        log(
          `after ${((Date.now() - appendStart) / 1000).toFixed(0)} s: ` +
            receivers
              .map(
                (receiver) =>
                  `${receiver.name} ${distinct(receiver)}` + (receiver.refused ? ` (${receiver.refused}×500)` : ''),
              )
              .join(', '),
        );
      }
    }
    // Anything sent twice would come soon after: give it a moment before counting.
    await delay(3_000);
    const rows = receivers.map((receiver) =>
      figures(receiver, expectedIds, appendStart, receiver === failing ? outageMs : 0),
    );
    for (const row of rows)
      log(
        `endpoint ${row.endpoint}: ${row.received}/${row.expected}, lost ${row.lost}, duplicated ${row.duplicated}, ` +
          `out of order ${row.outOfOrder}, lag p50 ${millis(row.p50LagMs)} ms p95 ${millis(row.p95LagMs)} ms` +
          (row.catchUpMs !== undefined ? `, caught up ${seconds(row.catchUpMs)} after recovering` : ''),
      );
    const [pending] = await db
      .select({ pending: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.status, 'pending')));
    const [attempts] = await db
      .select({ most: sql<number>`coalesce(max(${webhookDeliveries.attempts}), 0)::int` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointIds[2]!));
    const total = rows.reduce((sum, row) => sum + row.received, 0);
    const lastAt = Math.max(...receivers.map((receiver) => receiver.accepted.at(-1)?.at ?? appendStart));
    const healthy = rows.filter((row) => row.outageSeconds === 0);
    const note =
      `Webhooks: ${integer.format(expectedIds.length)} events appended in ${seconds(appendMs)} ` +
      `(${integer.format(expectedIds.length / (appendMs / 1000))} events/s, two writers contending for the organization's ` +
      "event lock) by the two delivery processes (tests/bench/webhook-worker.ts: the server's startUp with its job queue, " +
      'no web server), each event in its own transaction through the event recorder with its NOTIFY; 10,000 real changes ' +
      'through the graph would measure the mutations rather than the deliveries. ' +
      `${integer.format(total)} deliveries accepted in ${seconds(lastAt - appendStart)} from the first append ` +
      `(${integer.format(total / ((lastAt - appendStart) / 1000))}/s over the three endpoints` +
      (healthy.length > 0
        ? `; the healthy endpoints ${healthy.map((row) => `${row.endpoint} ${row.eventsPerSecond === undefined ? '—' : integer.format(row.eventsPerSecond)}/s`).join(', ')}`
        : '') +
      `). Endpoint E3 answered 500 for the first ${settings.outageSeconds} s (its head delivery tried up to ${attempts?.most ?? 0} times); ` +
      `retries waited ${settings.retryBaseMs / 1000} s doubling up to ${settings.retryMaxMs / 1000} s, with jitter ` +
      "(startUp's deliverySettings; the product waits 30 s doubling up to an hour). " +
      `Deliveries still pending at the end: ${pending?.pending ?? '?'}. Lag: from the event's transaction time ` +
      '(occurredAt) to its receipt, same clock. Each endpoint is delivered one event at a time in order, so its rate is ' +
      'bound by one round trip plus three statements per event. Figures from a shared machine: compare them only with ' +
      'runs on the same machine.';
    await db.delete(organizations).where(eq(organizations.id, organizationId));
    return { rows, note };
  } finally {
    for (const worker of workers) await worker.stop(20_000);
    for (const receiver of receivers) receiver.server.closeAllConnections();
    for (const receiver of receivers) receiver.server.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await handle.close();
  }
}

await runAloneOnPostgres(import.meta.url, 'webhooks', (postgres, log) =>
  benchWebhooks({
    databaseUrl: postgres.url,
    settings: webhookBenchSettings(),
    resultsDir: path.join(projectDir, 'tests', 'bench', 'results'),
    log,
  }),
);
