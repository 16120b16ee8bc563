import { describe, expect, it } from 'vitest';
import { AGE_BUCKET_COLORS, STATUS_COLORS } from '../../../src/features/inventory/chips';
import { BASE_THEME_COLORS, MODES, THEME_COLORS } from '../../../src/shared/settings/types';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST, composite, contrastRatio } from '../../../src/theme/contrast';
import { createLotwiseTheme } from '../../../src/theme/create-theme';
import { THEME_SWATCHES, readableSwatch } from '../../../src/theme/palette';

describe('contrastRatio (WCAG relative luminance)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // #767676 is the lightest grey that reaches 4.5:1 on white, #777777 just misses it.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    // The measurement of the old secondary text.
    expect(contrastRatio('rgba(58, 53, 65, 0.68)', '#FFFFFF')).toBeCloseTo(4.46, 2);
  });

  it('composites a translucent colour over its background as a browser does', () => {
    expect(composite('rgba(0, 0, 0, 0.5)', '#FFFFFF')).toBe('rgb(128, 128, 128)');
    expect(composite('#123456', '#FFFFFF')).toBe('rgb(18, 52, 86)');
  });
});

type Combination = { mode: (typeof MODES)[number]; themeColor: (typeof THEME_COLORS)[number] };
const COMBINATIONS: Combination[] = MODES.flatMap((mode) => THEME_COLORS.map((themeColor) => ({ mode, themeColor })));
const PALETTE_KEYS = ['primary', ...BASE_THEME_COLORS.filter((key) => key !== 'primary')] as const;

// Every text colour the interface shows, for every mode and theme colour (the partners' too).
// text.disabled is left out: WCAG 1.4.3 exempts inactive controls, and no screen uses it for other text.
describe.each(COMBINATIONS)('$mode mode, theme colour $themeColor', ({ mode, themeColor }) => {
  const { palette } = createLotwiseTheme({ mode, themeColor, direction: 'ltr', skin: 'default' });
  const surfaces = { paper: palette.background.paper, default: palette.background.default };

  it.each(Object.entries(surfaces))('body and secondary text reach 4.5:1 on the %s surface', (_, surface) => {
    expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(PALETTE_KEYS)('%s: main reads as text on both surfaces; contrastText reads on main and dark', (key) => {
    const colour = palette[key];
    for (const surface of Object.values(surfaces))
      expect(contrastRatio(colour.main, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(colour.contrastText, colour.dark)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('every status and age chip reads, outlined (main on paper) and filled (contrastText on main)', () => {
    const chipColours = [...Object.values(STATUS_COLORS), ...Object.values(AGE_BUCKET_COLORS)];
    for (const chip of chipColours) {
      if (chip === 'default' || chip === undefined) {
        const filled = composite(palette.action.selected, palette.background.paper);
        expect(contrastRatio(palette.text.primary, filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      } else {
        const colour = palette[chip];
        expect(contrastRatio(colour.main, palette.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });

  it('the focus ring (primary.main) reaches 3:1 on both surfaces', () => {
    for (const surface of Object.values(surfaces))
      expect(contrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
});

describe('readableSwatch keeps the brand where it already reads', () => {
  it('leaves a passing colour exactly as it is', () => {
    expect(readableSwatch(THEME_SWATCHES.success, 'light')).toEqual(THEME_SWATCHES.success);
  });

  it('darkens a failing colour only as far as it takes', () => {
    const { main } = readableSwatch(THEME_SWATCHES.error, 'light');
    expect(contrastRatio(main, '#F4F5FA')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(main, '#F4F5FA')).toBeLessThan(4.8);
  });
});
