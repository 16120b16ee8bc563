// What fails `npm run bench` (exit code 1): a part that did not run, failed or wrong answers, a
// correctness check across processes, and a missed target (inventory p95, issue 2's getMe goals).
import { isAnalyticsFlagged, isAnalyticsLoadFlagged } from './analytics';
import { isFlagged, type TargetRow } from './measure';
import type { Report } from './report';
import { GET_ME_GOALS, GET_ME_TARGET, NO_OP_TARGET } from './targets';

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** requests/s of the tRPC no-op on each database: the floor the getMe goal is measured against. */
export function noOpRates(rows: TargetRow[]): Map<string, number> {
  return new Map(
    rows
      .filter((row) => row.target === NO_OP_TARGET && row.result)
      .map((row) => [row.database, row.result!.requestsPerSecond]),
  );
}

/** Whether `users.getMe` met issue 2's goals: one line for the report, and each goal missed (undefined when not measured). */
export function getMeGoals(rows: TargetRow[]): { line: string; missed: string[] } | undefined {
  const { database, minShareOfNoOp, maxP99Ms } = GET_ME_GOALS;
  const result = rows.find((row) => row.target === GET_ME_TARGET && row.database === database)?.result;
  const noOpRate = noOpRates(rows).get(database);
  if (!result || !noOpRate) return undefined;
  const share = result.requestsPerSecond / noOpRate;
  const shareMet = share >= minShareOfNoOp;
  const p99Met = result.p99Ms < maxP99Ms;
  const mark = (met: boolean) => (met ? '✓ met' : '⚠️ missed');
  const shareText = `${decimal.format(share)}× the no-op (≥ ${minShareOfNoOp}`;
  const p99Text = `p99 ${decimal.format(result.p99Ms)} ms (< ${maxP99Ms} ms`;
  return {
    line: `Targets for ${GET_ME_TARGET} on ${database}: ${shareText}: ${mark(shareMet)}), ${p99Text}: ${mark(p99Met)}).`,
    missed: [
      ...(shareMet ? [] : [`${GET_ME_TARGET} on ${database} missed its goal: ${shareText})`]),
      ...(p99Met ? [] : [`${GET_ME_TARGET} on ${database} missed its goal: ${p99Text})`]),
    ],
  };
}

/** Everything that makes the run fail, one sentence each; empty when every check and target holds. */
export function benchFailures(report: Report): string[] {
  const failures = [...report.problems];
  for (const row of [...report.inventory, ...report.recon, ...report.reports]) {
    if (row.failures > 0)
      failures.push(`${row.query} on ${row.database}: ${row.failures} failed or wrong answers (${row.failure ?? ''})`);
    if (row.targetP95Ms !== undefined && !(row.p95Ms <= row.targetP95Ms)) {
      failures.push(
        `${row.query} on ${row.database}: p95 ${decimal.format(row.p95Ms)} ms missed its target of ${row.targetP95Ms} ms`,
      );
    }
  }
  for (const row of [...report.rows, ...report.signIn, ...report.scaleOut].filter(isFlagged)) {
    failures.push(
      `${row.target} on ${row.database}: ` +
        (row.failure ??
          row.preflightProblem ??
          'responses that were not 2xx, failed, or had an unexpected body during the run'),
    );
  }
  for (const row of report.analytics.filter(isAnalyticsFlagged)) {
    const load = isAnalyticsLoadFlagged(row)
      ? 'responses that were not 2xx (other than 503, queue full), failed, or had an unexpected body during the run'
      : undefined;
    failures.push(
      `${row.target} on ${row.database}: ${[row.failure ?? row.preflightProblem ?? load, row.storeProblem].filter(Boolean).join('; ')}`,
    );
  }
  for (const check of report.scaleOutChecks.filter((item) => !item.ok)) failures.push(`scale-out: ${check.text}`);
  failures.push(...(getMeGoals(report.rows)?.missed ?? []));
  return failures;
}
