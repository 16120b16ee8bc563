/**
 * Business days (Monday to Friday; public holidays are not counted out) on calendar dates
 * written YYYY-MM-DD, the way auctions state pickup and title windows.
 */
import { shiftDate } from '../inventory/vehicle';

const isWeekend = (isoDate: string): boolean => [0, 6].includes(new Date(`${isoDate}T00:00:00Z`).getUTCDay());

/** The date `days` business days after `isoDate` (a weekend start counts from the next Monday). */
export function addBusinessDays(isoDate: string, days: number): string {
  let date = isoDate;
  for (let left = days; left > 0;) {
    date = shiftDate(date, -1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}
