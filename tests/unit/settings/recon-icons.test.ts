import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOW_RECON_ICONS,
  parseReconIconsPreference,
  serializeReconIconsPreference,
} from '../../../src/layout/settings/recon-icons';

describe('showReconIcons preference', () => {
  it('is off by default', () => {
    expect(DEFAULT_SHOW_RECON_ICONS).toBe(false);
    expect(parseReconIconsPreference(null)).toBe(false);
  });

  it.each([
    ['true', true],
    ['"true"', true],
    ['false', false],
    ['"false"', false],
  ])('reads %s as %s', (raw, expected) => {
    expect(parseReconIconsPreference(raw)).toBe(expected);
  });

  it.each(['', '{oops', 'null', '1', '0', '"yes"', '{}', '[true]', '{"value":true}', 'TRUE'])(
    'falls back to off on %j',
    (raw) => {
      expect(parseReconIconsPreference(raw)).toBe(false);
    },
  );

  it.each([true, false])('reads back what it writes (%s)', (value) => {
    expect(parseReconIconsPreference(serializeReconIconsPreference(value))).toBe(value);
  });
});
