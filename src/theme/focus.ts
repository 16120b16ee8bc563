import type { Components, CSSObject, Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

// MUI marks keyboard focus only with a faint tint (about 1.1–1.6:1). A 2px ring in primary.main,
// which reaches 4.5:1 on every surface (palette.ts), makes it visible everywhere (WCAG 2.4.7, 1.4.11).
function ring(theme: Theme, offset: number): CSSObject {
  return { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset };
}

// Outside the control, so it never covers its text; inset where the parent clips (menus, lists, tabs, grid cells).
const OUTSIDE = 2;
const INSIDE = -2;
const GRID_FOCUS = ['cell', 'columnHeader']
  .flatMap((part) => [`& .MuiDataGrid-${part}:focus`, `& .MuiDataGrid-${part}:focus-within`])
  .join(', ');

/** The page-wide part of the focus indicators: links (CssBaseline's styles, composed in create-theme.ts). */
export const focusBaseline = (theme: Theme): CSSObject => ({ 'a:focus-visible': ring(theme, OUTSIDE) });

/** The theme's focus indicators: every button, icon button, chip, list item and grid cell. */
export const FOCUS_COMPONENTS: Components<Theme> = {
  MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ring(theme, OUTSIDE) }) } },
  MuiChip: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ring(theme, OUTSIDE) }) } },
  MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ring(theme, INSIDE) }) } },
  MuiMenuItem: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ring(theme, INSIDE) }) } },
  MuiTab: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': ring(theme, INSIDE) }) } },
  MuiDataGrid: { styleOverrides: { root: ({ theme }) => ({ [GRID_FOCUS]: ring(theme, INSIDE) }) } },
};
