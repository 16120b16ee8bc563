import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../shared/config';

/** The card of the pages outside the shell (sign-in, sign-up, passwords): the product's name, then the page. */
export function PublicFrame({ maxWidth = 480, children }: { maxWidth?: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 3 }}>
            {PRODUCT_NAME}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** A one-time link being checked (sign-up, password reset). */
export function PublicFrameChecking({ label }: { label: string }) {
  return (
    <PublicFrame>
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={label} />
      </Box>
    </PublicFrame>
  );
}

/** A one-time link that no longer works: why, and where to go instead (`children`: the buttons). */
export function PublicFrameInvalid({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <PublicFrame>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      {children}
    </PublicFrame>
  );
}
