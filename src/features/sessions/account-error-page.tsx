import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/** What a page shows when loading the current user failed (SPEC.md section 8), with a retry. */
export function AccountErrorPage({ resetErrorBoundary }: FallbackProps) {
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
