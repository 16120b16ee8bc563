import { describe, expect, it } from 'vitest';
import { chipTokens } from '../../../src/features/common/chip-input';

describe('chipTokens (postal codes and product flags typed as chips)', () => {
  it('splits at commas, semicolons and spaces, drops empties and repeats', () => {
    expect(chipTokens(['75201, 75202 75203;;75201', ' '])).toEqual(['75201', '75202', '75203']);
  });

  it('normalizes each token', () => {
    expect(chipTokens(['k1a0b1 K1A0B1'], (token) => token.toUpperCase())).toEqual(['K1A0B1']);
  });
});
