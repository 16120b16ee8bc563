// Weight and start-up (issue 14 part 4), each figure against its target:
// - first-load JS per page, gzipped, from the Next build (scripts/bundle-report.mjs);
// - start to healthy: from spawning the compiled server (`node dist/server.js`, as production runs
//   it) to the first 200 of /api/health, on a fresh PGlite data dir and on PostgreSQL (the first
//   start on an empty database migrates and seeds; the restarts after it find both done);
// - idle RSS after the start and one signed-in page render (/dashboard), on each database
//   (issue 36 item 5: ≤ 200 MB on PostgreSQL, ≤ 500 MB on PGlite with its demo data seeded).
// BENCH_STARTUP_RUNS (3) starts per database, medians reported. Runs inside `npm run bench` (its
// table goes to tests/bench/results/weight.md, a summary and any miss into the main report;
// BENCH_WEIGHT=false skips it) or alone: `npx tsx tests/bench/weight.ts` (exit 1 on a miss).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad, overBudget, renderFirstLoad } from '../../scripts/bundle-report.mjs';
import { projectDir, startAppServer } from './app-server';
import { installSignalHandlers, stopAll } from './cleanup';
import { providePostgres } from './postgres';
import { readMemory } from './proc-stats';
import { signIn } from './session';
import { BENCH_USER } from './targets';

export const START_TARGET_MS = { PostgreSQL: 1_500, PGlite: 4_000 } as const;
export const IDLE_RSS_TARGET_MB = { PostgreSQL: 200, PGlite: 500 } as const;

type Database = keyof typeof IDLE_RSS_TARGET_MB;

type Start = { readyMs: number; idleRssMb?: number };

