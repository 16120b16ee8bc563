import { describe, expect, it } from 'vitest';
import { combineMarketGroups, type MarketGroup } from '../../../server/services/agent/market-insight';

const group = (fields: Partial<MarketGroup>): MarketGroup => ({
  zip: '75201', dealerName: 'Hill Country Motors', segmentKey: 'toyota|camry', listings: 0, aged: 0, daysOnLotSum: 0, daysOnLotCount: 0, sold: 0, ratioSum: null, ...fields,
});

describe('combineMarketGroups', () => {
  it("adds up the groups of each dealer's normalised name in its ZIP, in the order asked", () => {
    const groups = [
      group({ dealerName: 'HILL COUNTRY MOTORS, INC.', listings: 2, aged: 1, daysOnLotSum: 30, daysOnLotCount: 3, sold: 1, ratioSum: 2.1 }),
      group({ segmentKey: 'ford|f-150', listings: 3, daysOnLotSum: 10, daysOnLotCount: 1, ratioSum: null }),
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
        // Only the Camrys have a segment average: 2.1 / 2 listings.
        priceToMarket: 105,
        segments: ['ford|f-150', 'toyota|camry'],
      },
    ]);
  });

  it('leaves the ratios empty without current listings, and keeps at most five segments', () => {
    const groups = ['a', 'b', 'c', 'd', 'e', 'f'].map((segment, index) => group({ segmentKey: segment, listings: index + 1 }));
    const [insight] = combineMarketGroups([{ zip: '75201', matchName: 'hill country motors' }], groups);
    expect(insight?.segments).toEqual(['f', 'e', 'd', 'c', 'b']);
    const [sold] = combineMarketGroups([{ zip: '75201', matchName: 'hill country motors' }], [group({ sold: 1 })]);
    expect(sold).toEqual({ listings: 0, averageDaysOnLot: null, soldLast30Days: 1, agedShare: null, priceToMarket: null, segments: [] });
  });
});
