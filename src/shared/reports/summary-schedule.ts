// The weekly summary e-mail's schedule rules, shared by the settings screen and the sender:
// what a valid schedule is, and when it goes out (an ISO weekday and an hour in an IANA time zone).

export type SummarySchedule = { weekday: number; hour: number; timeZone: string };

export const MAX_SUMMARY_RECIPIENTS = 50;
/** A slot the sender missed (the server was down) is still sent within this many hours of it. */
export const SUMMARY_CATCH_UP_HOURS = 24;

const HOUR_MS = 3_600_000;
const WEEK_HOURS = 7 * 24;

export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every problem of a schedule, each a sentence a person can act on; empty when it is valid. */
export function checkSummarySchedule(schedule: SummarySchedule & { recipientCount: number }): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(schedule.weekday) || schedule.weekday < 1 || schedule.weekday > 7) {
    problems.push('The weekday must be 1 (Monday) to 7 (Sunday).');
  }
  if (!Number.isInteger(schedule.hour) || schedule.hour < 0 || schedule.hour > 23)
    problems.push('The hour must be 0 to 23.');
  if (!isTimeZone(schedule.timeZone))
    problems.push(`"${schedule.timeZone}" is not a time zone; give an IANA name such as America/Chicago.`);
  if (schedule.recipientCount > MAX_SUMMARY_RECIPIENTS)
    problems.push(`Choose at most ${MAX_SUMMARY_RECIPIENTS} recipients.`);
  return problems;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The local weekday, hour and day (YYYY-MM-DD) of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): { weekday: number; hour: number; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAYS[parts.weekday!]!,
    hour: Number(parts.hour),
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

export type SummarySlot = { at: Date; day: string };

/** The last scheduled moment at or before `now`. */
export function lastSlot(schedule: SummarySchedule, now: Date): SummarySlot | null {
  for (let back = 0; back <= WEEK_HOURS + 2; back += 1) {
    const at = new Date(now.getTime() - back * HOUR_MS);
    const local = zonedParts(at, schedule.timeZone);
    if (local.weekday !== schedule.weekday || local.hour !== schedule.hour) continue;
    return startOfLocalHour(at, schedule);
  }
  return null;
}

function startOfLocalHour(within: Date, schedule: SummarySchedule): SummarySlot {
  const quarter = HOUR_MS / 4;
  let at = new Date(Math.floor(within.getTime() / quarter) * quarter);
  for (let step = 0; step < 4; step += 1) {
    const earlier = new Date(at.getTime() - quarter);
    const local = zonedParts(earlier, schedule.timeZone);
    if (local.hour !== schedule.hour || local.weekday !== schedule.weekday) break;
    at = earlier;
  }
  return { at, day: zonedParts(at, schedule.timeZone).day };
}

/**
 * The next scheduled moment after `now`: the first quarter hour (every zone's offset is a whole
 * number of quarter hours) where the local weekday and hour begin. An hour a daylight-saving change
 * skips has no slot that week.
 */
export function nextSlot(schedule: SummarySchedule, now: Date): SummarySlot | null {
  const quarter = HOUR_MS / 4;
  const first = Math.floor(now.getTime() / quarter) * quarter + quarter;
  for (let index = 0; index <= WEEK_HOURS * 4 + 8; index += 1) {
    const at = new Date(first + index * quarter);
    const local = zonedParts(at, schedule.timeZone);
    if (local.weekday !== schedule.weekday || local.hour !== schedule.hour) continue;
    const before = zonedParts(new Date(at.getTime() - quarter), schedule.timeZone);
    if (before.weekday !== schedule.weekday || before.hour !== schedule.hour) return { at, day: local.day };
  }
  return null;
}

/** The slot to send at `now`: the last one, when it is at most SUMMARY_CATCH_UP_HOURS old. */
export function dueSlot(schedule: SummarySchedule, now: Date): SummarySlot | null {
  const slot = lastSlot(schedule, now);
  return slot && now.getTime() - slot.at.getTime() <= SUMMARY_CATCH_UP_HOURS * HOUR_MS ? slot : null;
}
