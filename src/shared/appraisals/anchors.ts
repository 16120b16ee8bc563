// The offer against its wholesale anchors (docs/metrics.md, "Appraisals"): what a manager checks an
// offer against is the auction index (what the car would bring at auction today) and the wholesale
// book. An offer more than 15 % either side of the auction index is warned about, naming the term
// that moved it most.

import type { Valuation } from '../market/sources';
import { OFFER_RULES, type AppraisalOfferFigures } from './offer';

export const OFFER_TERMS = [
  'expected_retail',
  'recon',
  'target_gross',
  'holding',
  'pack',
  'transport',
  'fees',
  'override',
] as const;
export type OfferTerm = (typeof OFFER_TERMS)[number];

/** The offer against one anchor: offer − anchor, and that ÷ the anchor (to 0.001). */
export type OfferAnchor = { valueCents: number; differenceCents: number; share: number };
export type OfferWarning = { direction: 'below' | 'above'; share: number; term: OfferTerm };
export type OfferAnchors = {
  auctionIndex: OfferAnchor | null;
  wholesaleBook: OfferAnchor | null;
  warning: OfferWarning | null;
};

type OfferInput = Pick<
  AppraisalOfferFigures,
  | 'offerCents'
  | 'proposedCents'
  | 'overrideCents'
  | 'reconCents'
  | 'targetGrossCents'
  | 'holdingCostCents'
  | 'packCents'
  | 'transportCents'
  | 'feesCents'
>;

/** Offer against a value; null without either (or a value of 0). */
export function anchorOf(offerCents: number | null, valueCents: number | null | undefined): OfferAnchor | null {
  if (offerCents === null || valueCents === null || valueCents === undefined || valueCents <= 0) return null;
  const differenceCents = offerCents - valueCents;
  return { valueCents, differenceCents, share: Math.round((differenceCents / valueCents) * 1000) / 1000 };
}

/**
 * The term that moved the offer away from the auction index: the appraiser's override when it
 * differs from the proposal; above the index, the expected retail (the retail guide sits further
 * above wholesale than the terms take off); below it, the largest deduction (the first listed on a tie).
 */
export function movingTerm(offer: OfferInput, direction: OfferWarning['direction']): OfferTerm {
  if (offer.overrideCents !== null && offer.overrideCents !== offer.proposedCents) return 'override';
  if (direction === 'above') return 'expected_retail';
  const deductions: [OfferTerm, number][] = [
    ['recon', offer.reconCents],
    ['target_gross', offer.targetGrossCents],
    ['holding', offer.holdingCostCents],
    ['pack', offer.packCents],
    ['transport', offer.transportCents],
    ['fees', offer.feesCents],
  ];
  return deductions.reduce((largest, term) => (term[1] > largest[1] ? term : largest))[0];
}

/** The offer against the auction index and the wholesale book, and the warning when it is > 15 % from the index. */
export function offerAnchors(offer: OfferInput, valuations: readonly Valuation[]): OfferAnchors {
  const value = (source: Valuation['source']) =>
    valuations.find((valuation) => valuation.source === source)?.valueCents;
  const auctionIndex = anchorOf(offer.offerCents, value('auction_index'));
  const wholesaleBook = anchorOf(offer.offerCents, value('wholesale_book'));
  const off =
    auctionIndex !== null &&
    Math.abs(auctionIndex.differenceCents) > auctionIndex.valueCents * OFFER_RULES.anchorWarningShare;
  const direction = auctionIndex && auctionIndex.differenceCents < 0 ? 'below' : 'above';
  return {
    auctionIndex,
    wholesaleBook,
    warning: off ? { direction, share: auctionIndex.share, term: movingTerm(offer, direction) } : null,
  };
}
