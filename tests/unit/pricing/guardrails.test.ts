import { describe, expect, it } from 'vitest';
import type { Comparable } from '../../../src/shared/market/comparables';
import { auctionIndex, finishTarget, suggestPrice } from '../../../src/shared/pricing/figures';
import { beforeFirstStepDown, DEFAULT_PRICING_RULES, pastLastStep } from '../../../src/shared/pricing/rules';

// Issue 32's guardrails (docs/metrics.md, "Pricing guardrails"): a step only ever lowers a price,
// a car whose floor is above its target is underwater (not repriced), and only `raiseToMarket`
// raises, only before the first step down. Default steps: 0 100 %, 30 98 %, … 90 90 %; $1,000 gross.
const rules = DEFAULT_PRICING_RULES;
const market = 3_000_000;
const suggest = (days: number, listPriceCents: number | null, costCents: number, change: Partial<typeof rules> = {}) =>
  suggestPrice({
    daysInInventory: days,
    marketAverageCents: market,
    costCents,
    listPriceCents,
    rules: { ...rules, ...change },
  });

describe('an age step', () => {
  it.each([
    // [name, days, list, target]: the step's target is 3,000,000 × step %.
    ['day 0, listed over 100 %', 0, 3_200_000, 3_000_000],
    ['day 45, listed over 96 %', 50, 3_000_000, 2_880_000],
    ['day 90, listed over 90 %', 182, 2_800_000, 2_700_000],
    ['a car without a list price gets the target', 182, null, 2_700_000],
  ])('lowers: %s', (_name, days, list, target) => {
    expect(suggest(days, list, 1_000_000)).toMatchObject({ kind: 'price', priceCents: target, heldAtFloor: false });
  });

  it.each([
    // The 182-day Ram: listed under its 90 % target, it kept rising to the target.
    ['day 182, listed under 90 % of market', 182, 2_599_500],
    ['day 0, listed under 100 %', 5, 2_900_000],
    ['day 45, listed under 96 %', 50, 2_870_000],
  ])('never raises a car listed under its target: %s', (_name, days, list) => {
    const suggestion = suggest(days, list, 1_000_000);
    expect(suggestion.kind).toBe('kept');
    expect(suggestion.priceCents).toBe(list);
    expect(suggestion.note).toMatch(/a step never raises a price$/);
  });

  it('never asks for more than the list price, for any age and list price, with the rule off', () => {
    for (let days = 0; days <= 365; days += 7) {
      for (let list = 1_500_000; list <= 4_000_000; list += 137_300) {
        const { priceCents } = suggest(days, list, 500_000);
        if (priceCents !== null) expect(priceCents).toBeLessThanOrEqual(list);
      }
    }
  });
});

describe('an underwater car', () => {
  it('is not repriced when its floor is above the step’s target: floor and target are stated', () => {
    // The 240-day Highlander: cost $31,174, listed $26,495, target 90 % of its market.
    const suggestion = suggestPrice({
      daysInInventory: 240,
      marketAverageCents: 2_910_000,
      costCents: 3_117_400,
      listPriceCents: 2_649_500,
      rules,
    });
    expect(suggestion).toMatchObject({
      kind: 'underwater',
      priceCents: null,
      heldAtFloor: false,
      underwater: { floorCents: 3_217_400, targetCents: 2_620_000, considerWholesale: true },
    });
    expect(suggestion.note).toBe(
      'Underwater: the floor $32,174 (cost + minimum gross) is above the target $26,200 (Day 90+ step: 90 % of market), not repriced; past the last step: consider wholesale',
    );
  });

  it('says “consider wholesale” only past the last step', () => {
    expect(suggest(60, 3_500_000, 2_900_000)).toMatchObject({
      kind: 'underwater',
      underwater: { considerWholesale: false },
    });
    expect(suggest(90, 3_500_000, 2_900_000)).toMatchObject({
      kind: 'underwater',
      underwater: { considerWholesale: true },
    });
    expect(pastLastStep(rules.steps, 89)).toBe(false);
    expect(pastLastStep([{ fromDay: 0, percentOfMarket: 100 }], 400)).toBe(false);
  });

  it('is never flagged for a viewer from whom cost is withheld (no floor)', () => {
    const suggestion = suggestPrice({
      daysInInventory: 240,
      marketAverageCents: market,
      costCents: 3_500_000,
      listPriceCents: 2_800_000,
      costWithheld: true,
      rules,
    });
    expect(suggestion).toMatchObject({ kind: 'price', priceCents: 2_700_000 });
  });

  it('by a method: lowered only as far as the floor while that is under the list price, else underwater', () => {
    expect(finishTarget(2_500_000, 2_600_000, 2_800_000, rules, '90 % of market')).toEqual({
      kind: 'price',
      priceCents: 2_600_000,
      heldAtFloor: true,
      note: '90 % of market; held at the floor (cost + minimum gross)',
    });
    expect(finishTarget(2_500_000, 2_600_000, 2_550_000, rules, '90 % of market')).toMatchObject({
      kind: 'underwater',
      priceCents: null,
      underwater: { floorCents: 2_600_000, targetCents: 2_500_000 },
    });
    expect(finishTarget(2_500_000, null, 2_550_000, rules, '90 % of market')).toMatchObject({
      kind: 'price',
      priceCents: 2_500_000,
    });
  });
});

