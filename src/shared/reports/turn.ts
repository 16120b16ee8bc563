// Turn and days supply (docs/metrics.md "Reports: inventory aging and turn"): how fast the lot
// sells and how long what is on it would last. The days supply is the market's formula
// (src/shared/market/days-supply.ts) applied to the store's own stock and sales.

import { marketDaysSupply } from '../market/days-supply';

/** The windows the sales pace is read over, in days; the days supply uses the 45-day one. */
export const SALES_PACE_WINDOWS = [30, 45, 90] as const;
export const DAYS_SUPPLY_WINDOW = 45;
/** A retail sale this many days or fewer after acquisition is a fast one (the 55 % goal). */
export const FAST_SALE_DAYS = 30;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Units sold per day over a window, to 0.01; a window with no sales is 0 (a pace, not a missing figure). */
export function salesPerDay(units: number, windowDays: number): number {
  return round(units / windowDays, 2);
}

/** Units in stock ÷ retail sales per day over the window, to 0.1 day; null when none sold. */
export function daysSupply(
  unitsInStock: number,
  soldInWindow: number,
  windowDays: number = DAYS_SUPPLY_WINDOW,
): number | null {
  return marketDaysSupply({ forSale: unitsInStock, soldInWindow }, windowDays);
}

/**
 * Turns a year: retail units ÷ average units in stock × 365 ÷ days, to 0.1. `stockDays` is the
 * sum over the range's days of the units in stock that day (so the average is stockDays ÷ days).
 * Null when nothing was in stock (no average to divide by).
 */
export function annualTurn(retailUnits: number, stockDays: number, days: number): number | null {
  if (stockDays <= 0) return null;
  return round((retailUnits / (stockDays / days)) * (365 / days), 1);
}

/** part ÷ whole, 0–1 to four places; null when the whole is empty. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? round(part / whole, 4) : null;
}

/** A mean to 0.1; null over nothing. */
export function meanOf(sum: number | null, count: number): number | null {
  return sum === null || count <= 0 ? null : round(sum / count, 1);
}
