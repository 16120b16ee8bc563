// The dashboard cards' periods (docs/metrics.md "Dashboard and the weekly summary"), from one
// moment: recon over the last 30 days, appraisals this ISO week and the last 30 days, gross this
// month to date against the same days of last month. Days are UTC calendar days, as the reports'.
import { shiftDate, todayIso } from '../inventory/vehicle';
import { weekStartOf } from './range';

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

export function dashboardPeriods(now: Date) {
  const today = todayIso(now);
  const tomorrow = shiftDate(today, -1);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  return {
    /** [from, to) moments. */
    last30Days: {
      from: new Date(`${shiftDate(tomorrow, 30)}T00:00:00Z`).toISOString(),
      to: new Date(`${tomorrow}T00:00:00Z`).toISOString(),
    },
    /** [from, to) days: this week from Monday, and the last 30 days, both through today. */
    appraisals: { weekFrom: weekStartOf(today), monthFrom: shiftDate(tomorrow, 30), to: tomorrow },
    /** Report ranges, both ends included: the 1st to today, and the 1st of last month to the same day (or its last). */
    gross: {
      thisMonth: { from: iso(year, month, 1), to: today },
      lastMonth: {
        from: iso(year, month - 1, 1),
        to: iso(year, month - 1, Math.min(day, lastDayOfMonth(year, month - 1))),
      },
    },
  };
}
