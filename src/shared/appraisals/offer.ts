// The proposed offer of an appraisal (docs/metrics.md, "Appraisals"): expected retail − recon
// estimate − target gross − holding cost for the expected days to sale − pack − transport − fees,
// rounded down to $25 and never below 0. Every figure it is made of is returned with it, so the
// screen can show the sum.

import type { ValuationSource } from '../access';
import type { Comparable, Subject } from '../market/comparables';
import { recencyCutoffs } from '../market/comparables';
import { daysSupplyCounts, marketDaysSupply } from '../market/days-supply';
import type { Valuation } from '../market/sources';
import type { AppraisalReconLine } from './limits';

export const OFFER_RULES = {
  /** The offer is rounded down to this many cents. */
  roundingCents: 2_500,
  minDaysToSale: 15,
  maxDaysToSale: 90,
  /** Expected days when the comparables hold no sales to measure the pace by. */
  defaultDaysToSale: 45,
  /** An offer further than this share from the auction index (either way) is warned about. */
  anchorWarningShare: 0.15,
  /** Retail sources in order of preference: what dealers got, else what shoppers see. */
  retailSources: ['dealer_retail_guide', 'consumer_retail_guide'] as const satisfies readonly ValuationSource[],
} as const;

/** The valuations and comparables an offer is made on (the `Valuations` of the graph). */
export type ValuationsSnapshot = {
  subject: Subject;
  radiusMiles: number;
  asOf: string;
  defaultSource: ValuationSource;
  valuations: Valuation[];
  comparables: Comparable[];
};

export type AppraisalOfferFigures = {
  expectedRetailCents: number | null;
  expectedRetailSource: ValuationSource | null;
  reconCents: number;
  targetGrossCents: number;
  /** The comparables' market days supply (to 0.1 day); null when none of them sold lately. */
  marketDaysSupply: number | null;
  /** The organization's target days to sale, the cap of the expected days. */
  targetDaysToSale: number;
  expectedDaysToSale: number;
  holdingCostCents: number;
  packCents: number;
  transportCents: number;
  feesCents: number;
  proposedCents: number | null;
  overrideCents: number | null;
  overrideReason: string | null;
  offerCents: number | null;
};

/** What an offered appraisal keeps: the valuations it was offered on and the offer's figures then. */
export type AppraisalSnapshot = { valuations: ValuationsSnapshot; offer: AppraisalOfferFigures };

/** The dealer retail guide's value, else the consumer retail guide's; null when neither has one. */
export function expectedRetail(valuations: readonly Valuation[]): { cents: number; source: ValuationSource } | null {
  for (const source of OFFER_RULES.retailSources) {
    const value = valuations.find((valuation) => valuation.source === source)?.valueCents;
    if (value !== null && value !== undefined) return { cents: value, source };
  }
  return null;
}

/** The comparables' market days supply (to 0.1 day): listings on the market ÷ retail sales a day over 45 days; null when none sold lately. */
export function comparablesDaysSupply(comparables: readonly Comparable[], asOf: string): number | null {
  return marketDaysSupply(daysSupplyCounts(comparables, { asOf, listingSeenSince: recencyCutoffs(asOf).seenSince }));
}

/**
 * Expected days to sale: the market days supply rounded to whole days within 15–90 (45 when none
 * of the comparables sold lately), then capped by the organization's target days to sale: a store
 * prices to turn in its own time, not the slowest case of the market.
 */
export function expectedDaysToSale(
  supply: number | null,
  targetDaysToSale: number = OFFER_RULES.maxDaysToSale,
): number {
  const days =
    supply === null
      ? OFFER_RULES.defaultDaysToSale
      : Math.min(OFFER_RULES.maxDaysToSale, Math.max(OFFER_RULES.minDaysToSale, Math.round(supply)));
  return Math.min(days, targetDaysToSale);
}

export const reconTotal = (lines: readonly AppraisalReconLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);

/** The organization's terms of an offer (settings, docs/metrics.md "Appraisals"). */
export type OfferTerms = {
  targetGrossCents: number;
  holdingCostPerDayCents: number;
  targetDaysToSale: number;
  packCents: number;
  transportCents: number;
  feesCents: number;
};

export function offerFigures(
  input: OfferTerms & {
    valuations: { valuations: readonly Valuation[]; comparables: readonly Comparable[]; asOf: string };
    reconLines: readonly AppraisalReconLine[];
    overrideCents: number | null;
    overrideReason: string | null;
  },
): AppraisalOfferFigures {
  const retail = expectedRetail(input.valuations.valuations);
  const reconCents = reconTotal(input.reconLines);
  const supply = comparablesDaysSupply(input.valuations.comparables, input.valuations.asOf);
  const expectedDays = expectedDaysToSale(supply, input.targetDaysToSale);
  const holdingCostCents = expectedDays * input.holdingCostPerDayCents;
  const deductions =
    reconCents + input.targetGrossCents + holdingCostCents + input.packCents + input.transportCents + input.feesCents;
  const proposedCents =
    retail === null
      ? null
      : Math.max(0, Math.floor((retail.cents - deductions) / OFFER_RULES.roundingCents) * OFFER_RULES.roundingCents);
  return {
    expectedRetailCents: retail?.cents ?? null,
    expectedRetailSource: retail?.source ?? null,
    reconCents,
    targetGrossCents: input.targetGrossCents,
    marketDaysSupply: supply,
    targetDaysToSale: input.targetDaysToSale,
    expectedDaysToSale: expectedDays,
    holdingCostCents,
    packCents: input.packCents,
    transportCents: input.transportCents,
    feesCents: input.feesCents,
    proposedCents,
    overrideCents: input.overrideCents,
    overrideReason: input.overrideCents === null ? null : input.overrideReason,
    offerCents: input.overrideCents ?? proposedCents,
  };
}
