// Look-to-book and cost-to-market of a set of appraisals (docs/metrics.md, "Appraisals").

import { median } from '../market/valuation';
import type { AppraisalState } from './states';

export type FigureInput = {
  state: AppraisalState;
  /** Won ones: the price paid. */
  purchasePriceCents: number | null;
  reconCents: number;
  /** The expected retail the appraisal was offered on; null when it had none. */
  offeredRetailCents: number | null;
  /** Offered ones: the offer made and the auction index it was made on (null when it had none). */
  offeredCents?: number | null;
  offeredAuctionIndexCents?: number | null;
};

export type AppraisalFigureValues = {
  made: number;
  won: number;
  lost: number;
  lookToBook: number | null;
  costToMarket: number | null;
  offerToAuctionIndex: number | null;
};

/**
 * made, won and lost; look-to-book = won ÷ made; cost-to-market = the won ones' average
 * (purchase price + recon estimate) ÷ their average expected retail at offer, over the won ones
 * that had an expected retail and a price (so a sum over a sum); offer ÷ auction index = the median,
 * over the offered ones that had both, of offer ÷ the auction index it was offered on (a median: one
 * override far off does not swing an appraiser's figure).
 */
export function appraisalFigures(appraisals: readonly FigureInput[]): AppraisalFigureValues {
  let won = 0;
  let lost = 0;
  let cost = 0;
  let market = 0;
  const toAuction: number[] = [];
  for (const appraisal of appraisals) {
    if (appraisal.offeredCents != null && appraisal.offeredAuctionIndexCents)
      toAuction.push(appraisal.offeredCents / appraisal.offeredAuctionIndexCents);
    if (appraisal.state === 'lost') lost += 1;
    if (appraisal.state !== 'won') continue;
    won += 1;
    if (appraisal.offeredRetailCents && appraisal.purchasePriceCents !== null) {
      cost += appraisal.purchasePriceCents + appraisal.reconCents;
      market += appraisal.offeredRetailCents;
    }
  }
  const made = appraisals.length;
  return {
    made,
    won,
    lost,
    lookToBook: made === 0 ? null : won / made,
    costToMarket: market === 0 ? null : cost / market,
    offerToAuctionIndex: median(toAuction),
  };
}
