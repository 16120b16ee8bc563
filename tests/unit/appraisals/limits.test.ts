import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  checkReconLines,
  mileageProblem,
  offerAmountProblem,
  reasonProblem,
} from '../../../src/shared/appraisals';

const MILEAGE = 'Mileage must be a whole number of miles from 0 to 999,999.';

describe('appraisal input limits', () => {
  it.each([
    [0, null],
    [999_999, null],
    [1_000_000, MILEAGE],
    [-1, MILEAGE],
    [10.5, MILEAGE],
  ])('mileage %s', (mileage, problem) => {
    expect(mileageProblem(mileage)).toBe(problem);
  });

  it.each([
    [[], { ok: true, value: [] }],
    [[' Sunroof '], { ok: true, value: ['Sunroof'] }],
    [Array.from({ length: 30 }, () => 'x'), { ok: true, value: Array.from({ length: 30 }, () => 'x') }],
    [Array.from({ length: 31 }, () => 'x'), { ok: false, message: 'An appraisal lists at most 30 options.' }],
    [['  '], { ok: false, message: 'Each option must be 1 to 60 characters.' }],
    [['x'.repeat(61)], { ok: false, message: 'Each option must be 1 to 60 characters.' }],
  ])('options %#', (options, expected) => {
    expect(checkOptions(options)).toEqual(expected);
  });

  it.each([
    [[{ description: ' Tires ', amountCents: 0 }], { ok: true, value: [{ description: 'Tires', amountCents: 0 }] }],
    [
      [{ description: 'Paint', amountCents: 5_000_000 }],
      { ok: true, value: [{ description: 'Paint', amountCents: 5_000_000 }] },
    ],
    [
      [{ description: 'Paint', amountCents: 5_000_001 }],
      { ok: false, message: 'Line 1: the amount must be a whole number of cents from 0 to 5,000,000.' },
    ],
    [
      [
        { description: 'a', amountCents: 1 },
        { description: 'b', amountCents: -1 },
      ],
      { ok: false, message: 'Line 2: the amount must be a whole number of cents from 0 to 5,000,000.' },
    ],
    [
      [{ description: 'x'.repeat(121), amountCents: 1 }],
      { ok: false, message: 'Line 1: the description must be 1 to 120 characters.' },
    ],
    [
      Array.from({ length: 61 }, () => ({ description: 'x', amountCents: 1 })),
      { ok: false, message: 'A recon estimate has at most 60 lines.' },
    ],
  ])('recon lines %#', (lines, expected) => {
    expect(checkReconLines(lines)).toEqual(expected);
  });

  it.each([
    ['abc', null],
    ['x'.repeat(500), null],
    ['ab', 'The reason must be 3 to 500 characters.'],
    ['  ab  ', 'The reason must be 3 to 500 characters.'],
    ['x'.repeat(501), 'The reason must be 3 to 500 characters.'],
    [null, 'The reason must be 3 to 500 characters.'],
  ])('reason %#', (reason, problem) => {
    expect(reasonProblem(reason)).toBe(problem);
  });

  it.each([
    [0, null],
    [100_000_000, null],
    [100_000_001, 'The offer must be a whole number of cents from 0 to 100,000,000.'],
    [1.5, 'The offer must be a whole number of cents from 0 to 100,000,000.'],
  ])('offer amount %s', (cents, problem) => {
    expect(offerAmountProblem(cents, 'The offer')).toBe(problem);
  });
});
