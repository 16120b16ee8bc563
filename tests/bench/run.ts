// `npm run bench`: bare node:http baseline, tRPC's own standalone adapter answering a no-op (the
// floor under every tRPC target, as a reference), then the app's API targets on PGlite and on
// PostgreSQL, each server in its own process, with the request stack's targets checked (targets.ts STACK_GOALS:
// the app's no-op against the standalone one, getMe against the app's no-op, GraphQL me requests/s); prints a markdown table and writes
// tests/bench/results/latest.md. BENCH_DURATION / BENCH_WARMUP (seconds), BENCH_CONNECTIONS,
// BENCH_QUIET_WAIT (seconds to wait for a busy machine before each target, 0 = never) and
// BENCH_DATABASE_URL (else a throwaway initdb cluster) adjust it. The inventory phase (100,000
// vehicles, three queries, sequential p50/p95) follows on each database: BENCH_VEHICLES,
// BENCH_INVENTORY_REQUESTS, and BENCH_INVENTORY=false to skip it. BENCH_ONLY=inventory runs the
// inventory phase alone (BENCH_ONLY=app the API targets alone).
// - recon (PostgreSQL): 5,000 vehicles with a year of recon events; the board (2,000 cards), the
//   figures over a year and moves, each answer checked (tests/bench/recon.ts);
//   BENCH_RECON_REQUESTS (100) calls each, BENCH_RECON=false skips it.
// - reports (PostgreSQL): a store of 1,000 vehicles in stock and 12,000 sold over two years
//   (tests/bench/report-data.ts); each of the seven reports over two years and over 30 days
//   (p95 ≤ 200 ms) and the needs-attention queue (≤ 100 ms), each answer checked
//   (tests/bench/reports.ts); BENCH_REPORT_REQUESTS (30) calls each, BENCH_REPORTS=false skips it.
//
// More phases, each with its own table:
// - signin: POST /api/auth/callback/credentials on each database (argon2id: CPU-bound by design),
//   BENCH_SIGNIN_CONNECTIONS (10) and BENCH_SIGNIN_DURATION (5 s); BENCH_SIGNIN=false skips it.
// - analytics: POST /api/analytics with 50 events per request on each database, events/s, then
//   the stored rows counted back through the graph as admin@demo.test (waiting up to
//   BENCH_ANALYTICS_FLUSH_WAIT, 30 s); BENCH_ANALYTICS=false skips it.
// - valuations: on PostgreSQL, 200,000 market records (BENCH_MARKET_RECORDS) and the four
//   valuations with comparables of one vehicle, sequential p50/p95 against 50 ms
//   (BENCH_VALUATION_REQUESTS, 200); BENCH_VALUATIONS=false skips it (tests/bench/valuations.ts).
// - pricing: on PostgreSQL, 5,000 vehicles in stock and 100,000 market records
//   (BENCH_PRICING_MARKET_RECORDS): the pricing grid's figures for 1,000 vehicles against 500 ms
//   and a dry run of the whole stock against 2 s, sequential p50/p95 (BENCH_PRICING_REQUESTS, 20);
//   BENCH_PRICING=false skips it (tests/bench/pricing.ts).
// - scale-out: on PostgreSQL, one, two and three app processes behind a round-robin proxy that
//   reads /api/ready (GraphQL me and the recon board), checks that sessions and deactivation hold
//   across processes, and a rolling restart under load with 0 failed requests; BENCH_SCALE_OUT=false skips it.
// - agent: on PostgreSQL, an agent's territory of 300 dealers; planRoute for 12 stops (exact) and
//   50 (heuristic), target p95 ≤ 200 ms; BENCH_AGENT=false skips it (tests/bench/agent.ts).
// - dms: on PostgreSQL, a stand-in DMS posts one signed CSV delivery of 5,000 vehicles
//   (BENCH_DMS_VEHICLES), target ≤ 30 s; BENCH_DMS=false skips it (tests/bench/dms.ts).
// - sales-packet: on PGlite with the demo data, the public packet page of a share link, 200 loads
//   one after the other, target p95 ≤ 50 ms, then 410 once revoked (tests/bench/sales-packet.ts).
// - marketplaces: on PostgreSQL, a marketplace feed of 1,000 front-line vehicles (3 photos each,
//   BENCH_MARKETPLACE_VEHICLES): the first CSV pull, then 50 pulls one after the other
//   (BENCH_MARKETPLACE_REQUESTS), target p95 ≤ 300 ms, and one XML pull; BENCH_MARKETPLACES=false
//   skips it (tests/bench/marketplaces.ts).
// - webhooks: on PostgreSQL, two delivery processes over one database, three loopback receivers
//   checking signatures, 10,000 events (BENCH_WEBHOOK_EVENTS) appended through the event recorder,
//   one receiver answering 500 for the first 60 s (BENCH_WEBHOOK_OUTAGE): lost, duplicated and out
//   of order per endpoint against 0 (targets.ts WEBHOOK_TARGETS), events/s, lag p50/p95 and the
//   failing endpoint's catch-up; BENCH_WEBHOOKS=false skips it (tests/bench/webhooks.ts).
// - stream: on PostgreSQL, two compiled server processes, 500 open subscriptions over
//   /api/graphql/stream split between them (BENCH_STREAMS), recon moves through one: commit to
//   delivery on every subscriber, p95 ≤ 250 ms; idle memory per stream; SIGTERM ends one process's
//   streams cleanly; BENCH_STREAM=false skips it (tests/bench/stream.ts).
// - browser: on PGlite with the demo data, every page in Chromium, time to its content and LCP
//   against the lightest page and 1 s (tests/bench/browser.ts); BENCH_BROWSER=false skips it.
// Sign-in and analytics run on the same server as the API targets, after them (its memory row
// covers them too). BENCH_ONLY takes one phase or a comma-separated list of app, inventory, recon, reports,
// valuations, pricing, signin, analytics, scale-out, agent, dms, sales-packet, marketplaces, webhooks, stream, browser (e.g. BENCH_ONLY=analytics or BENCH_ONLY=signin,scale-out); the
// bare node:http baseline runs whenever a phase with a "vs bare node:http" column does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchAgent, agentBenchSettings } from './agent';
import { benchDms, dmsBenchVehicles } from './dms';
import { benchSalesPacket } from './sales-packet';
import { benchMarketplaces, marketplaceBenchSettings } from './marketplaces';
import { benchAnalytics } from './analytics';
import { browserPart } from './browser';
import { assertBuildExists, projectDir, startAppServer } from './app-server';
import { startBareHttp, type BareKind } from './bare-http';
import { installSignalHandlers, stopAll } from './cleanup';
import { benchInventory, type InventorySettings } from './inventory';
import { benchRecon } from './recon';
import { benchReports, reportSettings } from './reports';
import { benchValuations } from './valuations';
import { benchPricing, pricingSettings } from './pricing';
import { measureTarget } from './measure';
import { providePostgres } from './postgres';
import { readMemory, resetPeakMemory, sampleMemory } from './proc-stats';
import { renderReport, type Report } from './report';
import { numberFromEnv, readInventorySettings, readPhases, readSettings, type AppParts, type Phase } from './settings';
import { benchFailures } from './verdict';
import { benchScaleOut } from './scale-out';
import { benchStream, streamBenchSettings } from './stream';
import { benchWebhooks, webhookBenchSettings } from './webhooks';
import { fetchCsrf, signIn } from './session';
import {
  ADMIN_USER,
  appTargets,
  bareTarget,
  bareTrpcTarget,
  BENCH_USER,
  signInTarget,
  type BenchTarget,
} from './targets';
import { weightPart } from './weight';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** The product's promise for the inventory queries on PostgreSQL (issue 7). */
const INVENTORY_P95_TARGET_MS = 50;

