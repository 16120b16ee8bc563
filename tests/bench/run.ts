// `npm run bench`: bare node:http baseline, then the app's API targets on PGlite and on
// PostgreSQL, each server in its own process; prints a markdown table and writes
// tests/bench/results/latest.md. BENCH_DURATION / BENCH_WARMUP (seconds), BENCH_CONNECTIONS,
// BENCH_QUIET_WAIT (seconds to wait for a busy machine before each target, 0 = never) and
// BENCH_DATABASE_URL (else a throwaway initdb cluster) adjust it. The inventory phase (100,000
// vehicles, three queries, sequential p50/p95) follows on each database: BENCH_VEHICLES,
// BENCH_INVENTORY_REQUESTS, and BENCH_INVENTORY=false to skip it. BENCH_ONLY=inventory runs the
// inventory phase alone (BENCH_ONLY=app the API targets alone).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { assertBuildExists, projectDir, startAppServer } from './app-server';
import { startBareHttp } from './bare-http';
import { installSignalHandlers, stopAll } from './cleanup';
import { benchInventory, type InventorySettings } from './inventory';
import { isFlagged, measureTarget, type BenchSettings } from './measure';
import { providePostgres } from './postgres';
import { readMemory, resetPeakMemory, sampleMemory } from './proc-stats';
import { renderReport, type Report } from './report';
import { signIn } from './session';
import { appTargets, bareTarget, BENCH_USER } from './targets';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
}

/** The product's promise for the inventory queries on PostgreSQL (issue 7). */
const INVENTORY_P95_TARGET_MS = 50;

function readInventorySettings(): InventorySettings | undefined {
  if (process.env.BENCH_INVENTORY === 'false') return undefined;
  return {
    vehicles: numberFromEnv('BENCH_VEHICLES', 100_000, 1),
    requests: numberFromEnv('BENCH_INVENTORY_REQUESTS', 200, 1),
    warmup: 20,
  };
}

async function inventoryPart(report: Report, settings: InventorySettings | undefined, database: string, databaseUrl?: string) {
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

function readSettings(): BenchSettings {
  return {
    durationSeconds: numberFromEnv('BENCH_DURATION', 10, 1),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 2, 0),
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
    quietWaitSeconds: numberFromEnv('BENCH_QUIET_WAIT', 10, 0),
  };
}

async function benchBare(report: Report): Promise<void> {
  const bare = await startBareHttp(resultsDir);
  try {
    report.rows.push(
      await measureTarget(bare.baseUrl, bareTarget, { database: '—', settings: report.settings, serverPid: bare.service.pid }),
    );
  } finally {
    await bare.stop();
  }
}

async function benchApp(
  report: Report,
  database: string,
  databaseUrl: string | undefined,
  databasePids?: () => number[],
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
    if (appTargets.some((target) => target.needsSession)) {
      try {
        cookie = await signIn(server.baseUrl, BENCH_USER.email, BENCH_USER.password);
      } catch (error) {
        signInProblem = (error as Error).message;
        console.error(`[bench] ⚠ ${signInProblem}`);
      }
    }

    for (const target of appTargets) {
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
  const inventorySettings = readInventorySettings();
  assertBuildExists();
  mkdirSync(resultsDir, { recursive: true });
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: projectDir, encoding: 'utf8' }).stdout?.trim();
  const report: Report = {
    settings,
    startedAt: new Date(),
    commit: commit || undefined,
    rows: [],
    inventory: [],
    memory: [],
    problems: [],
    notes: [],
  };

  // Each part stands alone: one that fails is reported and the next still runs.
  const part = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.problems.push(`${name} failed: ${(error as Error).message}`);
      console.error(`[bench] ${name} failed: ${(error as Error).stack ?? error}`);
    }
  };
  const only = process.env.BENCH_ONLY;
  const runs = (name: 'app' | 'inventory') => !only || only === name;
  const inventory = runs('inventory') ? inventorySettings : undefined;
  try {
    if (runs('app')) await part('bare node:http', () => benchBare(report));
    if (runs('app')) await part('the app on PGlite', () => benchApp(report, 'PGlite', undefined));
    await part('inventory on PGlite', () => inventoryPart(report, inventory, 'PGlite'));
    await part('PostgreSQL', async () => {
      const choice = await providePostgres(resultsDir);
      if ('skipped' in choice) {
        report.notes.push(`PostgreSQL skipped: ${choice.skipped}.`);
        console.error(`[bench] PostgreSQL skipped: ${choice.skipped}`);
        return;
      }
      const { postgres } = choice;
      report.notes.push(`PostgreSQL: ${postgres.description}.`);
      try {
        if (runs('app')) await benchApp(report, 'PostgreSQL', postgres.url, postgres.pids);
        await part('inventory on PostgreSQL', () => inventoryPart(report, inventory, 'PostgreSQL', postgres.url));
      } finally {
        await postgres.stop();
      }
    });
  } finally {
    await stopAll();
  }

  report.finishedAt = new Date();
  report.notes.push(
    'Server, PostgreSQL and load generator (autocannon, in the benchmark process) share the 2 cores. ' +
      'CPU %: share of one core (2 cores = 200) during the measured run used by the server process / the PostgreSQL ' +
      'processes (– for in-process PGlite or a remote server) / the benchmark process / everything else on the machine ' +
      '(kernel interrupt time excluded).' +
      (settings.quietWaitSeconds > 0 ? ` Before each target the run waits up to ${settings.quietWaitSeconds} s for a quiet machine.` : ''),
    'RSS is the node server process only (PostgreSQL backends are separate processes). ' +
      (report.memory.every((memory) => memory.peakFromHwm)
        ? 'Load peak is VmHWM after resetting it (clear_refs) at idle.'
        : 'Load peak is sampled VmRSS (every 200 ms) where VmHWM could not be reset.'),
    `Server logs: ${path.relative(projectDir, resultsDir)}/*.log.`,
  );
  const markdown = renderReport(report);
  process.stdout.write(markdown);
  const latest = path.join(resultsDir, 'latest.md');
  writeFileSync(latest, markdown);
  console.error(`[bench] written to ${path.relative(projectDir, latest)}`);
  return report.problems.length > 0 || report.rows.some(isFlagged) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(`[bench] ${(error as Error).stack ?? error}`);
    await stopAll();
    process.exit(1);
  },
);
