import { describe, expect, it } from 'vitest';
import { segmentFigures, totalCounts } from '../../../src/shared/reports/market';

describe('segmentFigures', () => {
  it.each([
    [
      'nothing sold anywhere',
      { storeUnits: 4, storeSold: 0, marketForSale: 20, marketSold: 0 },
      {
        storeUnits: 4,
        storeSalesPerDay: 0,
        storeDaysSupply: null,
        marketUnits: 20,
        marketSalesPerDay: 0,
        marketDaysSupply: null,
        storeShareOfSales: null,
      },
    ],
    [
      'a store turning faster than its market',
      { storeUnits: 10, storeSold: 45, marketForSale: 120, marketSold: 90 },
      {
        storeUnits: 10,
        storeSalesPerDay: 1,
        storeDaysSupply: 10,
        marketUnits: 120,
        marketSalesPerDay: 2,
        marketDaysSupply: 60,
        storeShareOfSales: 0.3333,
      },
    ],
    [
      'an empty market',
      { storeUnits: 3, storeSold: 9, marketForSale: 0, marketSold: 0 },
      {
        storeUnits: 3,
        storeSalesPerDay: 0.2,
        storeDaysSupply: 15,
        marketUnits: 0,
        marketSalesPerDay: 0,
        marketDaysSupply: null,
        storeShareOfSales: 1,
      },
    ],
  ])('%s', (_name, counts, expected) => {
    expect(segmentFigures(counts)).toEqual(expected);
  });
});

describe('totalCounts', () => {
  it('adds segments up; none is all zeros', () => {
    expect(totalCounts([])).toEqual({ storeUnits: 0, storeSold: 0, marketForSale: 0, marketSold: 0 });
    expect(
      totalCounts([
        { storeUnits: 1, storeSold: 2, marketForSale: 3, marketSold: 4 },
        { storeUnits: 10, storeSold: 20, marketForSale: 30, marketSold: 40 },
      ]),
    ).toEqual({ storeUnits: 11, storeSold: 22, marketForSale: 33, marketSold: 44 });
  });
});