/** The phases that run on PostgreSQL besides the app's own targets. */
const POSTGRES_PHASES: Phase[] = [
  'inventory',
  'scale-out',
  'recon',
  'reports',
  'valuations',
  'pricing',
  'agent',
  'dms',
  'marketplaces',
  'webhooks',
  'stream',
];

async function inventoryPart(
  report: Report,
  settings: InventorySettings | undefined,
  database: string,
  databaseUrl?: string,
) {
  if (!settings) return;
  const { rows, note } = await benchInventory({
    database,
    databaseUrl,
    settings,
    resultsDir,
    targetP95Ms: databaseUrl ? INVENTORY_P95_TARGET_MS : undefined,
    log: (message) => console.error(`[bench] inventory: ${message}`),
  });
  report.inventory.push(...rows);
  report.notes.push(note);
}

async function benchBare(report: Report, kind: BareKind, target: BenchTarget): Promise<void> {
  const bare = await startBareHttp(resultsDir, kind);
  try {
    report.rows.push(
      await measureTarget(bare.baseUrl, target, {
        database: '—',
        settings: report.settings,
        serverPid: bare.service.pid,
      }),
    );
  } finally {
    await bare.stop();
  }
}

/** Runs one part of the benchmark: a failure is reported and the next part still runs. */
async function runPart(report: Report, name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // fetch's "fetch failed" says why only in its cause.
    const { message, stack, cause } = error as Error;
    const why = cause instanceof Error ? ` (${cause.message})` : '';
    report.problems.push(`${name} failed: ${message}${why}`);
    console.error(`[bench] ${name} failed: ${stack ?? String(error)}${why}`);
  }
}

