// The browser phase of `npm run bench` (issue 36): the compiled server on PGlite with the demo
// data, Debian's Chromium through Playwright at 1440 × 900, every page of
// tests/e2e/fixtures/every-page.ts opened as its user. Per page: one warm-up load, then
// BENCH_PAGE_LOADS (5) loads, the median time to the page's own content and of its LCP
// (page-timing.ts), and its ratio to the lightest signed-in page of the same run. Before those,
// the first visit after sign-in: /dashboard in a fresh browser context (nothing cached) right
// after signing in, BENCH_PAGE_LOADS times.
// Targets: every page ≤ 1.5× the lightest signed-in page (always: both sides of a ratio meet the
// same machine); ≤ 1.0 s, and the first visit ≤ 2.0 s, judged on pages measured on a quiet machine
// (measure.ts's rule: under QUIET_PERCENT of a core for a second before, waiting up to
// BENCH_QUIET_WAIT s). Run alone with `BENCH_ONLY=browser npm run bench`; BENCH_BROWSER=false skips it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { createDraftAppraisal } from '../e2e/fixtures/appraisals';
import { EVERY_PAGE } from '../e2e/fixtures/every-page';
import { startAppServer } from './app-server';
import { QUIET_PERCENT } from './measure';
import { pageTimingScript, timePageLoad, type PageTiming } from './page-timing';
import { waitForQuietMachine } from './proc-stats';
import { numberFromEnv } from './settings';
import { BENCH_USER } from './targets';

export const PAGE_RATIO_TARGET = 1.5;
export const PAGE_TARGET_MS = 1_000;
export const FIRST_VISIT_TARGET_MS = 2_000;
const VIEWPORT = { width: 1440, height: 900 };
const FIRST_VISIT = 'first /dashboard after sign-in (fresh context)';

type PageRow = { page: string; as: string | null; loads: PageTiming[]; quiet: boolean; failure?: string };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const contentOf = (row: PageRow) => median(row.loads.map((load) => load.contentMs));
const lcpOf = (row: PageRow) => median(row.loads.map((load) => load.lcpMs));

