import { describe, expect, it } from 'vitest';
import {
  adjustToMileage,
  applyCondition,
  boundingBox,
  distanceMiles,
  median,
  mileageBand,
  mileageFactor,
  percentile,
  trimmedMean,
  valueFromPrices,
} from '../../../src/shared/market/valuation';

describe('mileage adjustment: 3 % per 10,000 miles, within ±30 %', () => {
  it.each([
    { from: 40_000, to: 40_000, factor: 1 },
    { from: 50_000, to: 40_000, factor: 1.03 },
    { from: 30_000, to: 40_000, factor: 0.97 },
    { from: 45_000, to: 40_000, factor: 1.015 },
    { from: 200_000, to: 10_000, factor: 1.3 },
    { from: 0, to: 150_000, factor: 0.7 },
  ])('$from → $to miles: × $factor', ({ from, to, factor }) => {
    expect(mileageFactor(from, to)).toBeCloseTo(factor, 10);
  });

  it.each([
    { price: 2_000_000, from: 50_000, to: 40_000, adjusted: 2_060_000 },
    { price: 1_999_999, from: 40_000, to: 50_000, adjusted: 1_939_999 },
    { price: 1_000_000, from: 40_000, to: 40_000, adjusted: 1_000_000 },
  ])('$price cents at $from → $to miles: $adjusted', ({ price, from, to, adjusted }) => {
    expect(adjustToMileage(price, from, to)).toBe(adjusted);
  });
});

describe('condition factors', () => {
  it.each([
    { grade: 'extra_clean', cents: 2_100_000 },
    { grade: 'clean', cents: 2_000_000 },
    { grade: 'average', cents: 1_840_000 },
    { grade: 'rough', cents: 1_600_000 },
  ] as const)('$grade of 2,000,000 cents: $cents', ({ grade, cents }) => {
    expect(applyCondition(2_000_000, grade)).toBe(cents);
  });
});

describe('statistics', () => {
  it.each([
    { values: [], median: null, trimmed: null },
    { values: [5], median: 5, trimmed: 5 },
    { values: [1, 3], median: 2, trimmed: 2 },
    { values: [9, 1, 5], median: 5, trimmed: 5 },
    // Ten values: one dropped at each end.
    { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 1000], median: 5.5, trimmed: 5.5 },
    // Nine values: floor(0.9) = 0 dropped.
    { values: [1, 2, 3, 4, 5, 6, 7, 8, 90], median: 5, trimmed: 14 },
  ])('$values: median $median, 10 % trimmed mean $trimmed', ({ values, median: expectedMedian, trimmed }) => {
    expect(median(values)).toBe(expectedMedian);
    expect(trimmedMean(values)).toBe(trimmed);
  });

  it.each([
    { values: [10, 20, 30, 40, 50], p: 25, result: 20 },
    { values: [10, 20, 30, 40], p: 25, result: 17.5 },
    { values: [10, 20, 30, 40], p: 75, result: 32.5 },
    { values: [7], p: 75, result: 7 },
    { values: [], p: 50, result: null },
  ])('percentile $p of $values: $result', ({ values, p, result }) => {
    expect(percentile(values, p)).toBe(result);
  });

  it('a value and its range from prices', () => {
    expect(valueFromPrices([100, 200, 300, 400, 500], 'median')).toEqual({
      valueCents: 300,
      lowCents: 200,
      highCents: 400,
    });
    expect(valueFromPrices([100, 200, 300, 400, 1500], 'trimmed_mean')).toEqual({
      valueCents: 500,
      lowCents: 200,
      highCents: 400,
    });
    expect(valueFromPrices([], 'median')).toBeNull();
  });
});

describe('bands and distances', () => {
  it.each([
    { mileage: 0, band: { min: 0, max: 15_000 } },
    { mileage: 40_000, band: { min: 25_000, max: 55_000 } },
    { mileage: 100_000, band: { min: 75_000, max: 125_000 } },
  ])('mileage band of $mileage', ({ mileage, band }) => {
    expect(mileageBand(mileage)).toEqual(band);
  });

  it('great-circle miles between Austin and Dallas ZIP centroids, and the box that holds a radius', () => {
    const austin = { latitude: 30.2713, longitude: -97.7426 };
    const dallas = { latitude: 32.7831, longitude: -96.8067 };
    expect(Math.round(distanceMiles(austin, dallas))).toBe(182);
    expect(distanceMiles(austin, austin)).toBe(0);
    const box = boundingBox(austin, 150);
    expect(dallas.latitude > box.maxLatitude).toBe(true);
    expect(box.minLatitude).toBeCloseTo(30.2713 - 150 / 69, 6);
  });
});
