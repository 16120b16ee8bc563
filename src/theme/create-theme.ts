import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, LAYOUT } from '../shared/config';
import { FIXED_SETTINGS, type Direction, type Mode, type Skin, type ThemeColor } from '../shared/settings/types';
import { THEME_SWATCHES, swatchFor } from './palette';

export type ThemeInput = { mode: Mode; themeColor: ThemeColor; direction: Direction; skin: Skin };

const FONT_STACK = [`"${LAYOUT.fontFamily}"`, 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'].join(',');

/** The Lotwise MUI theme for one combination of appearance settings (SPEC.md section 9). */
export function createLotwiseTheme({ mode, themeColor, direction, skin }: ThemeInput): Theme {
  const dark = mode === 'dark';
  const theme = createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: LAYOUT.borderRadius },
    mixins: { toolbar: { minHeight: LAYOUT.toolbarMinHeight } },
    typography: { fontFamily: FONT_STACK },
    palette: {
      mode,
      // `themeColor` chooses the colour the whole interface uses as its primary.
      primary: swatchFor(themeColor),
      secondary: THEME_SWATCHES.secondary,
      success: THEME_SWATCHES.success,
      error: THEME_SWATCHES.error,
      warning: THEME_SWATCHES.warning,
      info: THEME_SWATCHES.info,
      background: dark ? { default: '#28243D', paper: '#312D4B' } : { default: '#F4F5FA', paper: '#FFFFFF' },
      text: dark
        ? { primary: 'rgba(231, 227, 252, 0.87)', secondary: 'rgba(231, 227, 252, 0.68)' }
        : { primary: 'rgba(58, 53, 65, 0.87)', secondary: 'rgba(58, 53, 65, 0.68)' },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: FIXED_SETTINGS.disableRipple } },
      MuiCard: {
        defaultProps: { elevation: skin === 'bordered' ? 0 : 1 },
        styleOverrides: {
          root: ({ theme: current }) => (skin === 'bordered' ? { border: `1px solid ${current.palette.divider}` } : {}),
        },
      },
    },
  });
  return FIXED_SETTINGS.responsiveFontSizes ? responsiveFontSizes(theme) : theme;
}
