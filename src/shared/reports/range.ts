// The report range rules (docs/metrics.md "Reports"): which ranges a report accepts, the previous
// range it is compared with, and the days and weeks its trends are drawn over. Every report, the
// screens and the bench read them here. Days are UTC calendar days, YYYY-MM-DD, both ends included.

import { daysBetween, shiftDate, todayIso, isRealDate } from '../inventory/vehicle';

/** Two years and a leap day: the longest range a report covers. */
export const MAX_REPORT_DAYS = 731;

export type ReportRangeInput = { from: string; to: string };
export type ReportRange = { from: string; to: string; days: number };
export type ReportFigure = { current: number | null; previous: number | null; change: number | null };

export type ReportRangeCheck = { ok: true; range: ReportRange } | { ok: false; message: string };

/** The range [from, to] with its day count; the caller has checked it (checkReportRange). */
export function reportRange(from: string, to: string): ReportRange {
  return { from, to, days: daysBetween(from, to) + 1 };
}

/** Whether a report accepts the range: real dates, from ≤ to ≤ today, at most MAX_REPORT_DAYS days. */
export function checkReportRange(input: ReportRangeInput, options: { today?: string } = {}): ReportRangeCheck {
  const today = options.today ?? todayIso();
  const fail = (message: string): ReportRangeCheck => ({ ok: false, message });
  if (!isRealDate(input.from))
    return fail(`The range's first day ${JSON.stringify(input.from)} is not a date: give it as YYYY-MM-DD.`);
  if (!isRealDate(input.to))
    return fail(`The range's last day ${JSON.stringify(input.to)} is not a date: give it as YYYY-MM-DD.`);
  if (input.from > input.to)
    return fail(`The range starts on ${input.from}, after its last day ${input.to}: swap the two days.`);
  if (input.to > today) return fail(`The range ends on ${input.to}, after today (${today}): end it today or earlier.`);
  const range = reportRange(input.from, input.to);
  if (range.days > MAX_REPORT_DAYS) {
    return fail(
      `The range covers ${range.days} days; a report covers at most ${MAX_REPORT_DAYS}: start it on ${shiftDate(input.to, MAX_REPORT_DAYS - 1)} or later.`,
    );
  }
  return { ok: true, range };
}

/** The range a report compares with: as many days, ending the day before `from`. */
export function previousRange(range: ReportRange): ReportRange {
  const to = shiftDate(range.from, 1);
  return reportRange(shiftDate(to, range.days - 1), to);
}

/** Every day of the range, in order. */
export function rangeDays(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, index) => shiftDate(range.from, -index));
}

/** The Monday of the week `date` falls in (ISO weeks, UTC). */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDate(date, (weekday + 6) % 7);
}

/** The Mondays of the weeks the range touches: the first is `from`'s week's Monday (on or before `from`). */
export function weekStarts(range: ReportRange): string[] {
  const starts: string[] = [];
  for (let monday = weekStartOf(range.from); monday <= range.to; monday = shiftDate(monday, -7)) starts.push(monday);
  return starts;
}

/** The last day of each week the range touches, the last one cut at `to`: the days a stock trend is read on. */
export function weekEnds(range: ReportRange): string[] {
  return weekStarts(range).map((monday) => {
    const sunday = shiftDate(monday, -6);
    return sunday < range.to ? sunday : range.to;
  });
}

export type TrendGrain = 'day' | 'week';

/** A trend's grain: per day while the range has at most `dailyUpToDays` days, else per week. */
export function trendGrain(range: ReportRange, dailyUpToDays: number): TrendGrain {
  return range.days <= dailyUpToDays ? 'day' : 'week';
}

/** The first day of each point of a trend of that grain: the range's days, or its week starts. */
export function trendPoints(range: ReportRange, grain: TrendGrain): string[] {
  return grain === 'day' ? rangeDays(range) : weekStarts(range);
}

/** A figure beside its previous-range value; the change is null when either side is null. */
export function reportFigure(current: number | null, previous: number | null): ReportFigure {
  return { current, previous, change: current === null || previous === null ? null : current - previous };
}
