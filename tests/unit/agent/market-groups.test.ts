import { describe, expect, it } from 'vitest';
import {
  combineMarketGroups,
  listingPriceToMarket,
  MIN_LISTING_COMPARABLES,
  type MarketGroup,
} from '../../../server/services/agent/market-insight';
import type { Comparable } from '../../../src/shared/market/comparables';

const group = (fields: Partial<MarketGroup>): MarketGroup => ({
  zip: '75201',
  dealerName: 'Hill Country Motors',
  segmentKey: 'toyota|camry',
  listings: 0,
  aged: 0,
  daysOnLotSum: 0,
  daysOnLotCount: 0,
  sold: 0,
  priceToMarketSum: 0,
  priced: 0,
  ...fields,
});

describe('combineMarketGroups', () => {
  it("adds up the groups of each dealer's normalised name in its ZIP, in the order asked", () => {
    const groups = [
      group({
        dealerName: 'HILL COUNTRY MOTORS, INC.',
        listings: 2,
        aged: 1,
        daysOnLotSum: 30,
        daysOnLotCount: 3,
        sold: 1,
        priceToMarketSum: 210.25,
        priced: 2,
      }),
      group({ segmentKey: 'ford|f-150', listings: 3, daysOnLotSum: 10, daysOnLotCount: 1 }),
      group({ segmentKey: 'honda|civic', sold: 2, daysOnLotSum: 5, daysOnLotCount: 1 }),
      group({ zip: '75202', listings: 9 }),
    ];
    const dealers = [
      { zip: '75209', matchName: 'hill country motors' },
      { zip: '75201', matchName: 'hill country motors' },
    ];
    expect(combineMarketGroups(dealers, groups)).toEqual([
      null,
      {
        listings: 5,
        averageDaysOnLot: 9, // 45 / 5
        soldLast30Days: 3,
        agedShare: 0.2,
        // Only the two Camrys had enough comparables: 210.25 / 2 → 105.1 (the F-150s are left out, not counted as 0).
        priceToMarket: 105.1,
        pricedListings: 2,
        segments: ['ford|f-150', 'toyota|camry'],
      },
    ]);
  });

  it('leaves the ratios empty without current listings, and keeps at most five segments', () => {
    const groups = ['a', 'b', 'c', 'd', 'e', 'f'].map((segment, index) =>
      group({ segmentKey: segment, listings: index + 1 }),
    );
    const [insight] = combineMarketGroups([{ zip: '75201', matchName: 'hill country motors' }], groups);
    expect(insight?.segments).toEqual(['f', 'e', 'd', 'c', 'b']);
    const [sold] = combineMarketGroups([{ zip: '75201', matchName: 'hill country motors' }], [group({ sold: 1 })]);
    expect(sold).toEqual({
      listings: 0,
      averageDaysOnLot: null,
      soldLast30Days: 1,
      agedShare: null,
      priceToMarket: null,
      pricedListings: 0,
      segments: [],
    });
  });
});

describe('listingPriceToMarket', () => {
  const comparable = (priceCents: number, fields: Partial<Comparable> = {}): Comparable => ({
    id: `c${priceCents}`,
    year: 2022,
    make: 'Toyota',
    model: 'Camry',
    trim: null,
    mileage: 30_000,
    priceCents,
    dealerName: null,
    zip: '75201',
    firstSeenOn: '2026-01-01',
    lastSeenOn: '2026-01-20',
    soldOn: null,
    channel: 'retail',
    source: 'marketplace',
    distanceMiles: 0,
    daysOnMarket: 19,
    ...fields,
  });

  it('is the price over the mean of the retail comparables at its mileage, as a percent', () => {
    // Average 20,000: 21,000 / 20,000 = 105 %; the wholesale record does not count.
    const comparables = [
      comparable(1_900_000),
      comparable(2_000_000),
      comparable(2_100_000),
      comparable(900_000, { channel: 'wholesale' }),
    ];
    expect(listingPriceToMarket(2_100_000, 30_000, comparables)).toBeCloseTo(105, 6);
    // The mileage adjustment of pricing: comparables 10,000 miles higher are worth 3 % more at the listing's 20,000 miles.
    expect(listingPriceToMarket(2_060_000, 20_000, comparables.slice(0, 3))).toBeCloseTo(100, 6);
  });

  it(`needs ${MIN_LISTING_COMPARABLES} retail comparables, else it has none`, () => {
    expect(listingPriceToMarket(2_000_000, 30_000, [comparable(2_000_000), comparable(2_100_000)])).toBeNull();
    expect(
      listingPriceToMarket(2_000_000, 30_000, [
        comparable(2_000_000),
        comparable(2_100_000),
        comparable(2_200_000, { channel: 'wholesale' }),
      ]),
    ).toBeNull();
  });
});
