// Buy-list proposals from what turns fast in the store's own retail sales (docs/metrics.md
// "Sourcing"): per make and model over PROPOSAL_RULES.windowDays, proposed when enough sold,
// quickly, at a good gross, and the market is not oversupplied. Pure: the service measures.
import { OFFER_RULES } from '../appraisals/offer';
import { DEFAULT_RECON_ESTIMATE_CENTS } from './target';

export const PROPOSAL_RULES = {
  windowDays: 180,
  minSoldUnits: 2,
  maxAverageDaysToSale: 45,
  minAverageGrossCents: 100_000,
  maxMarketDaysSupply: 60,
  mileageStep: 5_000,
  /** Months in the window: the quantity is one month's pace. */
  windowMonths: 6,
} as const;

export type SegmentSales = {
  make: string;
  model: string;
  soldUnits: number;
  minYear: number;
  maxYear: number;
  maxMileage: number;
  averageDaysToSale: number;
  averageGrossCents: number | null;
  averageSalePriceCents: number;
  marketDaysSupply: number | null;
};

export type Proposal = {
  yearFrom: number;
  yearTo: number;
  make: string;
  model: string;
  maxMileage: number;
  maxPriceCents: number;
  quantity: number;
  soldUnits: number;
  averageDaysToSale: number;
  /** Null for a viewer without vehicle cost (src/shared/pricing/cost-visibility.ts). */
  averageGrossCents: number | null;
  marketDaysSupply: number | null;
  reasons: string[];
};

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/**
 * The proposal for a segment's sales, or null when they do not qualify. For a viewer without cost
 * (`costWithheld`) the average gross is neither given nor stated in the reasons.
 */
export function proposeFromSales(
  sales: SegmentSales,
  targetGrossCents: number,
  options: { costWithheld?: boolean } = {},
): Proposal | null {
  const { soldUnits, averageDaysToSale, averageGrossCents, marketDaysSupply } = sales;
  if (soldUnits < PROPOSAL_RULES.minSoldUnits || averageDaysToSale > PROPOSAL_RULES.maxAverageDaysToSale) return null;
  if (averageGrossCents === null || averageGrossCents < PROPOSAL_RULES.minAverageGrossCents) return null;
  if (marketDaysSupply !== null && marketDaysSupply > PROPOSAL_RULES.maxMarketDaysSupply) return null;
  const days = Math.round(averageDaysToSale * 10) / 10;
  const reasons = [
    `${soldUnits} sold in the last ${PROPOSAL_RULES.windowDays} days, in ${days} days on average.`,
    ...(options.costWithheld ? [] : [`Average front-end gross ${dollars(averageGrossCents)}.`]),
    marketDaysSupply === null
      ? 'No market records to measure the market’s days supply.'
      : `Market days supply ${marketDaysSupply} days.`,
  ];
  const price = sales.averageSalePriceCents - targetGrossCents - DEFAULT_RECON_ESTIMATE_CENTS;
  return {
    yearFrom: sales.minYear,
    yearTo: sales.maxYear,
    make: sales.make,
    model: sales.model,
    maxMileage: Math.ceil(sales.maxMileage / PROPOSAL_RULES.mileageStep) * PROPOSAL_RULES.mileageStep,
    maxPriceCents: Math.max(0, Math.floor(price / OFFER_RULES.roundingCents) * OFFER_RULES.roundingCents),
    quantity: Math.max(1, Math.round(soldUnits / PROPOSAL_RULES.windowMonths)),
    soldUnits,
    averageDaysToSale: days,
    averageGrossCents: options.costWithheld ? null : Math.round(averageGrossCents),
    marketDaysSupply,
    reasons,
  };
}
