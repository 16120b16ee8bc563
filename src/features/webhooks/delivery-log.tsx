import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetWebhookEndpointsDocument } from '../../../graphql/generated/operations/GetWebhookEndpoints';
import { ResendWebhookDeliveryDocument } from '../../../graphql/generated/operations/ResendWebhookDelivery';
import type { WebhookDeliveryFieldsFragment } from '../../../graphql/generated/operations/WebhookDeliveryFields';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { useFormat } from '../common/format';
import { ActionsCell, ListTable } from '../common/list-table';
import { EmptyState } from '../common/loading';
import { STATUS_COLOR } from './delivery-outcome';

type Delivery = WebhookDeliveryFieldsFragment;
const COLUMNS = 7;

/**
 * One endpoint's delivery log, newest first: event, status, answer code, time taken, attempts,
 * when; the first 1 kB of the answer on demand, and "Send again" (a new delivery of the same event).
 */
export function DeliveryLog({ url, deliveries }: { url: string; deliveries: Delivery[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const [shown, setShown] = useState<Set<string>>(() => new Set());
  const [resend, { loading: resending }] = useMutation(ResendWebhookDeliveryDocument, {
    refetchQueries: [GetWebhookEndpointsDocument],
    awaitRefetchQueries: true,
  });

  const toggleAnswer = (id: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ListTable
      query={{ loaded: true, loading: false, error: null, onRetry: () => undefined }}
      loadingLabel={t('webhooks.log.loading')}
      empty={
        deliveries.length === 0 && <EmptyState title={t('webhooks.log.empty')} body={t('webhooks.log.emptyBody')} />
      }
      label={t('webhooks.log.label', { url })}
      size="small"
      minWidth={820}
      columns={[
        t('webhooks.log.event'),
        t('webhooks.log.status'),
        t('webhooks.log.answer'),
        t('webhooks.log.duration'),
        t('webhooks.log.attempts'),
        t('webhooks.log.when'),
      ]}
      actions
    >
      {deliveries.map((delivery) => {
        const open = shown.has(delivery.id);
        const answerId = `webhook-answer-${delivery.id}`;
        return (
          <Fragment key={delivery.id}>
            <TableRow hover data-testid="webhook-delivery">
              <TableCell>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {delivery.eventType}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('webhooks.log.eventId', { id: delivery.eventId })}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[delivery.status]}
                  label={t(`webhooks.deliveryStatus.${delivery.status}`)}
                />
              </TableCell>
              <TableCell>{delivery.responseStatus ?? t('webhooks.log.noAnswer')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {delivery.durationMs == null ? '—' : t('webhooks.log.ms', { ms: format.number(delivery.durationMs) })}
              </TableCell>
              <TableCell>{format.number(delivery.attempts)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                {delivery.status !== 'succeeded' && delivery.nextAttemptAt && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('webhooks.log.next', { when: format.dateTime(delivery.nextAttemptAt) })}
                  </Typography>
                )}
              </TableCell>
              <ActionsCell>
                {delivery.responseBody && (
                  <Button
                    size="small"
                    onClick={() => toggleAnswer(delivery.id)}
                    aria-expanded={open}
                    aria-controls={open ? answerId : undefined}
                  >
                    {open ? t('webhooks.log.hideAnswer') : t('webhooks.log.showAnswer')}
                  </Button>
                )}
                <Button
                  size="small"
                  disabled={resending}
                  onClick={() =>
                    run(
                      () => resend({ variables: { id: delivery.id } }),
                      t('webhooks.resent', { type: delivery.eventType }),
                    )
                  }
                  aria-label={t('webhooks.log.resendNamed', { type: delivery.eventType, id: delivery.eventId })}
                >
                  {t('webhooks.log.resend')}
                </Button>
              </ActionsCell>
            </TableRow>
            {open && (
              <TableRow>
                <TableCell colSpan={COLUMNS} id={answerId}>
                  <Typography variant="caption" color="text.secondary">
                    {t('webhooks.log.answerTitle')}
                  </Typography>
                  <Box
                    component="pre"
                    sx={{
                      m: 0,
                      mt: 0.5,
                      p: 1.5,
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                      fontFamily: 'monospace',
                      fontSize: 13,
                      whiteSpace: 'pre-wrap',
                      wordBreak: 'break-all',
                      maxWidth: 'min(100%, 90vw)',
                    }}
                  >
                    {delivery.responseBody}
                  </Box>
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </ListTable>
  );
}
