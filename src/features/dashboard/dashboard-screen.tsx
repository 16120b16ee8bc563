import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'react-i18next';
import { Can } from '../access/can';
import { useCanDo } from '../access/use-can-do';
import { FullPageProgress } from '../../base/require-session';
import { useMe } from '../../base/use-me';

// The cards (Apollo for the figures, the settings registry for the checklist, the agent's links
// for agents only) load outside the page's first load (issue 14: /dashboard ≤ 250 kB).
const InventorySummaryCard = dynamic(
  () => import('../inventory/inventory-summary-card').then((module) => module.InventorySummaryCard),
  {
    ssr: false,
  },
);
const AgentCard = dynamic(() => import('./agent-card').then((module) => module.AgentCard), { ssr: false });
const DashboardCards = dynamic(() => import('./dashboard-cards').then((module) => module.DashboardCards), {
  ssr: false,
});
const DashboardChecklist = dynamic(() => import('./dashboard-checklist').then((module) => module.DashboardChecklist), {
  ssr: false,
});

/**
 * /dashboard: the inventory summary and a card per area the user may open (recon, approvals,
 * appraisals, gross, needs attention), who is signed in, and beside it an agent's starting points,
 * or the setup checklist for who may change the organization's settings.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { user, initialLoading } = useMe();
  const canSetUp = useCanDo('changeOrganizationSettings');
  if (initialLoading || !user) return <FullPageProgress />;
  const isAgent = user.type === 'agent';
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('dashboard.title')}
      </Typography>
      <Grid container spacing={3}>
        <Can operation="readInventory">
          <Grid size={12}>
            <InventorySummaryCard />
          </Grid>
        </Can>
        <DashboardCards />
        {/* Fills the row when nothing stands beside it. */}
        <Grid size={{ xs: 12, md: 'grow' }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{initials}</Avatar>
                <Box>
                  <Typography variant="h6" component="h2">
                    {t('dashboard.welcome', { name: user.first_name })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboard.signedInAs', { email: user.email })}
                  </Typography>
                </Box>
              </Stack>
              <Stack spacing={1.5}>
                <Fact label={t('dashboard.organization')} value={user.organization.name} />
                <Fact label={t('dashboard.name')} value={`${user.first_name} ${user.last_name}`} />
                <Box>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('dashboard.role')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {user.role && <Chip size="small" color="primary" label={user.role} />}
                    <Chip size="small" variant="outlined" label={t(`userType.${user.type}`)} />
                  </Stack>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        {isAgent ? (
          <Grid size={{ xs: 12, md: 7 }}>
            <AgentCard />
          </Grid>
        ) : (
          canSetUp && <DashboardChecklist user={user} />
        )}
      </Grid>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </Box>
  );
}
