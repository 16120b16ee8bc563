import { type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The highlighted navigation entry: a primary-coloured gradient with a soft glow. Its text takes
 * whichever of black or white reads better on the colour (white on light greens or yellows does not).
 */
export function activeItemSx(theme: Theme): SystemStyleObject<Theme> {
  const { primary } = theme.palette;
  const color = theme.palette.getContrastText(primary.main);
  return {
    color,
    background: `linear-gradient(98deg, ${primary.light}, ${primary.main} 94%)`,
    boxShadow: `0 4px 8px -4px ${primary.main}`,
    '& .MuiListItemIcon-root, & svg': { color },
    '&:hover': { background: `linear-gradient(98deg, ${primary.light}, ${primary.dark} 94%)` },
  };
}

/** An entry of the horizontal bar (a link or a group's button), highlighted when `active`. */
export function barEntrySx(theme: Theme, active: boolean): SystemStyleObject<Theme> {
  const base: SystemStyleObject<Theme> = {
    borderRadius: 100,
    px: 1.5,
    py: 0.75,
    minHeight: 40,
    color: 'text.primary',
    fontSize: '0.875rem',
    fontWeight: active ? 600 : 500,
    textTransform: 'none',
    whiteSpace: 'nowrap',
    '& .MuiButton-startIcon': { marginInlineEnd: 0.75, marginInlineStart: 0, '& svg': { fontSize: 20 } },
    '& .MuiButton-endIcon': { marginInlineStart: 0.5, marginInlineEnd: 0 },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    // Tighter below lg: text only, so the bar keeps to one row on most laptop screens.
    [theme.breakpoints.down('lg')]: { px: 1, '& .MuiButton-startIcon': { display: 'none' } },
  };
  return active ? { ...base, ...activeItemSx(theme) } : base;
}
