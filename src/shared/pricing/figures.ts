// A stock vehicle's place in its market and what the rules would ask for it (docs/metrics.md,
// "Pricing"). Pure: the server feeds it the vehicle, its comparables and the rules.

import type { Comparable } from '../market/comparables';
import { adjustToMileage } from '../market/valuation';
import { floorOf, holdAtFloor, roundPrice, stepForAge, type PricingRules } from './rules';

/** Retail comparables (listings and sales) priced as if they had the vehicle's mileage. */
export function adjustedRetailPrices(comparables: readonly Comparable[], mileage: number): { cents: number; listing: boolean }[] {
  return comparables
    .filter((comparable) => comparable.channel === 'retail')
    .map((comparable) => ({ cents: adjustToMileage(comparable.priceCents, comparable.mileage, mileage), listing: comparable.soldOn === null }));
}

/** Mean of the adjusted retail prices, whole cents; null without any. */
export function marketAverage(adjusted: readonly { cents: number }[]): number | null {
  if (adjusted.length === 0) return null;
  return Math.round(adjusted.reduce((sum, price) => sum + price.cents, 0) / adjusted.length);
}

/** List price ÷ market average × 100, to 0.1; null without either. */
export function priceToMarket(listPriceCents: number | null, marketAverageCents: number | null): number | null {
  if (listPriceCents === null || !marketAverageCents) return null;
  return Math.round((listPriceCents / marketAverageCents) * 1000) / 10;
}

/** 1 + the unsold listings priced strictly under the list price, among them plus the vehicle; null without a list price. */
export function rankAmongListings(listPriceCents: number | null, adjusted: readonly { cents: number; listing: boolean }[]): { rank: number; rankOf: number } | null {
  if (listPriceCents === null) return null;
  const listings = adjusted.filter((price) => price.listing);
  return { rank: 1 + listings.filter((price) => price.cents < listPriceCents).length, rankOf: listings.length + 1 };
}

/** (cost + recon spent and open) ÷ market average, to 0.001; null without a cost or a market average. */
export function costToMarket(costCents: number | null, reconCents: number, marketAverageCents: number | null): number | null {
  if (costCents === null || !marketAverageCents) return null;
  return Math.round(((costCents + reconCents) / marketAverageCents) * 1000) / 1000;
}

export type Suggestion =
  | { priceCents: number; heldAtFloor: boolean; note: string }
  | { priceCents: null; heldAtFloor: false; note: string };

export const NO_MARKET_NOTE = 'No market average: no comparable retail listings or sales nearby.';
export const NO_COST_NOTE = 'No cost: the floor (cost + minimum gross) is unknown.';

/**
 * A computed target, rounded and held at the floor, with the note saying where it came from. A
 * null floor is a floor withheld from the viewer (cost-visibility.ts): the target is only rounded,
 * and nothing in the answer or its note depends on cost.
 */
export function finishTarget(targetCents: number, floorCents: number | null, rules: PricingRules, note: string): Suggestion {
  const rounded = roundPrice(targetCents, rules);
  if (floorCents === null) return { priceCents: rounded, heldAtFloor: false, note };
  const held = holdAtFloor(rounded, floorCents);
  return held.heldAtFloor ? { ...held, note: `${note}; held at the floor (cost + minimum gross)` } : { ...held, note };
}

/**
 * What the rules ask today: the step for the vehicle's age × the market average, rounded, never
 * under the floor. For a viewer from whom cost is withheld (`costWithheld`), the market-based
 * target alone: no floor, whatever the vehicle's cost.
 */
export function suggestPrice(options: {
  daysInInventory: number;
  marketAverageCents: number | null;
  costCents: number | null;
  costWithheld?: boolean;
  rules: PricingRules;
}): Suggestion {
  const { rules, marketAverageCents } = options;
  if (!marketAverageCents) return { priceCents: null, heldAtFloor: false, note: NO_MARKET_NOTE };
  const floorCents = options.costWithheld ? null : floorOf(options.costCents, rules.minimumGrossCents);
  if (!options.costWithheld && floorCents === null) return { priceCents: null, heldAtFloor: false, note: NO_COST_NOTE };
  const step = stepForAge(rules.steps, options.daysInInventory);
  return finishTarget((marketAverageCents * step.percentOfMarket) / 100, floorCents, rules, `Day ${step.fromDay}+ step: ${step.percentOfMarket} % of market`);
}
