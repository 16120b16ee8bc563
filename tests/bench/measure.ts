import { runLoad, type LoadRequest, type LoadResult, type LoadSettings } from './autocannon-runner';
import { cpuMeter, waitForQuietMachine } from './proc-stats';
import type { BenchTarget } from './targets';

export type BenchSettings = {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** How long to wait, before each target, for other processes to leave the CPUs alone. */
  quietWaitSeconds: number;
};

/** Machine-wide CPU (100 = one core) under which the machine counts as quiet before a target. */
export const QUIET_PERCENT = 30;

export type TargetRow = {
  target: string;
  database: string;
  result?: LoadResult;
  /** Set when the target could not be measured at all. */
  failure?: string;
  /** Set when the single request before the load did not answer as expected. */
  preflightProblem?: string;
  serverCpuPercent?: number;
  /** The database's own processes (PostgreSQL on this machine); undefined for in-process PGlite. */
  databaseCpuPercent?: number;
  loadGeneratorCpuPercent?: number;
  /** CPU used by everything else on the machine during the measured run (100 % = one core). */
  otherCpuPercent?: number;
  /** The `extraPids` groups of `measureTarget` (a second app process, a proxy), by name. */
  extraCpuPercent?: Record<string, number | undefined>;
};

/** True when the row must not be read as a clean measurement. */
export function isFlagged(row: TargetRow): boolean {
  if (row.failure || row.preflightProblem || !row.result) return true;
  const { non2xx, errors, mismatches } = row.result;
  return non2xx + errors + mismatches > 0;
}

function requestFor(baseUrl: string, target: BenchTarget, cookie: string | undefined) {
  const headers: Record<string, string> = { ...target.headers };
  if (target.needsSession && cookie) headers.cookie = cookie;
  return { url: `${baseUrl}${target.path}`, method: target.method, headers, body: target.body };
}

/** One request before the load, so a wrong answer is reported with its body, not just counted. */
async function preflight(
  baseUrl: string,
  target: BenchTarget,
  cookie: string | undefined,
): Promise<string | undefined> {
  const request = requestFor(baseUrl, target, cookie);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status < 200 || response.status >= 300) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
    if (target.verifyBody && !target.verifyBody(text)) return `unexpected body: ${text.slice(0, 200)}`;
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Preflight, warm-up, then the measured run, with the server's and our CPU share. */
export async function measureTarget(
  baseUrl: string,
  target: BenchTarget,
  options: {
    database: string;
    settings: BenchSettings;
    serverPid: number;
    /** The database server's pids on this machine, to tell its CPU from other load. */
    databasePids?: () => number[];
    /** More processes of ours whose CPU is reported on its own (and not counted as "other"). */
    extraPids?: Record<string, () => number[]>;
    cookie?: string;
    /**
     * Changes to the measured run only (not the preflight or warm-up): the request it sends, at
     * most `extraSeconds` of load after the measured duration (counted in the figures, e.g. a
     * tail whose requests are told apart by `request`'s hooks), ended early by `stopWhen`.
     */
    measured?: { request?: (request: LoadRequest) => LoadRequest; extraSeconds?: number; stopWhen?: () => boolean };
  },
): Promise<TargetRow> {
  const { database, settings, serverPid, databasePids, extraPids, cookie, measured } = options;
  const row: TargetRow = { target: target.name, database };
  const label = `${target.name} on ${database}`;
  row.preflightProblem = await preflight(baseUrl, target, cookie);
  if (row.preflightProblem) console.error(`[bench] ⚠ ${label}: preflight ${row.preflightProblem}`);

  const request = { ...requestFor(baseUrl, target, cookie), verifyBody: target.verifyBody };
  const load = (durationSeconds: number): LoadSettings => ({ connections: settings.connections, durationSeconds });
  if (settings.quietWaitSeconds > 0) {
    const { waitedSeconds, quiet } = await waitForQuietMachine(settings.quietWaitSeconds, QUIET_PERCENT, (percent) =>
      console.error(
        `[bench] the machine is busy (${Math.round(percent)} % of a core): waiting up to ${settings.quietWaitSeconds} s`,
      ),
    );
    if (!quiet) console.error(`[bench] still busy after ${Math.round(waitedSeconds)} s: measuring anyway`);
  }
  try {
    if (settings.warmupSeconds > 0) {
      process.stderr.write(`[bench] ${label}: warm-up ${settings.warmupSeconds} s… `);
      const warm = await runLoad(request, load(settings.warmupSeconds));
      process.stderr.write(`${Math.round(warm.requestsPerSecond)} req/s\n`);
    }
    const extraSeconds = measured?.extraSeconds ?? 0;
    process.stderr.write(
      `[bench] ${label}: measuring ${settings.durationSeconds} s${extraSeconds > 0 ? ` (+ tail ≤ ${extraSeconds} s)` : ''}… `,
    );
    const measuredRequest = measured?.request ? measured.request(request) : request;
    const cpu = cpuMeter(serverPid, databasePids, extraPids);
    row.result = await runLoad(measuredRequest, {
      ...load(settings.durationSeconds + extraSeconds),
      stopWhen: measured?.stopWhen,
    });
    const usage = cpu.stop();
    row.serverCpuPercent = usage.serverPercent;
    row.databaseCpuPercent = usage.databasePercent;
    row.loadGeneratorCpuPercent = usage.selfPercent;
    row.otherCpuPercent = usage.otherPercent;
    if (extraPids) row.extraCpuPercent = usage.extraPercent;
    const { requestsPerSecond, p99Ms, non2xx, errors, mismatches } = row.result;
    process.stderr.write(
      `${Math.round(requestsPerSecond)} req/s, p99 ${p99Ms} ms` +
        (non2xx + errors + mismatches > 0 ? ` ⚠ ${non2xx} non-2xx, ${errors} errors, ${mismatches} wrong bodies` : '') +
        '\n',
    );
  } catch (error) {
    row.failure = (error as Error).message;
    process.stderr.write(`failed: ${row.failure}\n`);
  }
  return row;
}

/** One timed call; `problem` says why its answer is wrong (undefined: right). */
export type TimedSample = { ms: number; problem?: string };

export type SequentialResult = {
  requests: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  failure?: string;
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Calls `run` one after another: `warmup` times untimed, then `requests` times timed, and gives
 * p50, p95, max and how many answers were wrong (with the first one's problem).
 */
export async function measureSequential(
  settings: { requests: number; warmup: number },
  run: (index: number) => Promise<TimedSample>,
): Promise<SequentialResult> {
  for (let index = 0; index < settings.warmup; index += 1) await run(index);
  const samples: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  for (let index = settings.warmup; index < settings.warmup + settings.requests; index += 1) {
    const { ms, problem } = await run(index);
    samples.push(ms);
    if (problem) {
      failures += 1;
      firstFailure ??= problem;
    }
  }
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    failures,
    p50Ms: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    maxMs: samples.at(-1) ?? Number.NaN,
    ...(firstFailure ? { failure: `first wrong answer: ${firstFailure}` } : {}),
  };
}
