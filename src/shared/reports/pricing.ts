// The pricing report's formulas (docs/metrics.md "Reports: recon, appraisals, pricing, market"):
// where the stock is priced against its market, and what a price reduction did.

import { median } from '../recon/metrics';

/** Price-to-market buckets, percent: lower bound included, upper excluded; null is open-ended. */
export const PRICE_TO_MARKET_BUCKETS = [
  { fromPercent: null, toPercent: 90 },
  { fromPercent: 90, toPercent: 95 },
  { fromPercent: 95, toPercent: 100 },
  { fromPercent: 100, toPercent: 105 },
  { fromPercent: 105, toPercent: 110 },
  { fromPercent: 110, toPercent: null },
] as const satisfies readonly { fromPercent: number | null; toPercent: number | null }[];

/** A sale this many days or fewer after a vehicle's reduction counts as the reduction working. */
export const REDUCTION_EFFECT_DAYS = 14;

export type PriceToMarketBucket = { fromPercent: number | null; toPercent: number | null; units: number };

/** How many of the price-to-market percents fall in each bucket, in bucket order (every bucket present). */
export function priceToMarketDistribution(percents: readonly number[]): PriceToMarketBucket[] {
  return PRICE_TO_MARKET_BUCKETS.map((bucket) => ({
    ...bucket,
    units: percents.filter(
      (percent) =>
        (bucket.fromPercent === null || percent >= bucket.fromPercent) &&
        (bucket.toPercent === null || percent < bucket.toPercent),
    ).length,
  }));
}

/** The median price-to-market percent, to 0.1; null without any. */
export function medianPriceToMarket(percents: readonly number[]): number | null {
  const middle = median(percents);
  return middle === null ? null : Math.round(middle * 10) / 10;
}
