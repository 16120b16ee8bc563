import { describe, expect, it } from 'vitest';
import {
  comparablesDaysSupply,
  expectedDaysToSale,
  expectedRetail,
  offerAnchors,
  offerFigures,
} from '../../../src/shared/appraisals';
import type { Comparable } from '../../../src/shared/market/comparables';
import type { Valuation } from '../../../src/shared/market/sources';

const AS_OF = '2026-06-30';
const valuation = (source: Valuation['source'], valueCents: number | null): Valuation => ({
  source,
  valueCents,
  lowCents: null,
  highCents: null,
  asOf: AS_OF,
  provenance: {
    method: '',
    recordsUsed: 0,
    comparableIds: [],
    bookEntryId: null,
    provider: 'built_in',
    fallback: false,
    fallbackReason: null,
    lowConfidence: false,
  },
});
const comparable = (change: Partial<Comparable>): Comparable => ({
  id: 'c',
  year: 2022,
  make: 'Ford',
  model: 'F-150',
  trim: null,
  mileage: 30_000,
  priceCents: 3_000_000,
  dealerName: null,
  zip: '78745',
  firstSeenOn: '2026-05-01',
  lastSeenOn: '2026-06-29',
  soldOn: null,
  channel: 'retail',
  source: 'own_sales',
  distanceMiles: 0,
  daysOnMarket: 10,
  ...change,
});
const sold = (soldOn: string) => comparable({ soldOn });
/** `forSale` listings and `sold` sales in the 45 days before AS_OF. */
const market = (forSale: number, soldCount: number) => [
  ...Array.from({ length: forSale }, () => comparable({})),
  ...Array.from({ length: soldCount }, () => sold('2026-06-20')),
];

describe('expected retail', () => {
  it.each([
    [
      'the dealer retail guide first',
      [valuation('consumer_retail_guide', 2_900_000), valuation('dealer_retail_guide', 3_000_000)],
      { cents: 3_000_000, source: 'dealer_retail_guide' },
    ],
    [
      'else the consumer retail guide',
      [valuation('dealer_retail_guide', null), valuation('consumer_retail_guide', 2_900_000)],
      { cents: 2_900_000, source: 'consumer_retail_guide' },
    ],
    ['never a wholesale source', [valuation('auction_index', 2_000_000), valuation('wholesale_book', 2_100_000)], null],
  ] as const)('%s', (_name, valuations, expected) => {
    expect(expectedRetail(valuations)).toEqual(expected);
  });
});

describe('expected days to sale', () => {
  it.each([
    ['the market days supply, rounded', market(2, 4), 23],
    ['at least 15', market(1, 9), 15],
    ['at most 90', market(30, 2), 90],
    ['45 without sales in the window', market(5, 0), 45],
    ['45 with no comparables', [], 45],
    ['sales before the window do not count', [...market(2, 0), sold('2026-05-01')], 45],
    [
      'wholesale records do not count',
      [comparable({ channel: 'wholesale' }), comparable({ channel: 'wholesale', soldOn: '2026-06-20' })],
      45,
    ],
  ] as const)("from the segment's supply: %s", (_name, comparables, days) => {
    expect(expectedDaysToSale(comparablesDaysSupply(comparables, AS_OF))).toBe(days);
  });

  it.each([
    ['a slow market is capped at the target', 675, 45, 45],
    ['90 days of supply capped at 30', 90, 30, 30],
    ['a market faster than the target keeps its own pace', 22.6, 45, 23],
    ['no sales: 45, then the target when lower', null, 30, 30],
    ['the floor of 15 still holds under a target of 15', 3, 15, 15],
  ] as const)('capped by the target days to sale: %s', (_name, supply, target, days) => {
    expect(expectedDaysToSale(supply, target)).toBe(days);
  });

  it('keeps the 90 days of supply it measured next to the capped days', () => {
    expect(comparablesDaysSupply(market(30, 2), AS_OF)).toBe(675);
  });
});