describe('raise to market', () => {
  it('is off by default', () => {
    expect(DEFAULT_PRICING_RULES.raiseToMarket).toBe(false);
  });

  it.each([
    ['on, day 0', true, 0, { kind: 'price', priceCents: 3_000_000 }],
    ['on, day 29 (the last day before the first step down)', true, 29, { kind: 'price', priceCents: 3_000_000 }],
    ['on, day 30 (the first step down)', true, 30, { kind: 'kept', priceCents: 2_600_000 }],
    ['on, day 182', true, 182, { kind: 'kept', priceCents: 2_600_000 }],
    ['off, day 0', false, 0, { kind: 'kept', priceCents: 2_600_000 }],
  ])(
    'raises a car listed under its target only when on and before the first step down: %s',
    (_name, on, days, expected) => {
      expect(suggest(days, 2_600_000, 1_000_000, { raiseToMarket: on })).toMatchObject(expected);
    },
  );

  it('never lifts an underwater car to its floor', () => {
    expect(suggest(0, 2_700_000, 2_950_000, { raiseToMarket: true })).toMatchObject({
      kind: 'underwater',
      priceCents: null,
    });
  });

  it('with a single step, every age is before the first step down', () => {
    expect(beforeFirstStepDown([{ fromDay: 0, percentOfMarket: 100 }], 300)).toBe(true);
    expect(beforeFirstStepDown(rules.steps, 30)).toBe(false);
  });
});

describe('the auction index of a stock vehicle', () => {
  const sale = (priceCents: number, change: Partial<Comparable> = {}): Comparable => ({
    id: `w${priceCents}`,
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    trim: null,
    mileage: 40_000,
    priceCents,
    dealerName: null,
    zip: '78745',
    firstSeenOn: '2026-05-01',
    lastSeenOn: '2026-05-20',
    soldOn: '2026-05-20',
    channel: 'wholesale',
    source: 'auction',
    distanceMiles: 5,
    daysOnMarket: 19,
    ...change,
  });

  it('is the mean of the wholesale sales, mileage-adjusted; retail and unsold records left out', () => {
    const comparables = [
      sale(2_000_000),
      sale(2_200_000),
      sale(9_900_000, { channel: 'retail' }),
      sale(9_900_000, { soldOn: null }),
      sale(2_100_000, { mileage: 50_000 }),
    ];
    // 2,100,000 at 50,000 miles is 2,163,000 at 40,000 (3 % per 10,000 miles).
    expect(auctionIndex(comparables, 40_000)).toBe(Math.round((2_000_000 + 2_200_000 + 2_163_000) / 3));
    expect(auctionIndex([sale(2_000_000, { channel: 'retail' })], 40_000)).toBeNull();
  });
});
