import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. the name of an actions column). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ border: 0, clip: 'rect(0 0 0 0)', height: '1px', width: '1px', m: '-1px', p: 0, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap' }}
    >
      {children}
    </Box>
  );
}
