import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  GetNotificationPreferencesDocument,
  type GetNotificationPreferencesQuery,
} from '../../../graphql/generated/operations/GetNotificationPreferences';
import { UpdateNotificationPreferencesDocument } from '../../../graphql/generated/operations/UpdateNotificationPreferences';
import { useGraphQLAction } from '../../base/use-graphql-action';
import {
  NOTIFICATION_CHANNELS,
  notificationDescriptionKey,
  notificationLabelKey,
  type NotificationChannels,
} from '../../shared/notifications';
import { QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';

type Preference = GetNotificationPreferencesQuery['notificationPreferences'][number];

function KindCard({ preference }: { preference: Preference }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  // The answer is every kind's choice (no ids to merge by): it replaces the query's list.
  const [save, saving] = useMutation(UpdateNotificationPreferencesDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: GetNotificationPreferencesDocument,
          data: { notificationPreferences: data.updateNotificationPreferences },
        });
    },
  });
  const legendId = `notification-kind-${preference.kind}`;
  const change = (channel: keyof NotificationChannels, on: boolean) => {
    const { kind, inApp, email, shell } = preference;
    const next = { kind, inApp, email, shell, [channel]: on };
    void run(() => save({ variables: { preferences: [next] } }), t('notificationPreferences.saved'));
  };
  return (
    <Card component="section" aria-labelledby={legendId}>
      <CardContent>
        <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} spacing={1}>
          <Typography component="legend" id={legendId} variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
            {t(notificationLabelKey(preference.kind))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(notificationDescriptionKey(preference.kind))}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <FormControlLabel
                key={channel}
                label={t(`notificationPreferences.channel.${channel}`)}
                disabled={saving.loading || (channel === 'shell' && !preference.inApp)}
                control={
                  <Switch
                    checked={channel === 'shell' ? preference.inApp && preference.shell : preference[channel]}
                    onChange={(event) => change(channel, event.target.checked)}
                  />
                }
              />
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /settings/notifications (every signed-in person): where each kind of notification goes. */
export function NotificationPreferencesScreen() {
  const { t } = useTranslation();
  const preferences = useQuery(GetNotificationPreferencesDocument);
  const rows = preferences.data?.notificationPreferences;
  return (
    <>
      <PageHeader title={t('notificationPreferences.title')} description={t('notificationPreferences.description')} />
      <QueryState
        loaded={Boolean(rows)}
        loading={preferences.loading}
        error={preferences.error}
        onRetry={() => preferences.refetch()}
        loadingLabel={t('notificationPreferences.loading')}
        empty={false}
      >
        <Stack spacing={2}>
          {rows?.map((preference) => (
            <KindCard key={preference.kind} preference={preference} />
          ))}
        </Stack>
      </QueryState>
    </>
  );
}
