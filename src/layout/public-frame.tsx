import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../shared/config';

/** The card of the pages outside the shell (sign-in, sign-up, passwords): the product's name, then the page. */
export function PublicFrame({ maxWidth = 480, children }: { maxWidth?: number; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
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
