// The maximum bid on an auction vehicle (docs/sourcing.md, docs/metrics.md "Sourcing"; DOMAIN.md
// "Sourcing"): expected retail − recon − target gross − transport − fees, rounded down to $25 as
// the appraisal offer is (OFFER_RULES.roundingCents), never below 0, and never above the buy-list
// target's maximum price. Each part is returned, so the screen can show the sum.

import { OFFER_RULES } from '../appraisals/offer';
import { auctionBuyerFeeCents } from './fees';

export type MaxBidInput = {
  /** The dealer (else consumer) retail guide's value of the vehicle; null when the market has none. */
  expectedRetailCents: number | null;
  reconCents: number;
  targetGrossCents: number;
  /** Transport from the auction to the store; null when a ZIP cannot be placed. */
  transportCents: number | null;
  /** The buy-list target's maximum price: the bid is never above it. */
  maxPriceCents: number;
};

export type MaxBidFigures = {
  expectedRetailCents: number | null;
  reconCents: number;
  targetGrossCents: number;
  transportCents: number | null;
  feesCents: number | null;
  /** The formula's bid before the target's maximum price is applied; null when retail or transport is unknown. */
  formulaCents: number | null;
  /** min(formula, the target's maximum price); null when the formula has no answer. */
  maxBidCents: number | null;
  limitedByMaxPrice: boolean;
};

const roundDown = (cents: number) => Math.floor(cents / OFFER_RULES.roundingCents) * OFFER_RULES.roundingCents;

export function maxBid(input: MaxBidInput): MaxBidFigures {
  const { expectedRetailCents, reconCents, targetGrossCents, transportCents, maxPriceCents } = input;
  const known = { expectedRetailCents, reconCents, targetGrossCents, transportCents };
  if (expectedRetailCents === null || transportCents === null) {
    return { ...known, feesCents: null, formulaCents: null, maxBidCents: null, limitedByMaxPrice: false };
  }
  // What is left for the hammer price and its fees; the fee is the table's at that amount, which
  // never understates it (fees rise with the price, and the bid is below that amount).
  const beforeFees = expectedRetailCents - reconCents - targetGrossCents - transportCents;
  const feesCents = auctionBuyerFeeCents(Math.max(0, beforeFees));
  const formulaCents = Math.max(0, roundDown(beforeFees - feesCents));
  const maxBidCents = Math.min(formulaCents, roundDown(maxPriceCents));
  return { ...known, feesCents, formulaCents, maxBidCents, limitedByMaxPrice: maxBidCents < formulaCents };
}
