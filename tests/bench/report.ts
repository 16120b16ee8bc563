import { availableParallelism, cpus } from 'node:os';
import { EVENTS_PER_REQUEST, isAnalyticsLoadFlagged, MAX_TAIL_SECONDS, type AnalyticsRow } from './analytics';
import type { InventoryRow } from './inventory';
import { isFlagged, type BenchSettings, type TargetRow } from './measure';
import type { ScaleOutCheck, ScaleOutRow } from './scale-out';
import { ADMIN_USER, bareTarget, BENCH_USER } from './targets';
import { renderWebhooks, type WebhookRow } from './webhooks';
import { benchFailures, noOpRates, requestStackGoals } from './verdict';

export type MemoryRow = {
  database: string;
  readyMs: number;
  readyLine?: string;
  idleRssKb?: number;
  /** VmHWM read at idle: the peak of start-up (migrations, seeding, Next.js preparing). */
  startupPeakKb?: number;
  /** Peak while under load: VmHWM after a reset at idle, or the sampled VmRSS maximum. */
  loadPeakKb?: number;
  peakFromHwm: boolean;
};

export type Report = {
  settings: BenchSettings;
  startedAt: Date;
  finishedAt?: Date;
  commit?: string;
  rows: TargetRow[];
  /** The inventory phase: one row per query and database. */
  inventory: InventoryRow[];
  /** The recon phase (PostgreSQL): board, figures and moves, one row each. */
  recon: InventoryRow[];
  /** The reports phase (PostgreSQL): each report over two years and over 30 days, and the needs-attention queue. */
  reports: InventoryRow[];
  memory: MemoryRow[];
  /** The analytics-ingestion phase: one row per database. */
  analytics: AnalyticsRow[];
  analyticsFlushWaitSeconds?: number;
  /** The sign-in phase: one row per database, measured with `signInSettings`. */
  signIn: TargetRow[];
  signInSettings?: Pick<BenchSettings, 'connections' | 'warmupSeconds' | 'durationSeconds'>;
  /** The scale-out phase (PostgreSQL): rows through the proxy, and the checks across processes. */
  scaleOut: ScaleOutRow[];
  scaleOutChecks: ScaleOutCheck[];
  /** The webhooks phase (PostgreSQL): one row per endpoint. */
  webhooks: WebhookRow[];
  /** Things that make the run incomplete or wrong: printed first, and the exit code is 1 (verdict.ts). */
  problems: string[];
  notes: string[];
};

/** Above this share of one core used by other processes during a measured run, say so. */
export const BUSY_MACHINE_PERCENT = 15;

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function megabytes(kb: number | undefined): string {
  return kb === undefined || Number.isNaN(kb) ? 'n/a' : `${integer.format(kb / 1024)} MB`;
}

function ratio(value: number, base: number | undefined): string {
  if (!base || !Number.isFinite(value)) return 'n/a';
  const r = value / base;
  if (r >= 0.5) return `${r.toFixed(2)}×`;
  return `${r.toPrecision(2)}× (1/${integer.format(base / value)})`;
}

function percent(value: number | undefined): string {
  return value === undefined ? '?' : integer.format(value);
}

