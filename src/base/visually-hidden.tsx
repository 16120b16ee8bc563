import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only (e.g. the name of an actions column). Pinned to the start corner
 * of its positioned ancestor rather than left where it would sit: at the end of a wide table it
 * would otherwise stick out of the table's scroll box and widen the whole page on a phone.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
        height: '1px',
        width: '1px',
        m: '-1px',
        p: 0,
        overflow: 'hidden',
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
