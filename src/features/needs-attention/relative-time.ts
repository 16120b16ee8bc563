const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "in 2 hours": the largest whole unit of the span from now, in the reader's language. */
export function relativeTime(iso: string, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const span = new Date(iso).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(span) >= ms) return format.format(Math.trunc(span / ms), unit);
  }
  return format.format(0, 'minute');
}