function problemsCell(row: TargetRow, flagged = isFlagged(row)): string {
  if (row.failure) return `⚠️ FAILED: ${row.failure.replace(/\s+/g, ' ').slice(0, 120)}`;
  const result = row.result!;
  let cell = `${integer.format(result.non2xx)} / ${integer.format(result.errors)}`;
  if (result.timeouts > 0) cell += ` (${integer.format(result.timeouts)} timeouts)`;
  if (result.mismatches > 0) cell += `, ${integer.format(result.mismatches)} wrong body`;
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${integer.format(count)}`);
  if (codes.length > 0) cell += ` [${codes.join(', ')}]`;
  if (row.preflightProblem) cell += ' (preflight failed)';
  return flagged ? `⚠️ ${cell}` : cell;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function cpuCell(row: TargetRow, extraNames: string[] = []): string {
  if (!row.result) return '—';
  const values = [
    row.serverCpuPercent,
    ...extraNames.map((name) => row.extraCpuPercent?.[name]),
    row.databaseCpuPercent,
    row.loadGeneratorCpuPercent,
    row.otherCpuPercent,
  ];
  const databaseIndex = 1 + extraNames.length;
  return (
    values.map((value, index) => (index === databaseIndex && value === undefined ? '–' : percent(value))).join(' / ') +
    ((row.otherCpuPercent ?? 0) > BUSY_MACHINE_PERCENT ? ' ⚠️' : '')
  );
}

/** requests/s, p50, p99, problems: the cells every load row starts with. */
function loadCells(row: TargetRow, flagged = isFlagged(row)): string[] {
  const result = row.result;
  return [
    result ? integer.format(result.requestsPerSecond) : '—',
    result ? decimal.format(result.p50Ms) : '—',
    result ? decimal.format(result.p99Ms) : '—',
    problemsCell(row, flagged),
  ];
}

function tableRow(cells: string[]): string {
  return `| ${cells.map(escapeCell).join(' | ')} |`;
}

function storedCell(row: AnalyticsRow): string {
  if (row.failure || row.acknowledged === undefined) return '—';
  const expected = row.acknowledged * EVENTS_PER_REQUEST;
  if (row.storeProblem) return `⚠️ ${row.storeProblem}`;
  return `✓ ${integer.format(row.stored ?? 0)} = ${integer.format(expected)} (all stored ${decimal.format((row.storedAfterMs ?? 0) / 1000)} s after the load)`;
}

export function renderReport(report: Report): string {
  const { settings, rows } = report;
  const bare = rows.find((row) => row.target === bareTarget.name)?.result?.requestsPerSecond;
  const noOp = noOpRates(rows);
  const cpu = cpus();
  const lines: string[] = [];
  lines.push('## Lotwise benchmark');
  lines.push('');
  lines.push(
    `${report.startedAt.toISOString()} · ${availableParallelism()} × ${cpu[0]?.model.trim() ?? 'CPU'} · Node ${process.version}` +
      (report.commit ? ` · commit ${report.commit.slice(0, 10)}` : '') +
      ` · autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per target` +
      (report.finishedAt
        ? ` · whole run ${Math.round((report.finishedAt.getTime() - report.startedAt.getTime()) / 1000)} s`
        : ''),
  );
  if (rows.length > 0) {
    lines.push('');
    lines.push(
      '| target | database | requests/s | p50 ms | p99 ms | non-2xx / errors | vs bare node:http | vs tRPC no-op (same db) | CPU % server / db / load-gen / other |',
    );
    lines.push('|---|---|--:|--:|--:|---|--:|--:|--:|');
    for (const row of rows) {
      const result = row.result;
      const cells = [
        row.target,
        row.database,
        ...loadCells(row),
        result ? (row.target === bareTarget.name ? '1.00×' : ratio(result.requestsPerSecond, bare)) : '—',
        result && row.database !== '—' ? ratio(result.requestsPerSecond, noOp.get(row.database)) : '—',
        cpuCell(row),
      ];
      lines.push(tableRow(cells));
    }
  }
  if (report.memory.length > 0) {
    lines.push('');
    lines.push('| database | ready after | RSS at idle | peak RSS during start-up | peak RSS during load |');
    lines.push('|---|--:|--:|--:|--:|');
    for (const memory of report.memory) {
      lines.push(
        `| ${memory.database} | ${decimal.format(memory.readyMs / 1000)} s | ${megabytes(memory.idleRssKb)} | ` +
          `${megabytes(memory.startupPeakKb)} | ${megabytes(memory.loadPeakKb)}${memory.peakFromHwm ? '' : ' (sampled)'} |`,
      );
    }
  }
  const latencyTable = (rows: InventoryRow[], heading: string) => {
    lines.push('');
    lines.push(heading);
    lines.push('');
    lines.push('| query | database | p50 ms | p95 ms | max ms | requests | failed | p95 target |');
    lines.push('|---|---|--:|--:|--:|--:|--:|---|');
    for (const row of rows) {
      const target =
        row.targetP95Ms === undefined
          ? '—'
          : row.p95Ms <= row.targetP95Ms
            ? `< ${row.targetP95Ms} ms ✓`
            : `< ${row.targetP95Ms} ms ⚠️ missed`;
      const cells = [
        row.query,
        row.database,
        decimal.format(row.p50Ms),
        decimal.format(row.p95Ms),
        decimal.format(row.maxMs),
        integer.format(row.requests),
        row.failures > 0 ? `⚠️ ${integer.format(row.failures)}` : '0',
        target,
      ];
      lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
    }
  };
  if (report.inventory.length > 0) {
    const vehicles = integer.format(report.inventory[0]!.vehicles);
    latencyTable(
      report.inventory,
      `Inventory: ${vehicles} vehicles in one organization, GraphQL over HTTP with a session, one request at a time.`,
    );
  }
  if (report.recon.length > 0) {
    latencyTable(
      report.recon,
      `Recon: ${integer.format(report.recon[0]!.vehicles)} vehicles, a year of events; the services in-process, one call at a time.`,
    );
  }
  if (report.reports.length > 0) {
    latencyTable(
      report.reports,
      `Reports: a store of ${integer.format(report.reports[0]!.vehicles)} vehicles over two years (tests/bench/report-data.ts); the services in-process, one call at a time, each answer checked.`,
    );
  }
  if (report.analytics.length > 0) {
    lines.push('');
    lines.push('### Analytics ingestion');
    lines.push('');
    lines.push(
      `POST /api/analytics with \`{ "events": [${EVENTS_PER_REQUEST} events] }\` (application/json, about ` +
        `${integer.format(report.analytics[0]!.requestBytes ?? 0)} bytes, as ${BENCH_USER.email}), ${settings.connections} connections, ` +
        `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured + a tail. ` +
        `Events/s sustained = 202 answers to the requests sent in the measured ${settings.durationSeconds} s × ${EVENTS_PER_REQUEST} / ` +
        `${settings.durationSeconds} s. The tail keeps the load up with events of another name (not counted) until every counted ` +
        `request has its answer (at most ${MAX_TAIL_SECONDS} s; autocannon stops at its next 1-second tick), so requests still in ` +
        'flight when autocannon stops cannot be stored without being counted; requests/s, latency and CPU cover the measured ' +
        "seconds and the tail. Rows stored: the run's event name counted " +
        `back through GraphQL \`analyticsDailyCounts\` as ${ADMIN_USER.email}, polled until it equals the events acknowledged ` +
        `(at most ${report.analyticsFlushWaitSeconds ?? '?'} s after the load). Each request's events carry ids of their own, ` +
        'and a 202 is sent once the batch holding them has committed (group commit). A 503 means the queue ' +
        '(ANALYTICS_QUEUE_CAPACITY, 50,000 events by default) was full, or the events were not stored within ' +
        "ANALYTICS_COMMIT_TIMEOUT_MS (5 s): the endpoint's designed back-pressure (with Retry-After), so it is listed but does " +
        'not flag the row; those events were not acknowledged and are not in events/s (the browser tracker sends them ' +
        'again with the same ids; late ones may still be stored and then show as more rows than acknowledged).',
    );
    lines.push('');
    lines.push(
      '| database | events/s sustained | events refused in the measured window (503) | requests/s | p50 ms | p99 ms | non-2xx / errors | vs bare node:http | vs tRPC no-op (same db) | CPU % server / db / load-gen / other | tail | rows stored = events acknowledged |',
    );
    lines.push('|---|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|---|');
    for (const row of report.analytics) {
      const result = row.result;
      lines.push(
        tableRow([
          row.database,
          row.eventsPerSecond === undefined ? '—' : integer.format(row.eventsPerSecond),
          row.refused === undefined ? '—' : integer.format(row.refused * EVENTS_PER_REQUEST),
          ...loadCells(row, isAnalyticsLoadFlagged(row)),
          result ? ratio(result.requestsPerSecond, bare) : '—',
          result ? ratio(result.requestsPerSecond, noOp.get(row.database)) : '—',
          cpuCell(row),
          row.tailSeconds === undefined ? '—' : `${decimal.format(row.tailSeconds)} s`,
          storedCell(row),
        ]),
      );
    }
  }
  if (report.signIn.length > 0) {
    const signIn = report.signInSettings ?? settings;
    lines.push('');
    lines.push('### Sign-in');
    lines.push('');
    lines.push(
      `POST /api/auth/callback/credentials as ${BENCH_USER.email} (the form \`signIn('credentials')\` posts, json=true, with a ` +
        `csrf token and its cookie fetched once), ${signIn.connections} connections, ${signIn.warmupSeconds} s warm-up + ` +
        `${signIn.durationSeconds} s measured. Every sign-in verifies an argon2id password hash, which is memory- and ` +
        "CPU-hard by design: these rows are bound by the CPU (the hashing runs off the event loop on libuv's thread pool and " +
        'keeps both cores busy; see the CPU column), ' +
        'and a low figure here is the intended cost of a password guess, not a bottleneck to remove.',
    );
    lines.push('');
    lines.push(
      '| database | requests/s | p50 ms | p99 ms | non-2xx / errors | vs bare node:http | vs tRPC no-op (same db) | CPU % server / db / load-gen / other |',
    );
    lines.push('|---|--:|--:|--:|---|--:|--:|--:|');
    for (const row of report.signIn) {
      const result = row.result;
      lines.push(
        tableRow([
          row.database,
          ...loadCells(row),
          result ? ratio(result.requestsPerSecond, bare) : '—',
          result ? ratio(result.requestsPerSecond, noOp.get(row.database)) : '—',
          cpuCell(row),
        ]),
      );
    }
  }
  if (report.scaleOut.length > 0 || report.scaleOutChecks.length > 0) {
    lines.push('');
    lines.push(
      '### Scale-out (PostgreSQL, one, two and three processes behind a round-robin proxy that reads /api/ready)',
    );
    if (report.scaleOut.length > 0) {
      const single = new Map(
        report.scaleOut
          .filter((row) => row.backends === 1 && row.result)
          .map((row) => [row.target, row.result!.requestsPerSecond]),
      );
      lines.push('');
      lines.push(
        `Through the proxy, with one session cookie, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
          `${settings.durationSeconds} s measured per row.`,
      );
      lines.push('');
      lines.push(
        '| app processes behind the proxy | target | requests/s | p50 ms | p99 ms | non-2xx / errors | vs bare node:http | vs 1 process (same target) | CPU % process A / B / C / proxy / db / load-gen / other |',
      );
      lines.push('|---|---|--:|--:|--:|---|--:|--:|--:|');
      // Measured one proxy at a time; shown target by target, one process, then two, then three.
      const order = [...new Set(report.scaleOut.map((row) => row.target))];
      const byTarget = [...report.scaleOut].sort(
        (x, y) => order.indexOf(x.target) - order.indexOf(y.target) || x.backends - y.backends,
      );
      for (const row of byTarget) {
        const result = row.result;
        lines.push(
          tableRow([
            `${row.backends} (${['A', 'B', 'C'].slice(0, row.backends).join(', ')})`,
            row.target,
            ...loadCells(row),
            result ? ratio(result.requestsPerSecond, bare) : '—',
            result ? ratio(result.requestsPerSecond, single.get(row.target)) : '—',
            cpuCell(row, ['process B', 'process C', 'proxy']),
          ]),
        );
      }
    }
    if (report.scaleOutChecks.length > 0) {
      lines.push('');
      lines.push(
        'Correctness across processes (each request sent to process A or B directly) and the rolling restart:',
      );
      lines.push('');
      for (const check of report.scaleOutChecks)
        lines.push(`- ${check.ok ? '✓' : '⚠️'} ${check.text.replace(/\n/g, ' ')}`);
    }
  }
  lines.push(...renderWebhooks(report.webhooks));
  const problems = benchFailures(report);
  const allRows = [...rows, ...report.analytics, ...report.signIn, ...report.scaleOut];
  const busy = allRows.filter((row) => (row.otherCpuPercent ?? 0) > BUSY_MACHINE_PERCENT);
  const notes = [...report.notes];
  const goals = requestStackGoals(rows);
  if (goals) notes.unshift(goals.line);
  if (busy.length > 0) {
    notes.unshift(
      `⚠️ Busy machine: other processes used more than ${BUSY_MACHINE_PERCENT} % of a core during ` +
        busy.map((row) => `${row.target} on ${row.database} (${percent(row.otherCpuPercent)} %)`).join(', ') +
        '; those figures are lower than this code can do on an idle machine.',
    );
  }
  const list = [...problems.map((problem) => `⚠️ ${problem}`), ...notes];
  if (list.length > 0) {
    lines.push('');
    for (const item of list) lines.push(`- ${item.replace(/\n/g, ' ')}`);
  }
  return `${lines.join('\n')}\n`;
}
