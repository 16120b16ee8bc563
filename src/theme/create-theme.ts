import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, LAYOUT } from '../shared/config';
import { FIXED_SETTINGS, type Direction, type Mode, type Skin, type ThemeColor } from '../shared/settings/types';
import { FOCUS_COMPONENTS, focusBaseline } from './focus';
import { REDUCED_MOTION } from './motion';
import { BACKGROUNDS, TEXT, THEME_SWATCHES, readableSwatch, swatchFor } from './palette';

export type ThemeInput = { mode: Mode; themeColor: ThemeColor; direction: Direction; skin: Skin };

const FONT_STACK = [`"${LAYOUT.fontFamily}"`, 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'].join(
  ',',
);

/** The Lotwise MUI theme for one combination of appearance settings (SPEC.md section 9). */
export function createLotwiseTheme({ mode, themeColor, direction, skin }: ThemeInput): Theme {
  const theme = createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: LAYOUT.borderRadius },
    mixins: { toolbar: { minHeight: LAYOUT.toolbarMinHeight } },
    typography: { fontFamily: FONT_STACK },
    palette: {
      mode,
      // `themeColor` chooses the colour the whole interface uses as its primary.
      primary: readableSwatch(swatchFor(themeColor), mode),
      secondary: readableSwatch(THEME_SWATCHES.secondary, mode),
      success: readableSwatch(THEME_SWATCHES.success, mode),
      error: readableSwatch(THEME_SWATCHES.error, mode),
      warning: readableSwatch(THEME_SWATCHES.warning, mode),
      info: readableSwatch(THEME_SWATCHES.info, mode),
      background: BACKGROUNDS[mode],
      text: TEXT[mode],
    },
    components: {
      ...FOCUS_COMPONENTS,
      MuiCssBaseline: { styleOverrides: (current) => ({ ...focusBaseline(current), ...REDUCED_MOTION }) },
      MuiButtonBase: {
        ...FOCUS_COMPONENTS.MuiButtonBase,
        defaultProps: { disableRipple: FIXED_SETTINGS.disableRipple },
      },
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
