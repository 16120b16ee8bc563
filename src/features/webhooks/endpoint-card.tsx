import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryFieldsFragment } from '../../../graphql/generated/operations/WebhookDeliveryFields';
import type { WebhookEndpointFieldsFragment } from '../../../graphql/generated/operations/WebhookEndpointFields';
import { useFormat } from '../common/format';
import { DeliveryLog } from './delivery-log';
import { STATUS_COLOR } from './delivery-outcome';

export type Endpoint = WebhookEndpointFieldsFragment & { deliveries: WebhookDeliveryFieldsFragment[] };

/** The last delivery's outcome in a line: its status, answer code and when. */
function LastDelivery({ delivery }: { delivery: WebhookDeliveryFieldsFragment | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!delivery)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.lastDelivery.none')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">{t('webhooks.lastDelivery.label')}</Typography>
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOR[delivery.status]}
        label={t(`webhooks.deliveryStatus.${delivery.status}`)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('webhooks.lastDelivery.detail', {
          type: delivery.eventType,
          answer: delivery.responseStatus ?? t('webhooks.log.noAnswer'),
          when: format.dateTime(delivery.lastAttemptAt ?? delivery.createdAt),
        })}
      </Typography>
    </Box>
  );
}

/** One endpoint: its URL, the events it follows, active or paused, its last delivery; pause, resume, delete, its log. */
export function EndpointCard({
  endpoint,
  busy,
  onPause,
  onResume,
  onDelete,
  onRefresh,
}: {
  endpoint: Endpoint;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const paused = endpoint.state === 'paused';
  const failing = endpoint.pausedReason === 'failing';

  return (
    <Card component="section" aria-label={endpoint.url} data-testid="webhook-endpoint">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, wordBreak: 'break-all', flex: '1 1 240px', minWidth: 0 }}
          >
            {endpoint.url}
          </Typography>
          <Chip
            size="small"
            color={paused ? (failing ? 'error' : 'default') : 'success'}
            label={t(paused ? (failing ? 'webhooks.state.failing' : 'webhooks.state.paused') : 'webhooks.state.active')}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1.5 }}>
          {endpoint.eventTypes.map((type) => (
            <Chip key={type} size="small" variant="outlined" label={type} sx={{ fontFamily: 'monospace' }} />
          ))}
        </Box>
        <LastDelivery delivery={endpoint.deliveries[0]} />
        {endpoint.failingSince && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('webhooks.failingSince', { when: format.dateTime(endpoint.failingSince) })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('webhooks.added', { when: format.date(endpoint.createdAt) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          size="small"
          onClick={() => setLogOpen((open) => !open)}
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          endIcon={logOpen ? <ExpandLess /> : <ExpandMore />}
        >
          {t('webhooks.log.toggle', { count: endpoint.deliveries.length })}
        </Button>
        {paused ? (
          <Button size="small" startIcon={<PlayArrowOutlined />} onClick={onResume} disabled={busy}>
            {t('webhooks.resume')}
          </Button>
        ) : (
          <Button size="small" startIcon={<PauseOutlined />} onClick={onPause} disabled={busy}>
            {t('webhooks.pause')}
          </Button>
        )}
        <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={onDelete} disabled={busy}>
          {t('webhooks.delete')}
        </Button>
      </CardActions>
      {logOpen && (
        <Box id={logId} sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {t('webhooks.log.title')}
            </Typography>
            <Button size="small" startIcon={<RefreshOutlined />} onClick={onRefresh}>
              {t('webhooks.log.refresh')}
            </Button>
          </Box>
          <DeliveryLog url={endpoint.url} deliveries={endpoint.deliveries} />
        </Box>
      )}
    </Card>
  );
}
