import { darken, lighten } from '@mui/material/styles';
import { LAYOUT } from '../shared/config';
import { PARTNERS, isPartnerKey } from '../shared/config/partners';
import type { Mode, ThemeColor } from '../shared/settings/types';
import { TEXT_CONTRAST, contrastRatio } from './contrast';

export type Swatch = { main: string; light: string; dark: string; contrastText: string };

/** The six theme colours (SPEC.md section 3 `themeColor`); primary is #9155FD (section 9). */
export const THEME_SWATCHES: Record<Exclude<ThemeColor, keyof typeof PARTNERS>, Swatch> = {
  primary: { main: LAYOUT.primaryColor, light: '#9E69FD', dark: '#804BDF', contrastText: '#FFFFFF' },
  secondary: { main: '#8A8D93', light: '#9C9FA4', dark: '#777B82', contrastText: '#FFFFFF' },
  // Darker than the usual bright green: `success` is the default themeColor, so its main shade
  // carries white text and links all day (5.1:1 on white, WCAG AA).
  success: { main: '#2E7D32', light: '#4CAF50', dark: '#1B5E20', contrastText: '#FFFFFF' },
  error: { main: '#FF4C51', light: '#FF6166', dark: '#E04347', contrastText: '#FFFFFF' },
  // Light colours carry dark text: white on them would be unreadable.
  warning: { main: '#FFB400', light: '#FFCA64', dark: '#E09E00', contrastText: 'rgba(0, 0, 0, 0.87)' },
  info: { main: '#16B1FF', light: '#32BAFF', dark: '#139CE0', contrastText: 'rgba(0, 0, 0, 0.87)' },
};

/** The page (`default`) and card (`paper`) surfaces every text colour must be readable on. */
export const BACKGROUNDS: Record<Mode, { default: string; paper: string }> = {
  light: { default: '#F4F5FA', paper: '#FFFFFF' },
  dark: { default: '#28243D', paper: '#312D4B' },
};

/** Body and secondary text (secondary reaches 4.8:1 on the light page background). */
export const TEXT: Record<Mode, { primary: string; secondary: string }> = {
  light: { primary: 'rgba(58, 53, 65, 0.87)', secondary: 'rgba(58, 53, 65, 0.72)' },
  dark: { primary: 'rgba(231, 227, 252, 0.87)', secondary: 'rgba(231, 227, 252, 0.68)' },
};

// Text on a light colour in dark mode (contained buttons, filled chips).
const DARK_CONTRAST_TEXT = 'rgba(0, 0, 0, 0.87)';
const LIGHT_CONTRAST_TEXT = '#FFFFFF';

/** Darkens (light mode) or lightens (dark mode) `color` in the smallest steps until `readable` holds. */
function shiftUntil(color: string, mode: Mode, readable: (candidate: string) => boolean): string {
  const shift = mode === 'light' ? darken : lighten;
  for (let step = 0; step <= 100; step += 1) {
    const candidate = step === 0 ? color : shift(color, step / 100);
    if (readable(candidate)) return candidate;
  }
  throw new Error(`No readable shade of ${color} in ${mode} mode`);
}

/**
 * The brand swatch, shifted as little as it takes for WCAG AA (1.4.3) in `mode`: `main` is read
 * as text on both surfaces (links, outlined chips and buttons), and `contrastText` is read on
 * `main` and on `dark` (filled chips, contained buttons and their hover).
 */
export function readableSwatch(swatch: Swatch, mode: Mode): Swatch {
  const surfaces = Object.values(BACKGROUNDS[mode]);
  const main = shiftUntil(swatch.main, mode, (candidate) =>
    surfaces.every((surface) => contrastRatio(candidate, surface) >= TEXT_CONTRAST),
  );
  // A main readable on the surfaces always carries one of the two: white (light mode) or near-black (dark).
  const contrastText =
    [swatch.contrastText, LIGHT_CONTRAST_TEXT].find((text) => contrastRatio(text, main) >= TEXT_CONTRAST) ??
    DARK_CONTRAST_TEXT;
  // `dark` (hover) carries the same text; in light mode it also stays at least as dark as `main`.
  const darkEnough = (candidate: string) =>
    mode === 'dark' || contrastRatio(candidate, LIGHT_CONTRAST_TEXT) >= contrastRatio(main, LIGHT_CONTRAST_TEXT);
  const dark = shiftUntil(
    swatch.dark,
    mode,
    (candidate) => contrastRatio(contrastText, candidate) >= TEXT_CONTRAST && darkEnough(candidate),
  );
  return { main, light: swatch.light, dark, contrastText };
}

/** The brand swatch a `themeColor` value stands for: one of the six, or a partner's palette. */
export function swatchFor(themeColor: ThemeColor): Swatch {
  return isPartnerKey(themeColor) ? PARTNERS[themeColor].palette : THEME_SWATCHES[themeColor];
}
