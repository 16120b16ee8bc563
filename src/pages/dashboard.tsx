import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signOut } from 'next-auth/react';
import { useTranslation } from 'react-i18next';
import { FullPageProgress } from '../features/session/require-session';
import { useMe } from '../features/session/use-me';
import type { LotwisePage } from './_app';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" data-testid={`fact-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

const DashboardPage: LotwisePage = () => {
  const { t } = useTranslation();
  const { user, initialLoading } = useMe();
  if (initialLoading || !user) return <FullPageProgress />;

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Button variant="outlined" onClick={() => void signOut({ callbackUrl: '/signin' })}>
          {t('action.signOut')}
        </Button>
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('dashboard.welcome', { name: user.first_name })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('dashboard.signedInAs', { email: user.email })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            <Fact label={t('dashboard.organization')} value={user.organization.name} />
            <Fact label={t('dashboard.role')} value={user.role ?? ''} />
            <Fact label={t('dashboard.type')} value={user.type} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

DashboardPage.requiresSession = true;
export default DashboardPage;
