import { describe, expect, it } from 'vitest';
import { choicesOf, withChoices } from '../../../src/features/common/use-column-visibility';

const DEFAULTS = { vin: false, mileage: false, costCents: true };

describe('a grid’s column choices', () => {
  it.each([
    ['nothing stored', null, DEFAULTS],
    [
      'a stored choice over the defaults',
      { vin: true, costCents: false },
      { vin: true, mileage: false, costCents: false },
    ],
    ['a choice of a column the defaults leave out', { status: false }, { ...DEFAULTS, status: false }],
    ['anything but booleans ignored', { vin: 'yes', mileage: 1, costCents: false }, { ...DEFAULTS, costCents: false }],
    ['an array', [true], DEFAULTS],
    ['a string', 'vin', DEFAULTS],
  ])('%s', (_name, stored, shown) => {
    expect(withChoices(stored, DEFAULTS)).toEqual(shown);
  });

  it('keeps only what differs from the defaults, so new defaults reach untouched columns', () => {
    expect(
      choicesOf({ vin: true, mileage: false, costCents: true, status: false, stockNumber: true }, DEFAULTS),
    ).toEqual({ vin: true, status: false });
    expect(choicesOf(DEFAULTS, DEFAULTS)).toEqual({});
  });
});
