import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetTransportOrdersDocument } from '../../../graphql/generated/operations/GetTransportOrders';
import { useCanDo } from '../access/use-can-do';
import { useFormat } from '../common/format';
import { DialogLoading } from '../common/loading';
import { TransportStateChip } from './transport-chips';

// The order form (its pickers and rules) loads when it opens, not with the vehicle page.
const NewTransportOrderDialog = dynamic(
  () => import('./new-order-dialog').then((module) => module.NewTransportOrderDialog),
  { ssr: false, loading: DialogLoading },
);

/** The vehicle page's transports: its orders, and "Ship this vehicle" for those who order them. */
export function VehicleTransportSection({ vehicleId, description }: { vehicleId: string; description: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canRead = useCanDo('readTransport');
  const canChange = useCanDo('changeTransport');
  const [creating, setCreating] = useState(false);
  const { data } = useQuery(GetTransportOrdersDocument, { variables: { vehicleId, first: 10 }, skip: !canRead });
  if (!canRead) return null;
  const orders = data?.transportOrders.edges.map((edge) => edge.node) ?? [];
  return (
    <Card sx={{ mb: 3 }}>
      <CardHeader
        title={t('transport.vehicle.title')}
        action={
          canChange && (
            <Button startIcon={<LocalShippingOutlined />} onClick={() => setCreating(true)}>
              {t('transport.vehicle.ship')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {orders.length === 0 ? (
          <Typography color="text.secondary">{t('transport.vehicle.none')}</Typography>
        ) : (
          <Stack spacing={1}>
            {orders.map((order) => (
              <Stack key={order.id} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <TransportStateChip state={order.state} />
                <NextLink href={`/transportation?order=${order.id}`}>
                  {t('transport.list.route', { from: order.pickupZip, to: order.deliveryZip })}
                </NextLink>
                <Typography variant="body2" color="text.secondary">
                  {format.calendarDate(order.orderedOn)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
      {creating && (
        <NewTransportOrderDialog vehicle={{ id: vehicleId, description }} onClose={() => setCreating(false)} />
      )}
    </Card>
  );
}
