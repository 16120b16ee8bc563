// Business hours of a recon workflow: when set, recon time counts only inside them (a car that
// waits over the weekend is not late); without them, time is calendar time. Their zod check is in
// business-hours-schema.ts, apart, so the screens that count recon time load no schema.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type BusinessHours = {
  /** IANA time zone the hours are read in, e.g. America/Chicago. */
  timeZone: string;
  /** Open days, 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** Opening and closing, in minutes after local midnight. */
  startMinute: number;
  endMinute: number;
};

/** How long one recon day is: 24 hours of calendar time, or one business day's opening hours. */
export function dayLengthMs(hours: BusinessHours | null): number {
  return hours ? (hours.endMinute - hours.startMinute) * MINUTE_MS : DAY_MS;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(
  timeZone: string,
  instant: number,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at `instant`, in ms (local minus UTC). */
function offsetAt(timeZone: string, instant: number): number {
  const p = partsIn(timeZone, instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant of local `minute` after midnight on the local day `localMidnightUtc` stands for. */
function localInstant(timeZone: string, localMidnightUtc: number, minute: number): number {
  const wall = localMidnightUtc + minute * MINUTE_MS;
  const guess = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, guess);
}

/**
 * Time between `start` and `end` that counts: all of it without business hours, otherwise only
 * the parts inside the opening hours of open days (in the hours' time zone).
 */
export function countedMs(start: Date, end: Date, hours: BusinessHours | null): number {
  const from = start.getTime();
  const to = end.getTime();
  if (to <= from) return 0;
  if (!hours) return to - from;
  const first = partsIn(hours.timeZone, from);
  const last = partsIn(hours.timeZone, to);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  let total = 0;
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += DAY_MS) {
    if (!hours.weekdays.includes(new Date(day).getUTCDay())) continue;
    const open = localInstant(hours.timeZone, day, hours.startMinute);
    const close = localInstant(hours.timeZone, day, hours.endMinute);
    total += Math.max(0, Math.min(close, to) - Math.max(open, from));
  }
  return total;
}

/**
 * The instant `ms` of counted time after `start` (the inverse of countedMs): plain addition
 * without business hours; with them, only opening hours of open days count, so time left at
 * closing resumes at the next opening.
 */
export function addCountedMs(start: Date, ms: number, hours: BusinessHours | null): Date {
  const from = start.getTime();
  if (!hours || ms <= 0) return new Date(from + Math.max(0, ms));
  const first = partsIn(hours.timeZone, from);
  let remaining = ms;
  // Each open day gives at least a minute, and targets are at most 90 days each: ten years bounds the loop.
  for (let day = Date.UTC(first.year, first.month - 1, first.day), step = 0; step < 3660; day += DAY_MS, step += 1) {
    if (!hours.weekdays.includes(new Date(day).getUTCDay())) continue;
    const open = Math.max(localInstant(hours.timeZone, day, hours.startMinute), from);
    const close = localInstant(hours.timeZone, day, hours.endMinute);
    if (close <= open) continue;
    if (close - open >= remaining) return new Date(open + remaining);
    remaining -= close - open;
  }
  throw new Error('addCountedMs: more than ten years of business hours');
}
