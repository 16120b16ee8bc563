import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { PRODUCT_NAME } from '../shared/config';

/** The product mark and name, linking to the dashboard; `compact` shows the mark alone. */
export function Brand({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Box
      component={NextLink}
      href="/dashboard"
      onClick={onNavigate}
      aria-label={compact ? PRODUCT_NAME : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: '9px',
          color: theme.palette.getContrastText(theme.palette.primary.main),
          background: `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
          boxShadow: `0 4px 10px -3px ${theme.palette.primary.main}`,
        })}
      >
        <DirectionsCar sx={{ fontSize: 19 }} />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{
          fontSize: '1.25rem',
          fontWeight: 700,
          letterSpacing: '-0.01em',
          lineHeight: 1,
          opacity: compact ? 0 : 1,
          transition: (theme) => theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
