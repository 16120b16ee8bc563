/** A report's days as the address carries them: ISO dates, both included. */
export type DayRange = { from: string; to: string };

export const RANGE_PRESETS = [
  'last7',
  'last30',
  'last90',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'yearToDate',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range a report opens on when the address names none. */
export const DEFAULT_PRESET: RangePreset = 'last30';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The preset's days on `today` (UTC calendar days, like the server's): every preset ends today, except last month. */
export function presetRange(preset: RangePreset, today: Date = new Date()): DayRange {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = today.getUTCDate();
  const to = iso(utcDay(year, month, day));
  switch (preset) {
    case 'last7':
      return { from: iso(utcDay(year, month, day - 6)), to };
    case 'last30':
      return { from: iso(utcDay(year, month, day - 29)), to };
    case 'last90':
      return { from: iso(utcDay(year, month, day - 89)), to };
    case 'thisMonth':
      return { from: iso(utcDay(year, month, 1)), to };
    case 'lastMonth':
      return { from: iso(utcDay(year, month - 1, 1)), to: iso(utcDay(year, month, 0)) };
    case 'thisQuarter':
      return { from: iso(utcDay(year, month - (month % 3), 1)), to };
    case 'yearToDate':
      return { from: iso(utcDay(year, 0, 1)), to };
  }
}

/** The preset whose days these are on `today`, else null (a custom range). */
export function presetOf(range: DayRange, today: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const days = presetRange(preset, today);
      return days.from === range.from && days.to === range.to;
    }) ?? null
  );
}
