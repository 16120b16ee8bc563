// What the recon, appraisal, pricing and market reports share: the checked range and the one
// before it as instants, the "not open to you" answer, and SQL pieces (raw rows: ../query-rows.ts).
import { sql, type SQL } from 'drizzle-orm';
import { canDo, type Operation } from '../../../src/shared/access';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import {
  checkReportRange,
  previousRange,
  type ReportRange,
  type ReportRangeInput,
} from '../../../src/shared/reports/range';
import { AppError } from '../../errors';
import { toAccessUser, type Viewer } from '../users/viewer';

/** A range's days as the instants [start, end): midnight UTC of `from` to midnight after `to`. */
export type RangeBounds = { range: ReportRange; start: Date; end: Date };

const bounds = (range: ReportRange): RangeBounds => ({
  range,
  start: new Date(`${range.from}T00:00:00Z`),
  end: new Date(`${shiftDate(range.to, -1)}T00:00:00Z`),
});

/** The range a report was asked for, checked (src/shared/reports/range.ts), or BAD_USER_INPUT saying what to change. */
export function checkedRange(input: ReportRangeInput, today: string = todayIso()): ReportRange {
  const check = checkReportRange(input, { today });
  if (!check.ok) throw new AppError('BAD_USER_INPUT', check.message);
  return check.range;
}

/** The range a report was asked for and the previous one, or BAD_USER_INPUT saying what to change. */
export function reportRanges(
  input: ReportRangeInput,
  today: string = todayIso(),
): { current: RangeBounds; previous: RangeBounds } {
  const range = checkedRange(input, today);
  return { current: bounds(range), previous: bounds(previousRange(range)) };
}

export type ReportUnavailable = { area: string; message: string };

/** Null when the viewer may do `operation`, else the report's honest "not open to you" answer. */
export function unavailableUnless(
  viewer: Viewer,
  operation: Operation,
  area: string,
  message: string,
): ReportUnavailable | null {
  return canDo(toAccessUser(viewer), operation, viewer.token ? 'api_token' : 'person') ? null : { area, message };
}

/** `column in (…)` for a list of values; false for none. */
export function inList(column: SQL, values: readonly string[]): SQL {
  return values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;
}

/** A timestamp as whole epoch milliseconds (what listStageMoves hands the recon formulas). */
export const epochMs = (column: SQL): SQL => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
