import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DmsConnectionFieldsFragment } from '../../../graphql/generated/operations/DmsConnectionFields';
import { GetDmsSettingsDocument, type GetDmsSettingsQuery } from '../../../graphql/generated/operations/GetDmsSettings';
import { RotateDmsFeedSecretDocument } from '../../../graphql/generated/operations/RotateDmsFeedSecret';
import { SaveDmsConnectionDocument } from '../../../graphql/generated/operations/SaveDmsConnection';
import type { DmsProvider } from '../../../graphql/generated/types';
import { DMS_FIELD_LIMITS, DMS_PROVIDER_NAMES, DMS_PROVIDERS } from '../../shared/dms/providers';
import { CopyField } from '../common/copy-field';
import { useFormat } from '../common/format';
import { EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { useGraphQLAction } from '../../base/use-graphql-action';

type Delivery = GetDmsSettingsQuery['dmsDeliveries'][number];
/** Rejected lines listed under a delivery before "and N more" (the DMS's answer carries them all). */
const REJECTED_SHOWN = 10;

/** /settings/dms (OWNER with `dms_configuration`): the DMS connection, its feed secret and the deliveries received. */
export function DmsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(GetDmsSettingsDocument);
  const data = settings.data;
  return (
    <>
      <PageHeader title={t('dms.title')} description={t('dms.description')} />
      <QueryState
        loaded={Boolean(data)}
        loading={settings.loading}
        error={settings.error}
        onRetry={() => settings.refetch()}
        loadingLabel={t('dms.loading')}
        empty={false}
      >
        {data && (
          <Stack spacing={3} sx={{ maxWidth: 860 }}>
            <ConnectionForm key={data.dmsConnection?.updatedAt ?? 'new'} connection={data.dmsConnection ?? null} />
            {data.dmsConnection && <FeedCard connection={data.dmsConnection} />}
            <DeliveriesCard deliveries={data.dmsDeliveries} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

type Draft = { provider: DmsProvider; providerName: string; dealerId: string; storeId: string; credentials: string };

function ConnectionForm({ connection }: { connection: DmsConnectionFieldsFragment | null }) {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const [save, saving] = useMutation(SaveDmsConnectionDocument);
  const [draft, setDraft] = useState<Draft>({
    provider: connection?.provider ?? 'cdk_global',
    providerName: connection?.providerName ?? '',
    dealerId: connection?.dealerId ?? '',
    storeId: connection?.storeId ?? '',
    credentials: '',
  });
  const change = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const submit = () =>
    run(
      () =>
        save({
          variables: {
            input: {
              provider: draft.provider,
              providerName: draft.provider === 'other' ? draft.providerName : null,
              dealerId: draft.dealerId,
              storeId: draft.storeId,
              // Blank keeps what is stored: the screen never holds the saved credentials.
              credentials: draft.credentials === '' ? null : draft.credentials,
            },
          },
          refetchQueries: [GetDmsSettingsDocument],
          awaitRefetchQueries: true,
        }),
      t('dms.saved'),
    );
  const encryption = connection?.encryptionConfigured ?? true;

  return (
    <Card>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('dms.connection')} />
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {!encryption && <Alert severity="warning">{t('dms.noKey')}</Alert>}
          <TextField
            select
            label={t('dms.provider')}
            value={draft.provider}
            onChange={(event) => change({ provider: event.target.value as DmsProvider })}
          >
            {DMS_PROVIDERS.map((provider) => (
              <MenuItem key={provider} value={provider}>
                {provider === 'other' ? t('dms.otherProvider') : DMS_PROVIDER_NAMES[provider]}
              </MenuItem>
            ))}
          </TextField>
          {draft.provider === 'other' && (
            <TextField
              label={t('dms.providerName')}
              value={draft.providerName}
              required
              onChange={(event) => change({ providerName: event.target.value })}
              slotProps={{ htmlInput: { maxLength: DMS_FIELD_LIMITS.providerName } }}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              required
              label={t('dms.dealerId')}
              value={draft.dealerId}
              onChange={(event) => change({ dealerId: event.target.value })}
              slotProps={{ htmlInput: { maxLength: DMS_FIELD_LIMITS.dealerId } }}
            />
            <TextField
              fullWidth
              required
              label={t('dms.storeId')}
              value={draft.storeId}
              onChange={(event) => change({ storeId: event.target.value })}
              slotProps={{ htmlInput: { maxLength: DMS_FIELD_LIMITS.storeId } }}
            />
          </Stack>
          <TextField
            type="password"
            autoComplete="new-password"
            label={t('dms.credentials')}
            value={draft.credentials}
            disabled={!encryption}
            onChange={(event) => change({ credentials: event.target.value })}
            helperText={connection?.credentialsSet ? t('dms.credentialsSet') : t('dms.credentialsNotSet')}
            slotProps={{ htmlInput: { maxLength: DMS_FIELD_LIMITS.credentials } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving.loading}>
              {connection ? t('common.save') : t('dms.connect')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function FeedCard({ connection }: { connection: DmsConnectionFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const [rotate, rotating] = useMutation(RotateDmsFeedSecretDocument);
  const [secret, setSecret] = useState<string | null>(null);
  const create = async () => {
    const result = await run(() => rotate({ refetchQueries: [GetDmsSettingsDocument] }));
    const created = result?.data?.rotateDmsFeedSecret.secret;
    if (created) setSecret(created);
  };
  return (
    <Card>
      <CardHeader slotProps={{ title: { component: 'h2' } }} title={t('dms.feed')} subheader={t('dms.feedHint')} />
      <CardContent>
        <Stack spacing={2}>
          <CopyField label={t('dms.feedUrl')} value={connection.feedUrl} copyLabel={t('dms.copyFeedUrl')} monospace />
          <Typography variant="body2" color="text.secondary">
            {connection.feedSecretSet
              ? t('dms.secretCreated', { when: format.dateTime(connection.feedSecretCreatedAt) })
              : t('dms.noSecret')}
          </Typography>
          <Box>
            <Button
              variant="outlined"
              onClick={() => void create()}
              disabled={rotating.loading || !connection.encryptionConfigured}
            >
              {connection.feedSecretSet ? t('dms.rotateSecret') : t('dms.createSecret')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <Dialog
        open={secret !== null}
        onClose={() => setSecret(null)}
        aria-labelledby="dms-secret-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="dms-secret-title">{t('dms.secretTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{t('dms.secretOnce')}</Alert>
            {secret && <CopyField label={t('dms.secret')} value={secret} copyLabel={t('dms.copySecret')} monospace />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

function DeliveriesCard({ deliveries }: { deliveries: Delivery[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader
        slotProps={{ title: { component: 'h2' } }}
        title={t('dms.deliveries')}
        subheader={t('dms.deliveriesHint')}
      />
      <CardContent>
        {deliveries.length === 0 ? (
          <EmptyState title={t('dms.noDeliveries')} body={t('dms.noDeliveriesBody')} />
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('dms.deliveries')}>
            {deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function DeliveryItem({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts: {
    key: 'created' | 'updated' | 'unchanged' | 'rejectedCount';
    color: 'success' | 'info' | 'default' | 'warning';
  }[] = [
    { key: 'created', color: 'success' },
    { key: 'updated', color: 'info' },
    { key: 'unchanged', color: 'default' },
    { key: 'rejectedCount', color: 'warning' },
  ];
  return (
    <Box component="li" data-testid="dms-delivery" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {t('dms.deliveryTitle', { id: delivery.deliveryId, when: format.dateTime(delivery.receivedAt) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dms.deliverySummary', {
          rows: format.number(delivery.rowCount),
          format: delivery.format.toUpperCase(),
          seconds: format.decimal(delivery.durationMs / 1000),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {counts.map(({ key, color }) => (
          <Chip
            key={key}
            size="small"
            variant="outlined"
            color={color}
            label={t(`dms.count.${key}`, { count: delivery[key] })}
          />
        ))}
      </Stack>
      {delivery.rejected.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }} aria-label={t('dms.rejectedLines')}>
          {delivery.rejected.slice(0, REJECTED_SHOWN).map((line) => (
            <Typography component="li" variant="body2" key={line.line} sx={{ overflowWrap: 'anywhere' }}>
              {t('dms.rejectedLine', { line: line.line, reason: line.reason })}
            </Typography>
          ))}
          {delivery.rejected.length > REJECTED_SHOWN && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('dms.moreRejected', { count: delivery.rejected.length - REJECTED_SHOWN })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
