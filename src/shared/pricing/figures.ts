// A stock vehicle's place in its market and what the rules would ask for it (docs/metrics.md,
// "Pricing"). Pure: the server feeds it the vehicle, its comparables and the rules.

import type { Comparable } from '../market/comparables';
import { adjustToMileage, valueFromPrices } from '../market/valuation';
import { beforeFirstStepDown, floorOf, pastLastStep, roundPrice, stepForAge, type PricingRules } from './rules';

/** Retail comparables (listings and sales) priced as if they had the vehicle's mileage. */
export function adjustedRetailPrices(
  comparables: readonly Comparable[],
  mileage: number,
): { cents: number; listing: boolean }[] {
  return comparables
    .filter((comparable) => comparable.channel === 'retail')
    .map((comparable) => ({
      cents: adjustToMileage(comparable.priceCents, comparable.mileage, mileage),
      listing: comparable.soldOn === null,
    }));
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
export function rankAmongListings(
  listPriceCents: number | null,
  adjusted: readonly { cents: number; listing: boolean }[],
): { rank: number; rankOf: number } | null {
  if (listPriceCents === null) return null;
  const listings = adjusted.filter((price) => price.listing);
  return { rank: 1 + listings.filter((price) => price.cents < listPriceCents).length, rankOf: listings.length + 1 };
}

/** (cost + recon spent and open) ÷ market average, to 0.001; null without a cost or a market average. */
export function costToMarket(
  costCents: number | null,
  reconCents: number,
  marketAverageCents: number | null,
): number | null {
  if (costCents === null || !marketAverageCents) return null;
  return Math.round(((costCents + reconCents) / marketAverageCents) * 1000) / 1000;
}

/** A car whose floor (cost + minimum gross) is above its target: not repriced, the manager decides. */
export type Underwater = { floorCents: number; targetCents: number; considerWholesale: boolean };

/**
 * What a rule or method asks for one vehicle. `price`: a new price (a step's is never above the list
 * price unless `raiseToMarket` allowed it); `kept`: the list price stays, with the reason (listed
 * under the target, a step never raises); `none`: cannot be priced (no market, no cost, no list
 * price); `underwater`: the target is under the floor.
 */
export type Suggestion =
  | { kind: 'price'; priceCents: number; heldAtFloor: boolean; note: string }
  | { kind: 'kept'; priceCents: number; heldAtFloor: false; note: string }
  | { kind: 'none'; priceCents: null; heldAtFloor: false; note: string }
  | { kind: 'underwater'; priceCents: null; heldAtFloor: false; note: string; underwater: Underwater };

export const NO_MARKET_NOTE = 'No market average: no comparable retail listings or sales nearby.';
export const NO_COST_NOTE = 'No cost: the floor (cost + minimum gross) is unknown.';

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
const none = (note: string): Suggestion => ({ kind: 'none', priceCents: null, heldAtFloor: false, note });

function underwater(floorCents: number, targetCents: number, considerWholesale: boolean, note: string): Suggestion {
  const advice = considerWholesale ? '; past the last step: consider wholesale' : '';
  return {
    kind: 'underwater',
    priceCents: null,
    heldAtFloor: false,
    note: `Underwater: the floor ${dollars(floorCents)} (cost + minimum gross) is above the target ${dollars(targetCents)} (${note}), not repriced${advice}`,
    underwater: { floorCents, targetCents, considerWholesale },
  };
}

/**
 * A method's target (a share of market, or the list price ± an amount), rounded. Under the floor it
 * is lowered only as far as the floor, when that is still under the list price (`heldAtFloor`);
 * else the car is underwater and not repriced. A null floor is a floor withheld from the viewer
 * (cost-visibility.ts): the target is only rounded, and nothing in the answer depends on cost.
 */
export function finishTarget(
  targetCents: number,
  floorCents: number | null,
  listPriceCents: number | null,
  rules: PricingRules,
  note: string,
): Suggestion {
  const rounded = roundPrice(targetCents, rules);
  if (floorCents === null || rounded >= floorCents)
    return { kind: 'price', priceCents: rounded, heldAtFloor: false, note };
  if (listPriceCents !== null && floorCents < listPriceCents) {
    return {
      kind: 'price',
      priceCents: floorCents,
      heldAtFloor: true,
      note: `${note}; held at the floor (cost + minimum gross)`,
    };
  }
  return underwater(floorCents, rounded, false, note);
}

/**
 * What the rules ask today (docs/metrics.md, "Pricing guardrails"): the step for the vehicle's age
 * × the market average, rounded. A step only ever lowers: a car listed under its target keeps its
 * price, unless `raiseToMarket` is on and the car is younger than the first step down. A target
 * under the floor is never raised to it: the car is underwater, "consider wholesale" past the last
 * step. For a viewer from whom cost is withheld (`costWithheld`) no floor: never underwater.
 */
export function suggestPrice(options: {
  daysInInventory: number;
  marketAverageCents: number | null;
  costCents: number | null;
  listPriceCents: number | null;
  costWithheld?: boolean;
  rules: PricingRules;
}): Suggestion {
  const { rules, marketAverageCents, daysInInventory: days, listPriceCents } = options;
  if (!marketAverageCents) return none(NO_MARKET_NOTE);
  const floorCents = options.costWithheld ? null : floorOf(options.costCents, rules.minimumGrossCents);
  if (!options.costWithheld && floorCents === null) return none(NO_COST_NOTE);
  const step = stepForAge(rules.steps, days);
  const note = `Day ${step.fromDay}+ step: ${step.percentOfMarket} % of market`;
  const targetCents = roundPrice((marketAverageCents * step.percentOfMarket) / 100, rules);
  if (floorCents !== null && targetCents < floorCents)
    return underwater(floorCents, targetCents, pastLastStep(rules.steps, days), note);
  if (listPriceCents !== null && targetCents > listPriceCents) {
    if (rules.raiseToMarket && beforeFirstStepDown(rules.steps, days))
      return { kind: 'price', priceCents: targetCents, heldAtFloor: false, note: `Raise to market: ${note}` };
    return {
      kind: 'kept',
      priceCents: listPriceCents,
      heldAtFloor: false,
      note: `Kept: listed under the ${note} (${dollars(targetCents)}); a step never raises a price`,
    };
  }
  return { kind: 'price', priceCents: targetCents, heldAtFloor: false, note };
}

/** Auction index of a stock vehicle (graded clean, as market prices are): the trimmed mean of its wholesale sales' mileage-adjusted prices; null without any. */
export function auctionIndex(comparables: readonly Comparable[], mileage: number): number | null {
  const adjusted = comparables
    .filter((comparable) => comparable.channel === 'wholesale' && comparable.soldOn !== null)
    .map((comparable) => adjustToMileage(comparable.priceCents, comparable.mileage, mileage));
  return valueFromPrices(adjusted, 'trimmed_mean')?.valueCents ?? null;
}
