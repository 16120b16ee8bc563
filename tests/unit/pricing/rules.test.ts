import { describe, expect, it } from 'vitest';
import {
  checkPricingRules,
  DEFAULT_PRICING_RULES,
  floorOf,
  holdAtFloor,
  roundPrice,
  stepForAge,
  type PricingRules,
} from '../../../src/shared/pricing/rules';

const rules = (change: Partial<PricingRules>): PricingRules => ({ ...DEFAULT_PRICING_RULES, ...change });

describe('the default rules', () => {
  it('are DOMAIN.md’s age steps, a $1,000 minimum gross, whole hundreds to the nearest, no 99 ending, no raise to market', () => {
    expect(DEFAULT_PRICING_RULES).toEqual({
      steps: [
        { fromDay: 0, percentOfMarket: 100 },
        { fromDay: 30, percentOfMarket: 98 },
        { fromDay: 45, percentOfMarket: 96 },
        { fromDay: 60, percentOfMarket: 94 },
        { fromDay: 75, percentOfMarket: 92 },
        { fromDay: 90, percentOfMarket: 90 },
      ],
      minimumGrossCents: 100_000,
      roundToCents: 10_000,
      roundingMode: 'nearest',
      endInNine: false,
      raiseToMarket: false,
    });
    expect(checkPricingRules(DEFAULT_PRICING_RULES)).toEqual([]);
  });
});

describe('checking rules', () => {
  it.each([
    ['no steps', { steps: [] }, ['Give from 1 to 12 age steps.']],
    [
      '13 steps',
      { steps: Array.from({ length: 13 }, (_, day) => ({ fromDay: day, percentOfMarket: 100 })) },
      ['Give from 1 to 12 age steps.'],
    ],
    [
      'a first step after day 0',
      { steps: [{ fromDay: 5, percentOfMarket: 100 }] },
      ['The first step must start at day 0, so every vehicle has a step.'],
    ],
    [
      'steps out of order',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 60, percentOfMarket: 95 },
          { fromDay: 30, percentOfMarket: 98 },
        ],
      },
      ["Step 3: day 30 must come after the previous step's day 60 (steps go up, each day once)."],
    ],
    [
      'the same day twice',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 0, percentOfMarket: 98 },
        ],
      },
      ["Step 2: day 0 must come after the previous step's day 0 (steps go up, each day once)."],
    ],
    [
      'a day past 365',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 366, percentOfMarket: 90 },
        ],
      },
      ['Step 2: the day must be a whole number from 0 to 365.'],
    ],
    [
      'a fractional day',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 30.5, percentOfMarket: 90 },
        ],
      },
      ['Step 2: the day must be a whole number from 0 to 365.'],
    ],
    [
      'a share under 50 %',
      { steps: [{ fromDay: 0, percentOfMarket: 49.9 }] },
      ['Step 1: the share of market must be from 50 % to 150 %.'],
    ],
    [
      'a share over 150 %',
      { steps: [{ fromDay: 0, percentOfMarket: 150.1 }] },
      ['Step 1: the share of market must be from 50 % to 150 %.'],
    ],
    [
      'a negative minimum gross',
      { minimumGrossCents: -1 },
      ['The minimum gross must be whole cents from $0 to $20,000.'],
    ],
    [
      'a minimum gross over $20,000',
      { minimumGrossCents: 2_000_001 },
      ['The minimum gross must be whole cents from $0 to $20,000.'],
    ],
    ['rounding to $50.01', { roundToCents: 5_001 }, ['Round to one of $1, $10, $25, $50, $100.']],
    ['an unknown rounding mode', { roundingMode: 'up' as never }, ['Round to the nearest multiple or down.']],
  ])('refuses %s', (_name, change, problems) => {
    expect(checkPricingRules(rules(change))).toEqual(problems);
  });

  it.each([
    ['one step at 0', { steps: [{ fromDay: 0, percentOfMarket: 100 }] }],
    [
      'the limits',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 50 },
          { fromDay: 365, percentOfMarket: 150 },
        ],
        minimumGrossCents: 2_000_000,
        roundToCents: 100,
      },
    ],
    ['no minimum gross, rounding down', { minimumGrossCents: 0, roundingMode: 'down' as const }],
  ])('accepts %s', (_name, change) => {
    expect(checkPricingRules(rules(change))).toEqual([]);
  });
});

describe('the step for an age', () => {
  it.each([
    [0, 100],
    [29, 100],
    [30, 98],
    [44, 98],
    [45, 96],
    [60, 94],
    [89, 92],
    [90, 90],
    [400, 90],
  ])('day %i: %d %% of market', (days, percent) => {
    expect(stepForAge(DEFAULT_PRICING_RULES.steps, days).percentOfMarket).toBe(percent);
  });
});

describe('rounding', () => {
  it.each([
    ['to the nearest $100', 2_454_950, { roundToCents: 10_000, roundingMode: 'nearest', endInNine: false }, 2_450_000],
    [
      'to the nearest $100, half up',
      2_455_000,
      { roundToCents: 10_000, roundingMode: 'nearest', endInNine: false },
      2_460_000,
    ],
    ['down to $100', 2_459_999, { roundToCents: 10_000, roundingMode: 'down', endInNine: false }, 2_450_000],
    ['to $25 steps', 2_451_300, { roundToCents: 2_500, roundingMode: 'nearest', endInNine: false }, 2_452_500],
    ['to whole dollars', 2_451_349, { roundToCents: 100, roundingMode: 'nearest', endInNine: false }, 2_451_300],
    ['ending in nine', 2_498_000, { roundToCents: 10_000, roundingMode: 'nearest', endInNine: true }, 2_499_900],
    ['ending in nine, down', 2_509_900, { roundToCents: 10_000, roundingMode: 'down', endInNine: true }, 2_499_900],
    ['nothing under $1 to end in nine', 40, { roundToCents: 100, roundingMode: 'nearest', endInNine: true }, 0],
  ] as const)('%s', (_name, cents, options, expected) => {
    expect(roundPrice(cents, options)).toBe(expected);
  });
});

describe('the floor', () => {
  it('is cost + minimum gross, unknown without a cost', () => {
    expect(floorOf(2_000_000, 100_000)).toBe(2_100_000);
    expect(floorOf(null, 100_000)).toBeNull();
  });

  it.each([
    [2_099_900, 2_100_000, { priceCents: 2_100_000, heldAtFloor: true }],
    [2_100_000, 2_100_000, { priceCents: 2_100_000, heldAtFloor: false }],
    [2_200_000, 2_100_000, { priceCents: 2_200_000, heldAtFloor: false }],
  ])('%i against a floor of %i', (price, floor, expected) => {
    expect(holdAtFloor(price, floor)).toEqual(expected);
  });
});
