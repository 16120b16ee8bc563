/**
 * Money at risk of a needs-attention item (docs/metrics.md "Needs attention"), pure: what the queue
 * ranks by. Every figure is in cents, from data the app already has: the organization's
 * `holding_cost_per_day_cents`, the repair order's waiting cost, the pricing grid's market average.
 * A rule without a money figure (an offer without an answer) gives null and ranks after the others.
 */
import { daysBetween } from '../inventory/vehicle';
import { waitingCostCents } from '../recon/repair-order';

const DAY_MS = 86_400_000;

/** Holding cost of a span: calendar days (whole and part; money costs on weekends too) × the cost per day, to the cent. */
export const holdingCostOfMs = (ms: number, perDayCents: number): number =>
  Math.round((Math.max(0, ms) / DAY_MS) * perDayCents);

/** Aged unit: holding cost accrued so far = days in stock × holding cost per day. */
export const agingAtRiskCents = (daysInStock: number, perDayCents: number): number =>
  Math.max(0, daysInStock) * perDayCents;

/** Recon stage overdue: holding cost of the time since the stage's overdue mark (target × overdue %) was passed. */
export const reconOverdueAtRiskCents = (overdueSince: Date, now: Date, perDayCents: number): number =>
  holdingCostOfMs(now.getTime() - overdueSince.getTime(), perDayCents);

/** Repair order waiting: its waiting cost, the approval screen's: the sum over its pending submitted lines of days waiting × holding cost per day. */
export const repairOrderAtRiskCents = (pendingSubmittedAt: readonly Date[], now: Date, perDayCents: number): number =>
  pendingSubmittedAt.reduce((sum, submittedAt) => sum + waitingCostCents(submittedAt, now, perDayCents), 0);

/** Transport late (not picked up, title overdue): whole days past its due day × holding cost per day. */
export const daysLateAtRiskCents = (dueOn: string, today: string, perDayCents: number): number =>
  Math.max(0, daysBetween(dueOn, today)) * perDayCents;

/** Price off the market: the gap between list price and market average, for the one car. */
export const priceGapAtRiskCents = (listPriceCents: number, marketAverageCents: number): number =>
  Math.abs(listPriceCents - marketAverageCents);

type Ranked = { moneyAtRiskCents: number | null; since: Date; key: string };

/** Money at risk, highest first; items without a figure after them; then oldest `since` first, then key. */
export function byMoneyAtRisk(a: Ranked, b: Ranked): number {
  if (a.moneyAtRiskCents !== b.moneyAtRiskCents) {
    if (a.moneyAtRiskCents === null) return 1;
    if (b.moneyAtRiskCents === null) return -1;
    return b.moneyAtRiskCents - a.moneyAtRiskCents;
  }
  return oldestFirst(a, b);
}

/** Oldest `since` first, then key. */
export const oldestFirst = (a: Pick<Ranked, 'since' | 'key'>, b: Pick<Ranked, 'since' | 'key'>): number =>
  a.since.getTime() - b.since.getTime() || a.key.localeCompare(b.key);
