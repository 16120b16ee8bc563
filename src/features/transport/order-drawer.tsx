import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { BillOfLadingInspectionFieldsFragment } from '../../../graphql/generated/operations/BillOfLadingInspectionFields';
import { ChangeTransportOrderStateDocument } from '../../../graphql/generated/operations/ChangeTransportOrderState';
import { GetTransportOrderDocument } from '../../../graphql/generated/operations/GetTransportOrder';
import { MarkTransportTitleReceivedDocument } from '../../../graphql/generated/operations/MarkTransportTitleReceived';
import { useCanDo } from '../access/use-can-do';
import { Fact } from '../common/fact';
import { useFormat } from '../common/format';
import { QueryState } from '../common/loading';
import { useGraphQLAction } from '../../base/use-graphql-action';
import { BillOfLadingForm } from './bill-of-lading-form';
import { CarrierForm } from './carrier-form';
import { DeadlineChips, TransportStateChip } from './transport-chips';

function SignedInspection({ inspection }: { inspection: BillOfLadingInspectionFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {t(`transport.bol.title.${inspection.stage}`)}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Fact label={t('transport.bol.signedBy')}>{inspection.signerName}</Fact>
        <Fact label={t('transport.bol.signedAt')}>{format.dateTime(inspection.signedAt)}</Fact>
        <Fact label={t('transport.bol.damages')} wide>
          {inspection.damages.length === 0
            ? t('transport.bol.noDamage')
            : inspection.damages
                .map((damage) =>
                  t('transport.bol.damage', {
                    panel: t(`transport.panel.${damage.panel}`),
                    kind: t(`transport.damage.${damage.kind}`),
                  }),
                )
                .join('; ')}
        </Fact>
        {inspection.notes && (
          <Fact label={t('transport.bol.notes')} wide>
            {inspection.notes}
          </Fact>
        )}
      </Box>
    </Box>
  );
}

/** One order: its route, carrier, figures and deadlines, and the next step the viewer may take. */
export function TransportOrderDrawer({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useGraphQLAction();
  const canChange = useCanDo('changeTransport');
  const canMove = useCanDo('moveTransport');
  const { data, loading, error, refetch } = useQuery(GetTransportOrderDocument, { variables: { id: orderId } });
  const [changeState, changing] = useMutation(ChangeTransportOrderStateDocument, {
    refetchQueries: ['GetTransportOrders'],
  });
  const [markTitle, marking] = useMutation(MarkTransportTitleReceivedDocument);
  const order = data?.transportOrder;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 }, p: 2 },
          role: 'dialog',
          'aria-labelledby': 'transport-order-title',
        },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id="transport-order-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {order?.vehicleDescription ?? t('transport.order.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <QueryState loaded={Boolean(order)} loading={loading} error={error} onRetry={refetch} empty={false}>
        {order && (
          <Stack spacing={2} divider={<Divider flexItem />}>
            <Box>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
                <TransportStateChip state={order.state} />
                <DeadlineChips order={order} />
              </Stack>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <Fact label={t('transport.field.vin')} wide>
                  {order.vehicle ? <NextLink href={`/inventory/${order.vehicle.id}`}>{order.vin}</NextLink> : order.vin}
                </Fact>
                <Fact label={t('transport.field.pickup')} wide>{`${order.pickupAddress} ${order.pickupZip}`}</Fact>
                <Fact
                  label={t('transport.field.delivery')}
                  wide
                >{`${order.deliveryAddress} ${order.deliveryZip}`}</Fact>
                <Fact
                  label={t('transport.field.window')}
                >{`${format.calendarDate(order.pickupWindowStart)} – ${format.calendarDate(order.pickupWindowEnd)}`}</Fact>
                <Fact label={t('transport.field.pickupDueOn')}>{format.calendarDate(order.pickupDueOn)}</Fact>
                <Fact label={t('transport.field.price')} figure>
                  {format.money(order.priceCents)}
                </Fact>
                <Fact
                  label={
                    order.distanceEstimated ? t('transport.field.distanceEstimated') : t('transport.field.distance')
                  }
                  figure
                >
                  {order.distanceMiles === null ? '—' : t('transport.miles', { count: order.distanceMiles })}
                </Fact>
                <Fact label={t('transport.field.pricePerMile')} figure>
                  {format.money(order.pricePerMileCents)}
                </Fact>
                <Fact label={t('transport.field.guidePrice')} figure>
                  {format.money(order.guidePriceCents)}
                </Fact>
                {order.carrier && (
                  <Fact label={t('transport.field.carrier')} wide>
                    {[order.carrier.name, order.carrier.mcDotNumber, order.carrier.contact].filter(Boolean).join(' · ')}
                  </Fact>
                )}
                {order.purchasedOn && (
                  <>
                    <Fact label={t('transport.field.purchase')}>
                      {[order.auctionName, format.calendarDate(order.purchasedOn)].filter(Boolean).join(', ')}
                    </Fact>
                    <Fact label={t('transport.field.titleDueOn')}>
                      {order.titleReceivedOn
                        ? t('transport.order.titleReceived', { date: format.calendarDate(order.titleReceivedOn) })
                        : format.calendarDate(order.titleDueOn)}
                    </Fact>
                  </>
                )}
              </Box>
              {canChange && order.purchasedOn && !order.titleReceivedOn && (
                <Button
                  sx={{ mt: 2 }}
                  disabled={marking.loading}
                  onClick={() =>
                    run(
                      () => markTitle({ variables: { id: order.id, receivedOn: today } }),
                      t('transport.order.titleMarked'),
                    )
                  }
                >
                  {t('transport.order.markTitle')}
                </Button>
              )}
            </Box>
            {order.pickupInspection && <SignedInspection inspection={order.pickupInspection} />}
            {order.deliveryInspection && <SignedInspection inspection={order.deliveryInspection} />}
            {canChange && order.state === 'requested' && (
              <CarrierForm orderId={order.id} priceCents={order.priceCents} />
            )}
            {canMove && order.state === 'assigned' && (
              <BillOfLadingForm key="pickup" orderId={order.id} stage="pickup" />
            )}
            {canMove && order.state === 'picked_up' && (
              <BillOfLadingForm key="delivery" orderId={order.id} stage="delivery" />
            )}
            {canMove && (order.state === 'requested' || order.state === 'assigned') && (
              <Button
                color="error"
                disabled={changing.loading}
                onClick={() =>
                  run(
                    () => changeState({ variables: { id: order.id, state: 'cancelled' } }),
                    t('transport.order.cancelled'),
                  )
                }
              >
                {t('transport.order.cancel')}
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
