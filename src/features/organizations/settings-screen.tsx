import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../audit/audit-log';
import { GraphQLProvider } from '../sessions/graphql-provider';
import { PageHeader } from '../common/page-header';
import { useCanDo } from '../access/use-can-do';
import { SetupChecklist } from './setup-checklist';
import { FullPageProgress } from '../../base/require-session';
import { useMe } from '../../base/use-me';
import { MoreSettingsCard } from './more-settings-card';
import { OrganizationSettingsCard } from './organization-settings-card';

/** /settings: the organization's settings, its setup checklist, links onward and (owners) its activity. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { user, initialLoading } = useMe();
  const canReadActivity = useCanDo('readOwnAuditLog');
  if (initialLoading || !user) return <FullPageProgress />;

  return (
    <>
      <PageHeader
        title={t('area.settings.title')}
        description={t('orgSettings.pageDescription', { organization: user.organization.name })}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            <OrganizationSettingsCard user={user} />
            <MoreSettingsCard user={user} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SetupChecklist user={user} />
        </Grid>
        {canReadActivity && (
          <Grid size={12}>
            <Card>
              <CardHeader
                slotProps={{ title: { component: 'h2' } }}
                title={t('audit.title')}
                subheader={t('audit.subtitle')}
              />
              <GraphQLProvider>
                <AuditLog />
              </GraphQLProvider>
            </Card>
          </Grid>
        )}
      </Grid>
    </>
  );
}
