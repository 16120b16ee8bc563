import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteWebhookEndpointDocument } from '../../../graphql/generated/operations/DeleteWebhookEndpoint';
import { GetWebhookEndpointsDocument } from '../../../graphql/generated/operations/GetWebhookEndpoints';
import { PauseWebhookEndpointDocument } from '../../../graphql/generated/operations/PauseWebhookEndpoint';
import { ResumeWebhookEndpointDocument } from '../../../graphql/generated/operations/ResumeWebhookEndpoint';
import { useConfirm } from '../../base/confirm-dialog';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DELIVERY_LOG_SIZE, POLL_MS, isDueSoon } from './delivery-outcome';
import { EndpointCard, type Endpoint } from './endpoint-card';

/**
 * /settings/webhooks (owners, people only): the organization's webhook endpoints, each with its
 * last delivery and its delivery log; adding one (its signing secret shown once), pausing,
 * resuming, deleting, and sending a delivery again. docs/webhooks.md is the partner's side.
 */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const run = useGraphQLAction();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(GetWebhookEndpointsDocument, {
    variables: { deliveries: DELIVERY_LOG_SIZE },
  });
  const refetchEndpoints = { refetchQueries: [GetWebhookEndpointsDocument], awaitRefetchQueries: true };
  const [pause, pausing] = useMutation(PauseWebhookEndpointDocument);
  const [resume, resuming] = useMutation(ResumeWebhookEndpointDocument, refetchEndpoints);
  const [remove, removing] = useMutation(DeleteWebhookEndpointDocument, refetchEndpoints);
  const endpoints: Endpoint[] = data?.webhookEndpoints ?? [];
  const busy = pausing.loading || resuming.loading || removing.loading;

  // While a delivery is about to go out, ask again every few seconds, so its answer shows up.
  const dueSoon = endpoints.some(
    (endpoint) => endpoint.state === 'active' && endpoint.deliveries.some((d) => isDueSoon(d)),
  );
  useEffect(() => {
    if (!dueSoon) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [dueSoon, startPolling, stopPolling]);

  const askDelete = (endpoint: Endpoint) =>
    confirm.ask({
      title: t('webhooks.deleteTitle'),
      body: t('webhooks.deleteBody', { url: endpoint.url }),
      confirmLabel: t('webhooks.delete'),
      destructive: true,
      onConfirm: () => run(() => remove({ variables: { id: endpoint.id } }), t('webhooks.deleted')),
    });

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
      {t('webhooks.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('webhooks.title')} description={t('webhooks.description')} actions={addButton} />
      <QueryState
        loaded={Boolean(data)}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        loadingLabel={t('webhooks.loading')}
        empty={
          endpoints.length === 0 && (
            <Card>
              <EmptyState title={t('webhooks.empty')} body={t('webhooks.emptyBody')} action={addButton} />
            </Card>
          )
        }
      >
        <Stack spacing={2}>
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              busy={busy}
              onPause={() => run(() => pause({ variables: { id: endpoint.id } }), t('webhooks.paused'))}
              onResume={() => run(() => resume({ variables: { id: endpoint.id } }), t('webhooks.resumed'))}
              onDelete={() => askDelete(endpoint)}
              onRefresh={() => run(() => refetch())}
            />
          ))}
        </Stack>
      </QueryState>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, maxWidth: 720 }}>
        {t('webhooks.howItWorks')}
      </Typography>
      {adding && <AddEndpointDialog onClose={() => setAdding(false)} />}
      {confirm.dialog}
    </>
  );
}
