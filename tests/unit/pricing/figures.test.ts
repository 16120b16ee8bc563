import { describe, expect, it } from 'vitest';
import type { Comparable } from '../../../src/shared/market/comparables';
import {
  adjustedRetailPrices,
  costToMarket,
  marketAverage,
  NO_COST_NOTE,
  NO_MARKET_NOTE,
  priceToMarket,
  rankAmongListings,
  suggestPrice,
} from '../../../src/shared/pricing/figures';
import { DEFAULT_PRICING_RULES } from '../../../src/shared/pricing/rules';

let serial = 0;
const comparable = (change: Partial<Comparable>): Comparable => ({
  id: `c${(serial += 1)}`,
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  trim: null,
  mileage: 40_000,
  priceCents: 2_000_000,
  dealerName: null,
  zip: '78745',
  firstSeenOn: '2026-05-01',
  lastSeenOn: '2026-05-20',
  soldOn: null,
  channel: 'retail',
  source: 'own_sales',
  distanceMiles: 5,
  daysOnMarket: 19,
  ...change,
});

describe('adjusted retail prices', () => {
  it('leave wholesale out and adjust each price to the vehicle’s mileage (3 % per 10,000 miles)', () => {
    const prices = adjustedRetailPrices(
      [
        comparable({ mileage: 30_000, priceCents: 2_000_000 }),
        comparable({ mileage: 50_000, priceCents: 2_000_000, soldOn: '2026-05-10' }),
        comparable({ channel: 'wholesale', priceCents: 1_500_000 }),
      ],
      40_000,
    );
    expect(prices).toEqual([
      { cents: 1_940_000, listing: true },
      { cents: 2_060_000, listing: false },
    ]);
    expect(marketAverage(prices)).toBe(2_000_000);
    expect(marketAverage([])).toBeNull();
  });
});

describe('price-to-market', () => {
  it.each([
    [2_500_000, 2_400_000, 104.2],
    [2_400_000, 2_400_000, 100],
    [null, 2_400_000, null],
    [2_500_000, null, null],
  ])('%s against %s: %s', (list, average, expected) => {
    expect(priceToMarket(list, average)).toBe(expected);
  });
});

describe('rank among unsold listings', () => {
  const prices = [
    { cents: 1_900_000, listing: true },
    { cents: 2_000_000, listing: true },
    { cents: 2_100_000, listing: true },
    { cents: 1_000_000, listing: false },
  ];
  it.each([
    [1_800_000, { rank: 1, rankOf: 4 }],
    [2_000_000, { rank: 2, rankOf: 4 }],
    [2_050_000, { rank: 3, rankOf: 4 }],
    [2_200_000, { rank: 4, rankOf: 4 }],
    [null, null],
  ])('a list price of %s', (list, expected) => {
    expect(rankAmongListings(list, prices)).toEqual(expected);
  });
  it('is 1 of 1 without listings', () => {
    expect(rankAmongListings(2_000_000, [])).toEqual({ rank: 1, rankOf: 1 });
  });
});

describe('cost-to-market', () => {
  it.each([
    [1_800_000, 100_000, 2_000_000, 0.95],
    [1_800_000, 0, 2_400_000, 0.75],
    [null, 100_000, 2_000_000, null],
    [1_800_000, 0, null, null],
  ])('cost %s + recon %s over %s', (cost, recon, average, expected) => {
    expect(costToMarket(cost, recon, average)).toBe(expected);
  });
});

describe('the suggested price', () => {
  const rules = DEFAULT_PRICING_RULES;
  // Listed high enough that every step lowers it; the guardrails have their own file.
  const list = 3_000_000;
  it.each([
    [
      'day 10 at 100 %',
      10,
      2_412_345,
      2_000_000,
      { kind: 'price', priceCents: 2_410_000, heldAtFloor: false, note: 'Day 0+ step: 100 % of market' },
    ],
    [
      'day 50 at 96 %',
      50,
      2_500_000,
      2_000_000,
      { kind: 'price', priceCents: 2_400_000, heldAtFloor: false, note: 'Day 45+ step: 96 % of market' },
    ],
    [
      'without a market average',
      10,
      null,
      2_000_000,
      { kind: 'none', priceCents: null, heldAtFloor: false, note: NO_MARKET_NOTE },
    ],
    ['without a cost', 10, 2_000_000, null, { kind: 'none', priceCents: null, heldAtFloor: false, note: NO_COST_NOTE }],
  ])('%s', (_name, days, average, cost, expected) => {
    expect(
      suggestPrice({
        daysInInventory: days,
        marketAverageCents: average,
        costCents: cost,
        listPriceCents: list,
        rules,
      }),
    ).toEqual(expected);
  });

  // A viewer from whom cost is withheld: the market's target alone, whatever the cost (issue 31).
  it.each([
    [
      'would be underwater',
      95,
      2_000_000,
      1_900_000,
      { kind: 'price', priceCents: 1_800_000, heldAtFloor: false, note: 'Day 90+ step: 90 % of market' },
    ],
    [
      'without a cost',
      10,
      2_000_000,
      null,
      { kind: 'price', priceCents: 2_000_000, heldAtFloor: false, note: 'Day 0+ step: 100 % of market' },
    ],
    [
      'without a market average',
      10,
      null,
      2_000_000,
      { kind: 'none', priceCents: null, heldAtFloor: false, note: NO_MARKET_NOTE },
    ],
  ])('cost withheld, %s: no floor', (_name, days, average, cost, expected) => {
    expect(
      suggestPrice({
        daysInInventory: days,
        marketAverageCents: average,
        costCents: cost,
        listPriceCents: list,
        costWithheld: true,
        rules,
      }),
    ).toEqual(expected);
  });

  it('ends in nine when asked; a target ending in nine under the floor is underwater, not held', () => {
    const nine = { ...rules, endInNine: true };
    expect(
      suggestPrice({
        daysInInventory: 0,
        marketAverageCents: 2_500_000,
        costCents: 2_000_000,
        listPriceCents: list,
        rules: nine,
      }).priceCents,
    ).toBe(2_499_900);
    expect(
      suggestPrice({
        daysInInventory: 0,
        marketAverageCents: 2_500_000,
        costCents: 2_400_000,
        listPriceCents: list,
        rules: nine,
      }),
    ).toMatchObject({
      kind: 'underwater',
      priceCents: null,
      underwater: { floorCents: 2_500_000, targetCents: 2_499_900, considerWholesale: false },
    });
  });
});
