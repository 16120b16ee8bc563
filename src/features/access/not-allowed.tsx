import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';

/** The "not allowed" page: what happened and where to go instead. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 520 }}>
        <LockOutlined sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('forbidden.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('forbidden.body')}
        </Typography>
        <Button component={NextLink} href="/dashboard" variant="contained">
          {t('forbidden.back')}
        </Button>
      </Box>
    </Box>
  );
}
