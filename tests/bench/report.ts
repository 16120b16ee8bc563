import { cpus } from 'node:os';
import type { InventoryRow } from './inventory';
import { isFlagged, type BenchSettings, type TargetRow } from './measure';
import { NO_OP_TARGET } from './targets';

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
  memory: MemoryRow[];
  /** Things that make the run incomplete or wrong: printed first, and the exit code is 1. */
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

function problemsCell(row: TargetRow): string {
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
  return isFlagged(row) ? `⚠️ ${cell}` : cell;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

export function renderReport(report: Report): string {
  const { settings, rows } = report;
  const bare = rows.find((row) => row.database === '—')?.result?.requestsPerSecond;
  const noOp = new Map(
    rows.filter((row) => row.target === NO_OP_TARGET && row.result).map((row) => [row.database, row.result!.requestsPerSecond]),
  );
  const cpu = cpus();
  const lines: string[] = [];
  lines.push('## Lotwise benchmark');
  lines.push('');
  lines.push(
    `${report.startedAt.toISOString()} · ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'} · Node ${process.version}` +
      (report.commit ? ` · commit ${report.commit.slice(0, 10)}` : '') +
      ` · autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per target` +
      (report.finishedAt ? ` · whole run ${Math.round((report.finishedAt.getTime() - report.startedAt.getTime()) / 1000)} s` : ''),
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
        result ? integer.format(result.requestsPerSecond) : '—',
        result ? decimal.format(result.p50Ms) : '—',
        result ? decimal.format(result.p99Ms) : '—',
        problemsCell(row),
        result ? (row.database === '—' ? '1.00×' : ratio(result.requestsPerSecond, bare)) : '—',
        result && row.database !== '—' ? ratio(result.requestsPerSecond, noOp.get(row.database)) : '—',
        result
          ? [row.serverCpuPercent, row.databaseCpuPercent, row.loadGeneratorCpuPercent, row.otherCpuPercent]
              .map((value, index) => (index === 1 && value === undefined ? '–' : percent(value)))
              .join(' / ') +
            ((row.otherCpuPercent ?? 0) > BUSY_MACHINE_PERCENT ? ' ⚠️' : '')
          : '—',
      ];
      lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
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
  if (report.inventory.length > 0) {
    const vehicles = integer.format(report.inventory[0]!.vehicles);
    lines.push('');
    lines.push(`Inventory: ${vehicles} vehicles in one organization, GraphQL over HTTP with a session, one request at a time.`);
    lines.push('');
    lines.push('| query | database | p50 ms | p95 ms | max ms | requests | failed | p95 target |');
    lines.push('|---|---|--:|--:|--:|--:|--:|---|');
    for (const row of report.inventory) {
      const target =
        row.targetP95Ms === undefined ? '—' : row.p95Ms <= row.targetP95Ms ? `< ${row.targetP95Ms} ms ✓` : `< ${row.targetP95Ms} ms ⚠️ missed`;
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
  }
  const problems = [...report.problems];
  for (const row of report.inventory.filter((inventoryRow) => inventoryRow.failures > 0)) {
    problems.push(`inventory ${row.query} on ${row.database}: ${row.failures} failed requests (${row.failure ?? ''})`);
  }
  for (const row of rows.filter(isFlagged)) {
    problems.push(
      `${row.target} on ${row.database}: ` +
        (row.failure ?? row.preflightProblem ?? 'responses that were not 2xx, failed, or had an unexpected body during the run'),
    );
  }
  const busy = rows.filter((row) => (row.otherCpuPercent ?? 0) > BUSY_MACHINE_PERCENT);
  const notes = [...report.notes];
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
