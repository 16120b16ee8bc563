import { LAYOUT } from '../shared/config';
import { PARTNERS, isPartnerKey } from '../shared/config/partners';
import type { ThemeColor } from '../shared/settings/types';

type Swatch = { main: string; light: string; dark: string; contrastText: string };

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

/** The swatch a `themeColor` value stands for: one of the six, or a partner's palette. */
export function swatchFor(themeColor: ThemeColor): Swatch {
  return isPartnerKey(themeColor) ? PARTNERS[themeColor].palette : THEME_SWATCHES[themeColor];
}
