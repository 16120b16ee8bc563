// Visit cadence (../shared/DOMAIN.md, "Field agents, territories and routes"): each dealer has a
// priority, and each priority a cadence in weeks; a dealer is due that many weeks after the last
// visit, and at once when never visited. Dates are ISO days (YYYY-MM-DD) in UTC arithmetic.
import { daysBetween, shiftDate, todayIso } from '../inventory/vehicle';

/** Dealer priorities, most important first. */
export const DEALER_PRIORITIES = ['P1', 'P2', 'P3'] as const;
export type DealerPriority = (typeof DEALER_PRIORITIES)[number];

/** Weeks between visits by priority unless the territory sets its own. */
export const DEFAULT_CADENCE_WEEKS: Readonly<Record<DealerPriority, number>> = { P1: 2, P2: 4, P3: 13 };

/**
 * The day a dealer is next due: `lastVisit` plus the cadence (`cadenceWeeks`, else the priority's
 * default), or null when never visited (due now).
 */
export function nextDueDate(lastVisit: string | null, priority: DealerPriority, cadenceWeeks?: number): string | null {
  if (lastVisit === null) return null;
  // shiftDate counts days back from a date; a negative count moves forward.
  return shiftDate(lastVisit, -7 * (cadenceWeeks ?? DEFAULT_CADENCE_WEEKS[priority]));
}

/** Whether a dealer is due on `date` (today by default): never visited, or its due day has come. */
export function isDue(
  options: { lastVisit: string | null; priority: DealerPriority; cadenceWeeks?: number },
  date: string = todayIso(),
): boolean {
  const due = nextDueDate(options.lastVisit, options.priority, options.cadenceWeeks);
  return due === null || due <= date;
}

/**
 * Whole days past the due day on `date` (today by default); 0 when not yet due or due that day,
 * and 0 when never visited (due now, with no day to count from).
 */
export function daysOverdue(
  options: { lastVisit: string | null; priority: DealerPriority; cadenceWeeks?: number },
  date: string = todayIso(),
): number {
  const due = nextDueDate(options.lastVisit, options.priority, options.cadenceWeeks);
  return due === null ? 0 : Math.max(0, daysBetween(due, date));
}

/** A territory's cadence columns (weeks between visits for P1, P2, P3 dealers). */
export type CadenceColumns = { cadenceP1Weeks: number; cadenceP2Weeks: number; cadenceP3Weeks: number };

export type DealerDue = { lastVisitOn: string | null; nextDueOn: string; daysOverdue: number };

/**
 * Where a dealer stands on `today`: the day of its last visit (UTC), the day it is next due by its
 * territory's cadence (the defaults without a territory; today when never visited), and the days past it.
 */
export function dealerDue(
  dealer: { priority: DealerPriority; lastVisitAt: Date | null },
  territory: CadenceColumns | null,
  today: string,
): DealerDue {
  const lastVisitOn = dealer.lastVisitAt ? todayIso(dealer.lastVisitAt) : null;
  const cadence = territory
    ? { P1: territory.cadenceP1Weeks, P2: territory.cadenceP2Weeks, P3: territory.cadenceP3Weeks }
    : DEFAULT_CADENCE_WEEKS;
  const options = { lastVisit: lastVisitOn, priority: dealer.priority, cadenceWeeks: cadence[dealer.priority] };
  return {
    lastVisitOn,
    nextDueOn: nextDueDate(lastVisitOn, dealer.priority, options.cadenceWeeks) ?? today,
    daysOverdue: daysOverdue(options, today),
  };
}
