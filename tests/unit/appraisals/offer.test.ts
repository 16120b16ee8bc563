import { describe, expect, it } from 'vitest';
import { expectedDaysToSale, expectedRetail, offerFigures } from '../../../src/shared/appraisals';
import type { Comparable } from '../../../src/shared/market/comparables';
import type { Valuation } from '../../../src/shared/market/sources';

const AS_OF = '2026-06-30';
const valuation = (source: Valuation['source'], valueCents: number | null): Valuation => ({
  source, valueCents, lowCents: null, highCents: null, asOf: AS_OF,
  provenance: { method: '', recordsUsed: 0, comparableIds: [], bookEntryId: null, provider: 'built_in', fallback: false, fallbackReason: null, lowConfidence: false },
});
const comparable = (change: Partial<Comparable>): Comparable => ({
  id: 'c', year: 2022, make: 'Ford', model: 'F-150', trim: null, mileage: 30_000, priceCents: 3_000_000, dealerName: null, zip: '78745',
  firstSeenOn: '2026-05-01', lastSeenOn: '2026-06-29', soldOn: null, channel: 'retail', source: 'own_sales', distanceMiles: 0, daysOnMarket: 10, ...change,
});
const sold = (soldOn: string) => comparable({ soldOn });
/** `forSale` listings and `sold` sales in the 45 days before AS_OF. */
const market = (forSale: number, soldCount: number) => [...Array.from({ length: forSale }, () => comparable({})), ...Array.from({ length: soldCount }, () => sold('2026-06-20'))];

describe('expected retail', () => {
  it.each([
    ['the dealer retail guide first', [valuation('consumer_retail_guide', 2_900_000), valuation('dealer_retail_guide', 3_000_000)], { cents: 3_000_000, source: 'dealer_retail_guide' }],
    ['else the consumer retail guide', [valuation('dealer_retail_guide', null), valuation('consumer_retail_guide', 2_900_000)], { cents: 2_900_000, source: 'consumer_retail_guide' }],
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
    ['wholesale records do not count', [comparable({ channel: 'wholesale' }), comparable({ channel: 'wholesale', soldOn: '2026-06-20' })], 45],
  ] as const)('%s', (_name, comparables, days) => {
    expect(expectedDaysToSale(comparables, AS_OF)).toBe(days);
  });
});

describe('the proposed offer', () => {
  const base = {
    valuations: { valuations: [valuation('dealer_retail_guide', 3_000_000)], comparables: market(2, 4), asOf: AS_OF },
    reconLines: [{ description: 'Tires', amountCents: 150_000 }, { description: 'Detail', amountCents: 37_550 }],
    targetGrossCents: 200_000,
    holdingCostPerDayCents: 4_000,
    overrideCents: null,
    overrideReason: null,
  };

  it('is retail − recon − target gross − holding, rounded down to $25', () => {
    // 3,000,000 − 187,550 − 200,000 − 23 × 4,000 = 2,520,450 → 2,520,000
    expect(offerFigures(base)).toEqual({
      expectedRetailCents: 3_000_000, expectedRetailSource: 'dealer_retail_guide', reconCents: 187_550, targetGrossCents: 200_000, expectedDaysToSale: 23,
      holdingCostCents: 92_000, proposedCents: 2_520_000, overrideCents: null, overrideReason: null, offerCents: 2_520_000,
    });
  });

  it.each([
    ['never below 0', { targetGrossCents: 5_000_000 }, { proposedCents: 0, offerCents: 0 }],
    ['null without an expected retail', { valuations: { ...base.valuations, valuations: [valuation('dealer_retail_guide', null)] } }, { proposedCents: null, offerCents: null, expectedRetailSource: null }],
    ['the override is the offer', { overrideCents: 2_400_000, overrideReason: 'Fresh tires' }, { proposedCents: 2_520_000, offerCents: 2_400_000, overrideReason: 'Fresh tires' }],
    ['an override stands without an expected retail', { overrideCents: 1_000_000, overrideReason: 'Rare', valuations: { ...base.valuations, valuations: [] } }, { proposedCents: null, offerCents: 1_000_000 }],
    ['an exact multiple of $25 stays', { reconLines: [{ description: 'x', amountCents: 188_000 }] }, { proposedCents: 2_520_000 }],
    ['one cent less rounds down a step', { reconLines: [{ description: 'x', amountCents: 188_001 }] }, { proposedCents: 2_517_500 }],
  ] as const)('%s', (_name, change, expected) => {
    expect(offerFigures({ ...base, ...change })).toMatchObject(expected);
  });
});