describe('the proposed offer', () => {
  const base = {
    valuations: { valuations: [valuation('dealer_retail_guide', 3_000_000)], comparables: market(2, 4), asOf: AS_OF },
    reconLines: [
      { description: 'Tires', amountCents: 150_000 },
      { description: 'Detail', amountCents: 37_550 },
    ],
    targetGrossCents: 200_000,
    holdingCostPerDayCents: 4_000,
    targetDaysToSale: 45,
    packCents: 50_000,
    transportCents: 15_000,
    feesCents: 30_000,
    overrideCents: null,
    overrideReason: null,
  };

  it('is retail − recon − target gross − holding − pack − transport − fees, rounded down to $25', () => {
    // 3,000,000 − 187,550 − 200,000 − 23 × 4,000 − 50,000 − 15,000 − 30,000 = 2,425,450 → 2,425,000
    expect(offerFigures(base)).toEqual({
      expectedRetailCents: 3_000_000,
      expectedRetailSource: 'dealer_retail_guide',
      reconCents: 187_550,
      targetGrossCents: 200_000,
      marketDaysSupply: 22.5,
      targetDaysToSale: 45,
      expectedDaysToSale: 23,
      holdingCostCents: 92_000,
      packCents: 50_000,
      transportCents: 15_000,
      feesCents: 30_000,
      proposedCents: 2_425_000,
      overrideCents: null,
      overrideReason: null,
      offerCents: 2_425_000,
    });
  });

  it('holds a slow segment for the target days, not the 90 of its supply (issue 32: the CR-V)', () => {
    // supply 675 days → 90 → capped at 45: holding 45 × $40 = $1,800, not $3,600.
    const slow = offerFigures({ ...base, valuations: { ...base.valuations, comparables: market(30, 2) } });
    expect(slow).toMatchObject({ marketDaysSupply: 675, expectedDaysToSale: 45, holdingCostCents: 180_000 });
    expect(
      offerFigures({ ...base, targetDaysToSale: 90, valuations: { ...base.valuations, comparables: market(30, 2) } })
        .holdingCostCents,
    ).toBe(360_000);
  });

  it.each([
    ['never below 0', { targetGrossCents: 5_000_000 }, { proposedCents: 0, offerCents: 0 }],
    [
      'null without an expected retail',
      { valuations: { ...base.valuations, valuations: [valuation('dealer_retail_guide', null)] } },
      { proposedCents: null, offerCents: null, expectedRetailSource: null },
    ],
    [
      'the override is the offer',
      { overrideCents: 2_400_000, overrideReason: 'Fresh tires' },
      { proposedCents: 2_425_000, offerCents: 2_400_000, overrideReason: 'Fresh tires' },
    ],
    [
      'an override stands without an expected retail',
      { overrideCents: 1_000_000, overrideReason: 'Rare', valuations: { ...base.valuations, valuations: [] } },
      { proposedCents: null, offerCents: 1_000_000 },
    ],
    [
      'an exact multiple of $25 stays',
      { reconLines: [{ description: 'x', amountCents: 188_000 }] },
      { proposedCents: 2_425_000 },
    ],
    [
      'one cent less rounds down a step',
      { reconLines: [{ description: 'x', amountCents: 188_001 }] },
      { proposedCents: 2_422_500 },
    ],
    ['no pack, transport or fees', { packCents: 0, transportCents: 0, feesCents: 0 }, { proposedCents: 2_520_000 }],
  ] as const)('%s', (_name, change, expected) => {
    expect(offerFigures({ ...base, ...change })).toMatchObject(expected);
  });
});

describe('the offer against the auction index and the wholesale book', () => {
  const offer = {
    offerCents: 1_000_000,
    proposedCents: 1_000_000,
    overrideCents: null,
    reconCents: 50_000,
    targetGrossCents: 200_000,
    holdingCostCents: 180_000,
    packCents: 50_000,
    transportCents: 15_000,
    feesCents: 30_000,
  };
  const anchors = (auction: number | null, book: number | null = null) => [
    valuation('auction_index', auction),
    valuation('wholesale_book', book),
  ];

  it('gives ± $ and the share of each anchor', () => {
    expect(offerAnchors(offer, anchors(1_100_000, 950_000))).toEqual({
      auctionIndex: { valueCents: 1_100_000, differenceCents: -100_000, share: -0.091 },
      wholesaleBook: { valueCents: 950_000, differenceCents: 50_000, share: 0.053 },
      warning: null,
    });
  });

  it.each([
    ['15 % below is no warning', 1_176_470, null],
    [
      'more than 15 % below names the largest deduction',
      1_222_600,
      { direction: 'below', share: -0.182, term: 'target_gross' },
    ],
    [
      'more than 15 % above names the expected retail',
      850_000,
      { direction: 'above', share: 0.176, term: 'expected_retail' },
    ],
  ] as const)('%s', (_name, auction, warning) => {
    expect(offerAnchors(offer, anchors(auction)).warning).toEqual(warning);
  });

  it('names the holding cost when the days to sale took most (the CR-V of issue 32)', () => {
    const crv = { ...offer, offerCents: 805_000, proposedCents: 805_000, holdingCostCents: 360_000 };
    expect(offerAnchors(crv, anchors(1_222_600)).warning).toEqual({
      direction: 'below',
      share: -0.342,
      term: 'holding',
    });
  });

  it("names the override when the appraiser's own figure moved it", () => {
    const overridden = { ...offer, offerCents: 700_000, overrideCents: 700_000 };
    expect(offerAnchors(overridden, anchors(1_000_000)).warning).toMatchObject({
      direction: 'below',
      term: 'override',
    });
  });

  it('has no anchors (and no warning) without an auction index, a book value or an offer', () => {
    expect(offerAnchors(offer, anchors(null))).toEqual({ auctionIndex: null, wholesaleBook: null, warning: null });
    expect(offerAnchors({ ...offer, offerCents: null }, anchors(1_000_000, 900_000))).toEqual({
      auctionIndex: null,
      wholesaleBook: null,
      warning: null,
    });
  });
});
