import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

function AccountErrorPage({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('error.title')}
        </Typography>
        <Alert severity="error" sx={{ mb: 3, textAlign: 'start' }}>
          {t('error.loadMe')}
        </Alert>
        <Button variant="contained" onClick={resetErrorBoundary}>
          {t('error.retry')}
        </Button>
      </Box>
    </Box>
  );
}

/** The page's error boundary (SPEC.md section 8): loading the current user failed → retry page. */
export function AccountErrorBoundary({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary onReset={reset} FallbackComponent={AccountErrorPage}>
      {children}
    </ErrorBoundary>
  );
}
