import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One term and its value in a record's facts (`<dl>` grid): `wide` takes the whole row on a phone,
 * `dense` sets the value in the smaller body text, `figure` sets it as a bold tabular number.
 */
export function Fact({
  label,
  children,
  wide,
  dense,
  figure,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  dense?: boolean;
  figure?: boolean;
}) {
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant={dense ? 'body2' : 'body1'}
        component="dd"
        sx={{
          m: 0,
          overflowWrap: 'anywhere',
          ...(figure ? { fontWeight: 600, fontVariantNumeric: 'tabular-nums' } : {}),
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
