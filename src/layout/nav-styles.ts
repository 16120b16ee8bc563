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