/** Starts the compiled server, timed to the first 200 of /api/health, then (optionally) renders a signed-in page and reads its RSS. */
async function startOnce(options: { databaseUrl?: string; logFile: string; renderPage: boolean }): Promise<Start> {
  const server = await startAppServer({
    databaseUrl: options.databaseUrl,
    logFile: options.logFile,
    compiled: true,
    pollMs: 20,
  });
  try {
    if (!options.renderPage) return { readyMs: server.readyMs };
    const cookie = await signIn(server.baseUrl, BENCH_USER.email, BENCH_USER.password);
    const page = await fetch(`${server.baseUrl}/dashboard`, { headers: { cookie } });
    if (page.status !== 200) throw new Error(`GET /dashboard signed in answered ${page.status}`);
    await page.text();
    await delay(1_000); // let the render's garbage settle before reading idle memory
    const memory = readMemory(server.pid);
    return { readyMs: server.readyMs, idleRssMb: memory ? memory.rssKb / 1024 : undefined };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'ok' : '⚠ over');

type StartRow = { what: string; database: Database; runs: number[]; targetMs?: number; idleRssMb?: number[] };

function renderStarts(rows: StartRow[]): string {
  const lines = [
    '| start | to healthy (median) | runs | target | idle RSS after a signed-in page (median) |',
    '|---|---:|---|---|---:|',
  ];
  for (const row of rows) {
    const value = median(row.runs);
    const target = row.targetMs ? `≤ ${seconds(row.targetMs)} ${mark(value <= row.targetMs)}` : '—';
    const rssTarget = IDLE_RSS_TARGET_MB[row.database];
    const rss = row.idleRssMb?.length
      ? `${median(row.idleRssMb).toFixed(0)} MB (≤ ${rssTarget} MB ${mark(median(row.idleRssMb) <= rssTarget)})`
      : '—';
    lines.push(`| ${row.what} | ${seconds(value)} | ${row.runs.map(seconds).join(', ')} | ${target} | ${rss} |`);
  }
  return lines.join('\n');
}

export type WeightResult = { markdown: string; summary: string; misses: string[] };

export async function benchWeight(resultsDir: string, log: (message: string) => void): Promise<WeightResult> {
  if (!existsSync(path.join(projectDir, 'dist', 'server.js')))
    throw new Error('No compiled server (dist/server.js): run `npm run build` first.');
  const runs = Math.max(1, Number(process.env.BENCH_STARTUP_RUNS ?? 3));
  const misses: string[] = [];

  const pages = measureFirstLoad(path.join(projectDir, '.next'));
  for (const page of overBudget(pages))
    misses.push(`first-load JS of ${page.page}: ${(page.bytes / 1000).toFixed(1)} kB > ${page.budgetKb} kB`);
  const dashboard = pages.find((page) => page.page === '/dashboard');
  const largest = pages[0];

  const starts: StartRow[] = [];
  const pglite: StartRow = {
    what: 'PGlite, fresh data dir',
    database: 'PGlite',
    runs: [],
    targetMs: START_TARGET_MS.PGlite,
    idleRssMb: [],
  };
  for (let run = 1; run <= runs; run += 1) {
    log(`start ${run}/${runs} on a fresh PGlite`);
    const result = await startOnce({ logFile: path.join(resultsDir, 'startup-pglite.log'), renderPage: true });
    pglite.runs.push(result.readyMs);
    if (result.idleRssMb !== undefined) pglite.idleRssMb!.push(result.idleRssMb);
  }
  starts.push(pglite);

  const choice = await providePostgres(resultsDir);
  if ('skipped' in choice) {
    misses.push(`PostgreSQL start and idle RSS not measured: ${choice.skipped}`);
  } else {
    try {
      const logFile = path.join(resultsDir, 'startup-postgresql.log');
      log('first start on an empty PostgreSQL database (migrations, demo data)');
      const first = await startOnce({ databaseUrl: choice.postgres.url, logFile, renderPage: false });
      starts.push({
        what: 'PostgreSQL, empty database (migrates, seeds)',
        database: 'PostgreSQL',
        runs: [first.readyMs],
      });
      const restart: StartRow = {
        what: 'PostgreSQL, restart',
        database: 'PostgreSQL',
        runs: [],
        targetMs: START_TARGET_MS.PostgreSQL,
        idleRssMb: [],
      };
      for (let run = 1; run <= runs; run += 1) {
        log(`restart ${run}/${runs} on PostgreSQL`);
        const result = await startOnce({ databaseUrl: choice.postgres.url, logFile, renderPage: true });
        restart.runs.push(result.readyMs);
        if (result.idleRssMb !== undefined) restart.idleRssMb!.push(result.idleRssMb);
      }
      starts.push(restart);
    } finally {
      await choice.postgres.stop();
    }
  }
  for (const row of starts.filter((item) => item.targetMs && median(item.runs) > item.targetMs)) {
    misses.push(`start to healthy, ${row.what}: ${seconds(median(row.runs))} > ${seconds(row.targetMs!)}`);
  }
  const idleRss = starts
    .filter((row) => row.idleRssMb?.length)
    .map((row) => ({ database: row.database, mb: median(row.idleRssMb!), targetMb: IDLE_RSS_TARGET_MB[row.database] }));
  for (const { database, mb, targetMb } of idleRss.filter((item) => item.mb > item.targetMb))
    misses.push(`idle RSS on ${database}: ${mb.toFixed(0)} MB > ${targetMb} MB`);

  const markdown = [
    '## First-load JS per page (gzip)',
    '',
    renderFirstLoad(pages),
    '',
    '## Start to healthy (`node dist/server.js` spawned → first 200 of /api/health) and idle memory',
    '',
    renderStarts(starts),
    '',
  ].join('\n');
  const summary =
    `Weight (tests/bench/results/weight.md): /dashboard first-load JS ${dashboard ? (dashboard.bytes / 1000).toFixed(1) : '?'} kB (≤ 250), ` +
    `largest page ${largest?.page} ${largest ? (largest.bytes / 1000).toFixed(1) : '?'} kB (≤ 400); start to healthy ` +
    starts.map((row) => `${row.what} ${seconds(median(row.runs))}`).join(', ') +
    idleRss
      .map(({ database, mb, targetMb }) => `; idle RSS on ${database} ${mb.toFixed(0)} MB (≤ ${targetMb})`)
      .join('') +
    '.';
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'weight.md'), markdown);
  return { markdown, summary, misses };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  installSignalHandlers();
  const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  benchWeight(resultsDir, (message) => console.error(`[bench] weight: ${message}`))
    .then(async ({ markdown, misses }) => {
      process.stdout.write(markdown);
      for (const miss of misses) console.error(`⚠ ${miss}`);
      await stopAll();
      process.exit(misses.length > 0 ? 1 : 0);
    })
    .catch(async (error: unknown) => {
      console.error(`[bench] weight: ${(error as Error).stack ?? error}`);
      await stopAll();
      process.exit(1);
    });
}

/** The `npm run bench` part: prints the tables, adds the summary to the report's notes and each miss to its problems. */
export async function weightPart(report: { notes: string[]; problems: string[] }, resultsDir: string): Promise<void> {
  if (process.env.BENCH_WEIGHT === 'false' || process.env.BENCH_ONLY) return;
  const { markdown, summary, misses } = await benchWeight(resultsDir, (message) =>
    console.error(`[bench] weight: ${message}`),
  );
  process.stdout.write(`${markdown}\n`);
  report.notes.push(summary);
  report.problems.push(...misses);
}
