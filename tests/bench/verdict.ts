// What fails `npm run bench` (exit code 1): a part that did not run, failed or wrong answers, a
// correctness check across processes, and a missed target (inventory p95, the request stack's goals,
// webhooks lost, duplicated or out of order).
import { isAnalyticsFlagged, isAnalyticsLoadFlagged } from './analytics';
import { isFlagged, type TargetRow } from './measure';
import type { Report } from './report';
import { webhookMisses } from './webhooks';
import { GET_ME_TARGET, GRAPHQL_ME_TARGET, NO_OP_TARGET, STACK_GOALS, STANDALONE_NO_OP_TARGET } from './targets';

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** requests/s of the tRPC no-op on each database: the floor the getMe goal is measured against. */
export function noOpRates(rows: TargetRow[]): Map<string, number> {
  return new Map(
    rows
      .filter((row) => row.target === NO_OP_TARGET && row.result)
      .map((row) => [row.database, row.result!.requestsPerSecond]),
  );
}

type Goal = { what: string; value: number; met: boolean; bound: string };

/**
 * Whether the request stack met its goals on PostgreSQL (STACK_GOALS): one line for the report,
 * and each goal missed (undefined when none could be measured).
 */
export function requestStackGoals(rows: TargetRow[]): { line: string; missed: string[] } | undefined {
  const { database } = STACK_GOALS;
  const rate = (target: string, on: string) =>
    rows.find((row) => row.target === target && row.database === on)?.result?.requestsPerSecond;
  const standalone = rate(STANDALONE_NO_OP_TARGET, '—');
  const noOp = rate(NO_OP_TARGET, database);
  const getMe = rows.find((row) => row.target === GET_ME_TARGET && row.database === database)?.result;
  const me = rate(GRAPHQL_ME_TARGET, database);
  const goals: Goal[] = [];
  if (noOp && standalone) {
    const share = noOp / standalone;
    const bound = STACK_GOALS.minNoOpShareOfStandalone;
    goals.push({
      what: `${NO_OP_TARGET} vs the standalone no-op`,
      value: share,
      met: share >= bound,
      bound: `≥ ${bound}×`,
    });
  }
  if (getMe && noOp) {
    const share = getMe.requestsPerSecond / noOp;
    const bound = STACK_GOALS.minGetMeShareOfNoOp;
    goals.push({
      what: `${GET_ME_TARGET} vs ${NO_OP_TARGET}`,
      value: share,
      met: share >= bound,
      bound: `≥ ${bound}×`,
    });
  }
  if (getMe) {
    const bound = STACK_GOALS.maxGetMeP99Ms;
    goals.push({ what: `${GET_ME_TARGET} p99 ms`, value: getMe.p99Ms, met: getMe.p99Ms < bound, bound: `< ${bound}` });
  }
  if (me !== undefined) {
    const bound = STACK_GOALS.minGraphqlMeRequestsPerSecond;
    goals.push({ what: `${GRAPHQL_ME_TARGET} requests/s`, value: me, met: me >= bound, bound: `≥ ${bound}` });
  }
  if (goals.length === 0) return undefined;
  const text = (goal: Goal) => `${goal.what} ${decimal.format(goal.value)} (${goal.bound})`;
  return {
    line:
      `Request stack targets on ${database}: ` +
      goals.map((goal) => `${text(goal)}: ${goal.met ? '✓ met' : '⚠️ missed'}`).join(', ') +
      '.',
    missed: goals.filter((goal) => !goal.met).map((goal) => `${text(goal)} on ${database} missed its goal`),
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
  for (const row of report.webhooks) failures.push(...webhookMisses(row));
  failures.push(...(requestStackGoals(report.rows)?.missed ?? []));
  return failures;
}
