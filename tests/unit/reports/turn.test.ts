import { describe, expect, it } from 'vitest';
import { annualTurn, daysSupply, meanOf, salesPerDay, shareOf } from '../../../src/shared/reports/turn';

describe('turn formulas', () => {
  it.each([
    ['45 sold over 45 days', 45, 45, 1],
    ['none sold', 0, 30, 0],
    ['rounded to 0.01', 10, 30, 0.33],
  ] as const)('salesPerDay: %s', (_name, units, days, expected) => {
    expect(salesPerDay(units, days)).toBe(expected);
  });

  it.each([
    ['60 in stock, 45 sold in 45 days', 60, 45, 60],
    ['100 in stock, 30 sold', 100, 30, 150],
    ['rounded to 0.1 day', 10, 7, 64.3],
    ['none sold: no figure', 60, 0, null],
    ['nothing in stock', 0, 9, 0],
  ] as const)('daysSupply: %s', (_name, stock, sold, expected) => {
    expect(daysSupply(stock, sold)).toBe(expected);
  });

  it.each([
    // 30 sold in 30 days from an average of 60 in stock: half the lot a month, about 6 turns a year.
    ['a month', 30, 60 * 30, 30, 6.1],
    ['a year of 12 turns', 1200, 100 * 365, 365, 12],
    ['none sold', 0, 50 * 30, 30, 0],
    ['nothing in stock all range', 0, 0, 30, null],
  ] as const)('annualTurn: %s', (_name, retail, stockDays, days, expected) => {
    expect(annualTurn(retail, stockDays, days)).toBe(expected);
  });

  it.each([
    ['some', 11, 20, 0.55],
    ['a third', 1, 3, 0.3333],
    ['empty', 0, 0, null],
  ] as const)('shareOf: %s', (_name, part, whole, expected) => {
    expect(shareOf(part, whole)).toBe(expected);
  });

  it.each([
    ['a mean', 100, 3, 33.3],
    ['nothing', null, 0, null],
    ['no count', 0, 0, null],
  ] as const)('meanOf: %s', (_name, sum, count, expected) => {
    expect(meanOf(sum, count)).toBe(expected);
  });
});
