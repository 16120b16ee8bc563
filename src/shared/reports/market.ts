// The market report's formulas (docs/metrics.md "Reports: recon, appraisals, pricing, market"): the
// store beside its market in the segments it stocks. Days supply is one formula for both sides
// (src/shared/market/days-supply.ts, through turn.ts for the store).

import { DAYS_SUPPLY_WINDOW_DAYS, marketDaysSupply } from '../market/days-supply';
import { daysSupply, salesPerDay, shareOf } from './turn';

/** One segment's (or all segments') counts on a day: the store's stock and 45-day retail sales, the market's listings and sales. */
export type SegmentCounts = { storeUnits: number; storeSold: number; marketForSale: number; marketSold: number };

export type SegmentFigures = {
  storeUnits: number;
  storeSalesPerDay: number;
  storeDaysSupply: number | null;
  marketUnits: number;
  marketSalesPerDay: number;
  marketDaysSupply: number | null;
  /** The store's retail sales ÷ the store's and the market's together, over the window; null when neither sold. */
  storeShareOfSales: number | null;
};

export function segmentFigures(counts: SegmentCounts): SegmentFigures {
  return {
    storeUnits: counts.storeUnits,
    storeSalesPerDay: salesPerDay(counts.storeSold, DAYS_SUPPLY_WINDOW_DAYS),
    storeDaysSupply: daysSupply(counts.storeUnits, counts.storeSold, DAYS_SUPPLY_WINDOW_DAYS),
    marketUnits: counts.marketForSale,
    marketSalesPerDay: salesPerDay(counts.marketSold, DAYS_SUPPLY_WINDOW_DAYS),
    marketDaysSupply: marketDaysSupply({ forSale: counts.marketForSale, soldInWindow: counts.marketSold }),
    storeShareOfSales: shareOf(counts.storeSold, counts.storeSold + counts.marketSold),
  };
}

/** The counts of several segments added up. */
export function totalCounts(segments: readonly SegmentCounts[]): SegmentCounts {
  return segments.reduce(
    (total, counts) => ({
      storeUnits: total.storeUnits + counts.storeUnits,
      storeSold: total.storeSold + counts.storeSold,
      marketForSale: total.marketForSale + counts.marketForSale,
      marketSold: total.marketSold + counts.marketSold,
    }),
    { storeUnits: 0, storeSold: 0, marketForSale: 0, marketSold: 0 },
  );
}
