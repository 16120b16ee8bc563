// The proposed offer of an appraisal (docs/metrics.md, "Appraisals"): expected retail − recon
// estimate − target gross − holding cost for the expected days to sale, rounded down to $25 and
// never below 0. Every figure it is made of is returned with it, so the screen can show the sum.

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
  expectedDaysToSale: number;
  holdingCostCents: number;
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

/** The comparables' market days supply rounded to whole days, within 15–90; 45 when none of them sold lately. */
export function expectedDaysToSale(comparables: readonly Comparable[], asOf: string): number {
  const supply = marketDaysSupply(daysSupplyCounts(comparables, { asOf, listingSeenSince: recencyCutoffs(asOf).seenSince }));
  if (supply === null) return OFFER_RULES.defaultDaysToSale;
  return Math.min(OFFER_RULES.maxDaysToSale, Math.max(OFFER_RULES.minDaysToSale, Math.round(supply)));
}

export const reconTotal = (lines: readonly AppraisalReconLine[]) => lines.reduce((sum, line) => sum + line.amountCents, 0);

export function offerFigures(input: {
  valuations: { valuations: readonly Valuation[]; comparables: readonly Comparable[]; asOf: string };
  reconLines: readonly AppraisalReconLine[];
  targetGrossCents: number;
  holdingCostPerDayCents: number;
  overrideCents: number | null;
  overrideReason: string | null;
}): AppraisalOfferFigures {
  const retail = expectedRetail(input.valuations.valuations);
  const reconCents = reconTotal(input.reconLines);
  const expectedDays = expectedDaysToSale(input.valuations.comparables, input.valuations.asOf);
  const holdingCostCents = expectedDays * input.holdingCostPerDayCents;
  const proposedCents =
    retail === null
      ? null
      : Math.max(0, Math.floor((retail.cents - reconCents - input.targetGrossCents - holdingCostCents) / OFFER_RULES.roundingCents) * OFFER_RULES.roundingCents);
  return {
    expectedRetailCents: retail?.cents ?? null,
    expectedRetailSource: retail?.source ?? null,
    reconCents,
    targetGrossCents: input.targetGrossCents,
    expectedDaysToSale: expectedDays,
    holdingCostCents,
    proposedCents,
    overrideCents: input.overrideCents,
    overrideReason: input.overrideCents === null ? null : input.overrideReason,
    offerCents: input.overrideCents ?? proposedCents,
  };
}