async function newContext(browser: Browser, baseURL: string, email: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, reducedMotion: 'reduce' });
  await context.addInitScript(pageTimingScript);
  if (email) {
    // The sign-in form's post, as tests/e2e/fixtures/auth.ts makes it.
    const { csrfToken } = (await (await context.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const response = await context.request.post('/api/auth/callback/credentials', {
      form: { csrfToken, email, password: BENCH_USER.password, callbackUrl: '/dashboard', json: 'true' },
    });
    const { url } = (await response.json()) as { url: string };
    if (new URL(url, baseURL).searchParams.has('error')) throw new Error(`signing in as ${email} failed: ${url}`);
  }
  return context;
}

/** Waits for a quiet machine as the API targets do; whether it became quiet decides if absolute targets are judged. */
async function quietMachine(waitSeconds: number, log: (message: string) => void): Promise<boolean> {
  if (waitSeconds <= 0) return false;
  const { quiet } = await waitForQuietMachine(waitSeconds, QUIET_PERCENT, (percent) =>
    log(`the machine is busy (${Math.round(percent)} % of a core): waiting up to ${waitSeconds} s`),
  );
  return quiet;
}

/** Each target missed, one sentence each. */
export function pageMisses(rows: PageRow[]): string[] {
  const measured = rows.filter((row) => !row.failure && row.loads.length > 0);
  const lightest = Math.min(...measured.filter((row) => row.as && row.page !== FIRST_VISIT).map(contentOf));
  const misses = rows.filter((row) => row.failure).map((row) => `page ${row.page}: ${row.failure}`);
  for (const row of measured) {
    const ms = contentOf(row);
    const name = `page ${row.page}${row.as ? ` as ${row.as}` : ''}`;
    if (row.page === FIRST_VISIT) {
      if (row.quiet && ms > FIRST_VISIT_TARGET_MS)
        misses.push(`${name}: ${ms.toFixed(0)} ms > ${FIRST_VISIT_TARGET_MS}`);
      continue;
    }
    if (ms > PAGE_RATIO_TARGET * lightest)
      misses.push(`${name}: ${(ms / lightest).toFixed(2)}× the lightest page > ${PAGE_RATIO_TARGET}×`);
    if (row.quiet && ms > PAGE_TARGET_MS) misses.push(`${name}: ${ms.toFixed(0)} ms > ${PAGE_TARGET_MS} ms`);
  }
  return misses;
}

function renderPages(rows: PageRow[]): string {
  const lightest = Math.min(
    ...rows.filter((row) => row.as && row.page !== FIRST_VISIT && row.loads.length > 0).map(contentOf),
  );
  const lines = [
    '| page | as | content (median) | LCP (median) | × lightest | loads (content, ms) | quiet |',
    '|---|---|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const who = row.as ?? 'signed out';
    if (row.failure) {
      lines.push(`| ${row.page} | ${who} | ⚠️ ${row.failure.replace(/\s+/g, ' ').slice(0, 100)} | | | | |`);
      continue;
    }
    const ms = contentOf(row);
    const ratio = row.page === FIRST_VISIT ? '—' : `${(ms / lightest).toFixed(2)}×`;
    const loads = row.loads.map((load) => load.contentMs.toFixed(0)).join(', ');
    lines.push(
      `| ${row.page} | ${who} | ${ms.toFixed(0)} ms | ${lcpOf(row).toFixed(0)} ms | ${ratio} | ${loads} | ${row.quiet ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

/** Opens every page as its user; `{vehicle}` is the owner's first vehicle, `{appraisal}` a draft of the bench's own. */
async function measurePages(baseURL: string, browser: Browser, settings: Settings, log: (message: string) => void) {
  const rows: PageRow[] = [];
  const firstVisit: PageRow = { page: FIRST_VISIT, as: BENCH_USER.email, loads: [], quiet: true };
  rows.push(firstVisit);
  for (let load = 0; load < settings.loads; load += 1) {
    firstVisit.quiet &&= await quietMachine(settings.quietWaitSeconds, log);
    const context = await newContext(browser, baseURL, BENCH_USER.email);
    try {
      firstVisit.loads.push(await timePageLoad(await context.newPage(), '/dashboard'));
    } finally {
      await context.close();
    }
  }

  const contexts = new Map<string, BrowserContext>();
  const pageFor = async (email: string | null) => {
    const key = email ?? '';
    if (!contexts.has(key)) contexts.set(key, await newContext(browser, baseURL, email));
    return contexts.get(key)!.newPage();
  };
  const owner = await pageFor(BENCH_USER.email);
  const listed = (await (
    await owner.request.post('/api/graphql', { data: { query: '{ vehicles(first: 1) { edges { node { id } } } }' } })
  ).json()) as { data: { vehicles: { edges: { node: { id: string } }[] } } };
  const vehicleId = listed.data.vehicles.edges[0]!.node.id;
  let appraisalId: string | undefined;
  try {
    for (const { path: template, as } of EVERY_PAGE) {
      let url = template.replace('{vehicle}', vehicleId);
      if (url.includes('{appraisal}'))
        url = url.replace('{appraisal}', (appraisalId ??= await createDraftAppraisal(owner)));
      const row: PageRow = { page: template, as, loads: [], quiet: false };
      rows.push(row);
      row.quiet = await quietMachine(settings.quietWaitSeconds, log);
      const page = await pageFor(as);
      try {
        await timePageLoad(page, url);
        for (let load = 0; load < settings.loads; load += 1) row.loads.push(await timePageLoad(page, url));
        log(`${template} as ${as ?? 'signed out'}: ${contentOf(row).toFixed(0)} ms`);
      } catch (error) {
        row.failure = (error as Error).message.split('\n')[0];
        log(`${template}: ${row.failure}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await Promise.all([...contexts.values()].map((context) => context.close()));
  }
  return rows;
}

type Settings = { loads: number; quietWaitSeconds: number };

export type BrowserResult = { markdown: string; summary: string; misses: string[] };

export async function benchBrowser(resultsDir: string, log: (message: string) => void): Promise<BrowserResult> {
  const settings: Settings = {
    loads: numberFromEnv('BENCH_PAGE_LOADS', 5, 1),
    quietWaitSeconds: numberFromEnv('BENCH_QUIET_WAIT', 10, 0),
  };
  const server = await startAppServer({ logFile: path.join(resultsDir, 'server-browser.log'), compiled: true });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const rows = await measurePages(server.baseUrl, browser, settings, log);
    const misses = pageMisses(rows);
    const markdown = [
      `## Pages in the browser (Chromium, ${VIEWPORT.width} px, PGlite with the demo data; median of ${settings.loads} warm loads)`,
      '',
      renderPages(rows),
      '',
    ].join('\n');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'pages.md'), markdown);
    const slowest = rows
      .filter((row) => row.page !== FIRST_VISIT && row.loads.length > 0)
      .sort((a, b) => contentOf(b) - contentOf(a))[0];
    const summary =
      `Pages (tests/bench/results/pages.md): ${rows.length - 1} pages, slowest ${slowest?.page} ${slowest ? contentOf(slowest).toFixed(0) : '?'} ms; ` +
      `first visit after sign-in ${contentOf(rows[0]!).toFixed(0)} ms; targets ≤ ${PAGE_RATIO_TARGET}× the lightest signed-in page, ` +
      `≤ ${PAGE_TARGET_MS} ms (first visit ≤ ${FIRST_VISIT_TARGET_MS} ms) on a quiet machine.`;
    return { markdown, summary, misses };
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** The `npm run bench` part: prints the table, adds the summary to the report's notes and each miss to its problems. */
export async function browserPart(report: { notes: string[]; problems: string[] }, resultsDir: string): Promise<void> {
  const { markdown, summary, misses } = await benchBrowser(resultsDir, (message) =>
    console.error(`[bench] browser: ${message}`),
  );
  process.stdout.write(`${markdown}\n`);
  report.notes.push(summary);
  report.problems.push(...misses);
}
