import { describe, expect, it } from 'vitest';
import { medianPriceToMarket, priceToMarketDistribution } from '../../../src/shared/reports/pricing';

const units = (percents: number[]) => priceToMarketDistribution(percents).map((bucket) => bucket.units);

describe('priceToMarketDistribution', () => {
  it('lists every bucket in order, lower bound included, upper excluded', () => {
    expect(priceToMarketDistribution([]).map(({ fromPercent, toPercent }) => [fromPercent, toPercent])).toEqual([
      [null, 90],
      [90, 95],
      [95, 100],
      [100, 105],
      [105, 110],
      [110, null],
    ]);
  });

  it.each([
    ['an empty stock', [], [0, 0, 0, 0, 0, 0]],
    ['the edges', [89.9, 90, 94.9, 95, 99.9, 100, 104.9, 105, 109.9, 110], [1, 2, 2, 2, 2, 1]],
    ['far out', [40, 180.5], [1, 0, 0, 0, 0, 1]],
  ])('%s', (_name, percents, expected) => {
    expect(units(percents)).toEqual(expected);
  });
});

describe('medianPriceToMarket', () => {
  it.each([
    [[], null],
    [[101.3], 101.3],
    [[92, 98.5, 120], 98.5],
    [[95, 100.15], 97.6],
  ])('%o → %s', (percents, expected) => {
    expect(medianPriceToMarket(percents)).toBe(expected);
  });
});