async function benchApp(
  report: Report,
  database: string,
  databaseUrl: string | undefined,
  databasePids: (() => number[]) | undefined,
  parts: AppParts,
): Promise<void> {
  const logFile = path.join(resultsDir, `server-${database.toLowerCase()}.log`);
  console.error(`[bench] starting the app on ${database} (log: ${path.relative(projectDir, logFile)})`);
  const server = await startAppServer({ databaseUrl, logFile });
  try {
    console.error(`[bench] ready after ${(server.readyMs / 1000).toFixed(1)} s: ${server.readyLine ?? ''}`);
    await delay(1_000); // let start-up garbage settle before reading idle memory
    const idle = readMemory(server.pid);
    const peakFromHwm = resetPeakMemory(server.pid);
    const sampler = sampleMemory(server.pid);

    let cookie: string | undefined;
    let signInProblem: string | undefined;
    if ((parts.targets && appTargets.some((target) => target.needsSession)) || parts.analytics) {
      try {
        cookie = await signIn(server.baseUrl, BENCH_USER.email, BENCH_USER.password);
      } catch (error) {
        signInProblem = (error as Error).message;
        console.error(`[bench] ⚠ ${signInProblem}`);
      }
    }

    for (const target of parts.targets ? appTargets : []) {
      if (target.needsSession && !cookie) {
        report.rows.push({ target: target.name, database, failure: `no session: ${signInProblem}` });
        continue;
      }
      report.rows.push(
        await measureTarget(server.baseUrl, target, {
          database,
          settings: report.settings,
          serverPid: server.pid,
          databasePids,
          cookie,
        }),
      );
    }

    const signInSettings = parts.signIn;
    if (signInSettings) {
      await runPart(report, `sign-in on ${database}`, async () => {
        const target = signInTarget(server.baseUrl, await fetchCsrf(server.baseUrl));
        report.signIn.push(
          await measureTarget(server.baseUrl, target, {
            database,
            settings: { ...report.settings, ...signInSettings },
            serverPid: server.pid,
            databasePids,
          }),
        );
      });
    }

    const analytics = parts.analytics;
    if (analytics) {
      await runPart(report, `analytics ingestion on ${database}`, async () => {
        if (!cookie) throw new Error(`no session: ${signInProblem}`);
        const adminCookie = await signIn(server.baseUrl, ADMIN_USER.email, ADMIN_USER.password);
        report.analytics.push(
          await benchAnalytics({
            baseUrl: server.baseUrl,
            database,
            settings: report.settings,
            serverPid: server.pid,
            databasePids,
            cookie,
            adminCookie,
            flushWaitSeconds: analytics.flushWaitSeconds,
            log: (message) => console.error(`[bench] analytics: ${message}`),
          }),
        );
      });
    }

    const sampledPeak = sampler.stop();
    const after = readMemory(server.pid);
    report.memory.push({
      database,
      readyMs: server.readyMs,
      readyLine: server.readyLine,
      idleRssKb: idle?.rssKb,
      startupPeakKb: idle?.hwmKb,
      loadPeakKb: peakFromHwm && after ? Math.max(after.hwmKb, sampledPeak) : sampledPeak,
      peakFromHwm,
    });
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  installSignalHandlers();
  const settings = readSettings();
  const phases = readPhases();
  const inventorySettings = readInventorySettings();
  const parts: AppParts = {
    targets: phases.has('app'),
    signIn: phases.has('signin')
      ? {
          connections: numberFromEnv('BENCH_SIGNIN_CONNECTIONS', 10, 1),
          durationSeconds: numberFromEnv('BENCH_SIGNIN_DURATION', 5, 1),
          warmupSeconds: Math.min(settings.warmupSeconds, 1),
        }
      : undefined,
    analytics: phases.has('analytics')
      ? { flushWaitSeconds: numberFromEnv('BENCH_ANALYTICS_FLUSH_WAIT', 30, 1) }
      : undefined,
  };
  // Only the phases that start the app need the Next.js build (the database phases call services).
  if (
    ['app', 'inventory', 'signin', 'analytics', 'scale-out', 'sales-packet', 'browser', 'stream'].some((phase) =>
      phases.has(phase as Phase),
    )
  )
    assertBuildExists();
  mkdirSync(resultsDir, { recursive: true });
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: projectDir, encoding: 'utf8' }).stdout?.trim();
  const report: Report = {
    settings,
    startedAt: new Date(),
    commit: commit || undefined,
    rows: [],
    inventory: [],
    recon: [],
    reports: [],
    memory: [],
    analytics: [],
    analyticsFlushWaitSeconds: parts.analytics?.flushWaitSeconds,
    signIn: [],
    signInSettings: parts.signIn,
    scaleOut: [],
    scaleOutChecks: [],
    webhooks: [],
    problems: [],
    notes: [],
  };

  // Each part stands alone: one that fails is reported and the next still runs.
  const part = (name: string, work: () => Promise<void>) => runPart(report, name, work);
  const onApp = parts.targets || parts.signIn !== undefined || parts.analytics !== undefined;
  const inventory = phases.has('inventory') ? inventorySettings : undefined;
  try {
    if (onApp || phases.has('scale-out')) await part('bare node:http', () => benchBare(report, 'node', bareTarget));
    if (parts.targets) await part('bare tRPC', () => benchBare(report, 'trpc', bareTrpcTarget));
    if (onApp) await part('the app on PGlite', () => benchApp(report, 'PGlite', undefined, undefined, parts));
    await part('inventory on PGlite', () => inventoryPart(report, inventory, 'PGlite'));
    if (phases.has('sales-packet')) {
      await part('sales packet on PGlite', async () => {
        const { rows, note } = await benchSalesPacket({
          resultsDir,
          log: (message) => console.error(`[bench] sales packet: ${message}`),
        });
        report.inventory.push(...rows);
        report.notes.push(note);
      });
    }
    if (phases.has('browser')) await part('pages in the browser', () => browserPart(report, resultsDir));
    await part('PostgreSQL', async () => {
      // The phases on PGlite alone (sales-packet, browser) need no cluster.
      if (!onApp && !POSTGRES_PHASES.some((phase) => phases.has(phase))) return;
      const choice = await providePostgres(resultsDir);
      if ('skipped' in choice) {
        report.notes.push(`PostgreSQL skipped: ${choice.skipped}.`);
        console.error(`[bench] PostgreSQL skipped: ${choice.skipped}`);
        if (phases.has('webhooks'))
          console.error(
            '[bench] webhooks skipped: it needs PostgreSQL (set BENCH_DATABASE_URL, or install initdb/pg_ctl)',
          );
        return;
      }
      const { postgres } = choice;
      report.notes.push(`PostgreSQL: ${postgres.description}.`);
      try {
        if (onApp)
          await part('the app on PostgreSQL', () => benchApp(report, 'PostgreSQL', postgres.url, postgres.pids, parts));
        if (phases.has('scale-out')) {
          await part('scale-out on PostgreSQL', async () => {
            const result = await benchScaleOut({
              databaseUrl: postgres.url,
              databasePids: postgres.pids,
              settings,
              resultsDir,
              log: (message) => console.error(`[bench] scale-out: ${message}`),
            });
            report.scaleOut.push(...result.rows);
            report.scaleOutChecks.push(...result.checks);
            report.notes.push(...result.notes);
          });
        }
        await part('inventory on PostgreSQL', () => inventoryPart(report, inventory, 'PostgreSQL', postgres.url));
        if (phases.has('recon')) {
          await part('recon on PostgreSQL', async () => {
            const settings = { requests: numberFromEnv('BENCH_RECON_REQUESTS', 100, 1), warmup: 10 };
            const { rows, note } = await benchRecon({
              serverUrl: postgres.url,
              settings,
              log: (message) => console.error(`[bench] recon: ${message}`),
            });
            report.recon.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('reports')) {
          await part('reports on PostgreSQL', async () => {
            const { rows, note } = await benchReports({
              serverUrl: postgres.url,
              databasePids: postgres.pids,
              settings: reportSettings(),
              log: (message) => console.error(`[bench] reports: ${message}`),
            });
            report.reports.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('valuations')) {
          await part('valuations on PostgreSQL', async () => {
            const { rows, note } = await benchValuations({
              databaseUrl: postgres.url,
              settings: {
                records: numberFromEnv('BENCH_MARKET_RECORDS', 200_000, 1),
                requests: numberFromEnv('BENCH_VALUATION_REQUESTS', 200, 1),
                warmup: 20,
              },
              targetP95Ms: INVENTORY_P95_TARGET_MS,
              log: (message) => console.error(`[bench] valuations: ${message}`),
            });
            // The same columns as the inventory reads (its "vehicles" column holds the market records here).
            report.inventory.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('pricing')) {
          await part('pricing on PostgreSQL', async () => {
            const { rows, note } = await benchPricing({
              databaseUrl: postgres.url,
              settings: pricingSettings(),
              log: (message) => console.error(`[bench] pricing: ${message}`),
            });
            // The same columns as the inventory reads ("vehicles": the vehicles each call prices).
            report.inventory.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('agent')) {
          await part('agent on PostgreSQL', async () => {
            const { rows, note } = await benchAgent({
              databaseUrl: postgres.url,
              settings: agentBenchSettings(),
              log: (message) => console.error(`[bench] agent: ${message}`),
            });
            // The same columns as the inventory reads ("vehicles": the stops or dealers each call weighs).
            report.inventory.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('dms')) {
          await part('dms on PostgreSQL', async () => {
            const { rows, note } = await benchDms({
              databaseUrl: postgres.url,
              vehicles: dmsBenchVehicles(),
              log: (message) => console.error(`[bench] dms: ${message}`),
            });
            // The same columns as the inventory reads ("vehicles": the vehicles in the delivery).
            report.inventory.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('marketplaces')) {
          await part('marketplaces on PostgreSQL', async () => {
            const { rows, note } = await benchMarketplaces({
              databaseUrl: postgres.url,
              settings: marketplaceBenchSettings(),
              log: (message) => console.error(`[bench] marketplaces: ${message}`),
            });
            // The same columns as the inventory reads ("vehicles": the vehicles in the feed).
            report.inventory.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('webhooks')) {
          await part('webhooks on PostgreSQL', async () => {
            const { rows, note } = await benchWebhooks({
              databaseUrl: postgres.url,
              settings: webhookBenchSettings(),
              resultsDir,
              log: (message) => console.error(`[bench] webhooks: ${message}`),
            });
            report.webhooks.push(...rows);
            report.notes.push(note);
          });
        }
        if (phases.has('stream')) {
          await part('live stream on PostgreSQL', async () => {
            const { note, problems } = await benchStream({
              databaseUrl: postgres.url,
              settings: streamBenchSettings(),
              resultsDir,
              log: (message) => console.error(`[bench] stream: ${message}`),
            });
            report.notes.push(note);
            report.problems.push(...problems);
          });
        }
      } finally {
        await postgres.stop();
      }
    });
    await part('weight and start-up', () => weightPart(report, resultsDir));
  } finally {
    await stopAll();
  }

  report.finishedAt = new Date();
  const cores = availableParallelism();
  report.notes.push(
    `Server, PostgreSQL and load generator (autocannon, in the benchmark process) share the ${cores} cores. ` +
      `CPU %: share of one core (${cores} cores = ${cores * 100}) during the measured run used by the server process / the PostgreSQL ` +
      'processes (– for in-process PGlite or a remote server) / the benchmark process / everything else on the machine ' +
      '(kernel interrupt time excluded).' +
      (settings.quietWaitSeconds > 0
        ? ` Before each target the run waits up to ${settings.quietWaitSeconds} s for a quiet machine.`
        : ''),
    'RSS is the node server process only (PostgreSQL backends are separate processes). ' +
      (report.memory.every((memory) => memory.peakFromHwm)
        ? 'Load peak is VmHWM after resetting it (clear_refs) at idle'
        : 'Load peak is sampled VmRSS (every 200 ms) where VmHWM could not be reset') +
      (onApp
        ? `, over everything that server ran: ${[
            parts.targets && 'the API targets',
            parts.signIn && 'sign-in',
            parts.analytics && 'analytics ingestion (its queue holds up to 50,000 events)',
          ]
            .filter(Boolean)
            .join(', ')}.`
        : '.'),
    `Server logs: ${path.relative(projectDir, resultsDir)}/*.log.`,
  );
  const markdown = renderReport(report);
  process.stdout.write(markdown);
  const latest = path.join(resultsDir, 'latest.md');
  writeFileSync(latest, markdown);
  console.error(`[bench] written to ${path.relative(projectDir, latest)}`);
  // Any failure, wrong answer or missed target fails the run (verdict.ts), printed above.
  const failures = benchFailures(report);
  if (failures.length > 0) console.error(`[bench] ${failures.length} failed: ${failures.join(' · ')}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(`[bench] ${(error as Error).stack ?? error}`);
    await stopAll();
    process.exit(1);
  },
);
