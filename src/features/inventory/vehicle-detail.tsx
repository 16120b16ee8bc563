import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GetVehicleDocument } from '../../../graphql/generated/operations/GetVehicle';
import type { VehicleDetailFieldsFragment } from '../../../graphql/generated/operations/VehicleDetailFields';
import { graphQLErrorCode } from '../../lib/graphql-errors';
import { useCanDo } from '../access/use-can-do';
import { AgeChip, StatusChip } from './chips';
import { useFormat } from '../common/format';
import { HistoryTimeline } from './history-timeline';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useInventoryAccess } from './use-inventory-access';
import { VehicleSalesActions } from '../sales-packet/vehicle-sales-actions';
import { inventoryListHref } from './use-inventory-view';
import { VehiclePhotoGallery } from './vehicle-photos-gallery';
import { VehicleSaleCard } from './vehicle-sale';
import { CertifiedChip } from '../recon/vehicle/recon-status-chips';
import { VehicleReconSection } from '../recon/vehicle/vehicle-recon-section';
import { Fact } from '../common/fact';
import { VehicleTransportSection } from '../transport/vehicle-transport';
import { VehicleLeadsCard } from '../marketplaces/vehicle-leads-card';
import { DialogLoading } from '../common/loading';

type Vehicle = VehicleDetailFieldsFragment;
// The dialogs (the vehicle form's rules and their schema) load when one opens, not with the page.
const loadDialogs = () => import('./vehicle-dialogs');
const EditVehicleDialog = dynamic(() => loadDialogs().then((module) => module.EditVehicleDialog), {
  ssr: false,
  loading: DialogLoading,
});
const ChangePriceDialog = dynamic(() => loadDialogs().then((module) => module.ChangePriceDialog), {
  ssr: false,
  loading: DialogLoading,
});
const ChangeStatusDialog = dynamic(() => loadDialogs().then((module) => module.ChangeStatusDialog), {
  ssr: false,
  loading: DialogLoading,
});

type OpenDialog = 'edit' | 'price' | 'status' | null;

function Facts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const decoded = vehicle.vinDecoding;
  const facts: [string, ReactNode][] = [
    [
      t('inventory.field.vin'),
      <Box component="span" sx={{ fontFamily: 'monospace' }} key="vin">
        {vehicle.vin}
      </Box>,
    ],
    [t('inventory.field.stockNumber'), vehicle.stockNumber],
    [t('inventory.field.mileage'), t('inventory.miles', { miles: format.number(vehicle.mileage) })],
    [t('inventory.field.bodyStyle'), vehicle.bodyStyle ?? '—'],
    [t('inventory.field.exteriorColor'), vehicle.exteriorColor ?? '—'],
    [t('inventory.field.interiorColor'), vehicle.interiorColor ?? '—'],
    [t('inventory.field.acquisitionSource'), t(`inventory.source.${vehicle.acquisitionSource}`)],
    [t('inventory.field.acquiredDate'), format.calendarDate(vehicle.acquiredDate)],
    [t('inventory.field.lotLocation'), vehicle.lotLocation ?? '—'],
    [
      t('inventory.detail.region'),
      decoded.region
        ? `${t(`inventory.vin.region.${decoded.region}`)}${decoded.country ? ` (${decoded.country})` : ''}`
        : '—',
    ],
    [t('inventory.detail.vinYear'), decoded.modelYear ?? '—'],
    [t('inventory.detail.vinMaker'), decoded.manufacturer ?? '—'],
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('inventory.detail.facts')} />
      <CardContent sx={{ pt: 0 }}>
        {!decoded.checkDigitValid && (
          <Alert severity="warning" icon={<WarningAmberOutlined />} sx={{ mb: 2 }}>
            {t('inventory.detail.checkDigit')}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}
        >
          {facts.map(([label, value], index) => (
            <Fact key={label} label={label} wide={index === 0}>
              {value}
            </Fact>
          ))}
        </Box>
        {vehicle.notes && (
          <Box component="dl" sx={{ mt: 2, mb: 0 }}>
            <Fact label={t('inventory.field.notes')}>{vehicle.notes}</Fact>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Pricing({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const gross = vehicle.potentialGrossCents;
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('inventory.detail.pricing')} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          <Fact label={t('inventory.field.listPrice')}>
            <Typography component="span" variant="h5" data-testid="list-price">
              {format.money(vehicle.listPriceCents)}
            </Typography>
          </Fact>
          <Fact label={t('inventory.field.cost')}>
            {vehicle.costWithheld ? (
              <Tooltip title={t('inventory.detail.costWithheld')}>
                <span>{t('inventory.detail.hidden')}</span>
              </Tooltip>
            ) : (
              format.money(vehicle.costCents)
            )}
          </Fact>
          {!vehicle.costWithheld && (
            <Fact label={t('inventory.field.potentialGross')}>
              <Box component="span" sx={{ color: gross !== null && gross < 0 ? 'error.main' : undefined }}>
                {format.money(gross)}
              </Box>
            </Fact>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Histories({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = vehicle.priceHistory.map((change) => ({
    id: change.id,
    title:
      change.fromCents === null
        ? t('inventory.history.firstPrice', { to: format.money(change.toCents) })
        : t('inventory.history.price', { from: format.money(change.fromCents), to: format.money(change.toCents) }),
    detail: change.reason,
    at: format.dateTime(change.changedAt),
    by: change.changedBy?.name,
  }));
  const statuses = vehicle.statusHistory.map((change) => ({
    id: change.id,
    title:
      change.from === null
        ? t('inventory.history.created', { to: t(`inventory.status.${change.to}`) })
        : t('inventory.history.status', {
            from: t(`inventory.status.${change.from}`),
            to: t(`inventory.status.${change.to}`),
          }),
    detail: change.note,
    at: format.dateTime(change.changedAt),
    by: change.changedBy?.name,
  }));
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader title={t('inventory.history.priceTitle')} />
          <CardContent sx={{ pt: 0 }}>
            <HistoryTimeline entries={prices} label={t('inventory.history.priceTitle')} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader title={t('inventory.history.statusTitle')} />
          <CardContent sx={{ pt: 0 }}>
            <HistoryTimeline entries={statuses} label={t('inventory.history.statusTitle')} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button component={NextLink} href={inventoryListHref()} startIcon={<ArrowBackOutlined />} sx={{ mb: 1, ml: -1 }}>
      {t('inventory.detail.back')}
    </Button>
  );
}

/** A vehicle's page: its photos, facts, price and status with their histories, and (for writers) the edit actions. */
/** /inventory/[id]: the vehicle the address names, remounted when it names another. */
export function VehicleDetailScreen() {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return id ? <VehicleDetail key={id} id={id} /> : null;
}

function VehicleDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const errorText = useGraphQLErrorText();
  const { canWrite, canSeeCost } = useInventoryAccess();
  const canChangePhotos = useCanDo('changeVehiclePhotos');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { data, error, loading, refetch } = useQuery(GetVehicleDocument, { variables: { id } });
  const vehicle = data?.vehicle;

  if (!vehicle) {
    if (loading) {
      return (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      );
    }
    const notFound = graphQLErrorCode(error) === 'NOT_FOUND';
    return (
      <Box>
        <BackLink />
        <Alert severity={notFound ? 'info' : 'error'}>
          {notFound ? t('inventory.detail.notFound') : errorText(error)}
        </Alert>
      </Box>
    );
  }

  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return (
    <Box>
      <BackLink />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ mb: 3, gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={vehicle.status} size="medium" />
            <AgeChip days={vehicle.daysInInventory} />
            {vehicle.certifiedAt && <CertifiedChip />}
            <Typography variant="body2" color="text.secondary">
              {t('inventory.detail.stockLine', { stockNumber: vehicle.stockNumber })}
            </Typography>
          </Stack>
        </Box>
        {canWrite && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<SwapHorizOutlined />}
              onClick={() => setDialog('status')}
            >
              {t('inventory.statusChange.button')}
            </Button>
            <Button variant="outlined" color="inherit" startIcon={<SellOutlined />} onClick={() => setDialog('price')}>
              {t('inventory.price.button')}
            </Button>
            <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
              {t('inventory.edit.button')}
            </Button>
          </Stack>
        )}
      </Stack>
      <VehicleSalesActions vehicleId={vehicle.id} />
      <Box sx={{ mb: 3 }}>
        <VehiclePhotoGallery
          vehicleId={vehicle.id}
          title={title}
          photos={vehicle.photos}
          canWrite={canChangePhotos}
          onUploaded={refetch}
        />
      </Box>
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Facts vehicle={vehicle} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Pricing vehicle={vehicle} />
        </Grid>
      </Grid>
      <VehicleSaleCard vehicle={vehicle} canWrite={canWrite} />
      <VehicleLeadsCard vehicleId={vehicle.id} />
      <VehicleTransportSection vehicleId={vehicle.id} description={title} />
      <Histories vehicle={vehicle} />
      <VehicleReconSection vehicleId={vehicle.id} certifiedAt={vehicle.certifiedAt} />
      {/* Mounted when opened, so each opening starts from the vehicle as it is now. */}
      {dialog === 'edit' && (
        <EditVehicleDialog vehicle={vehicle} open onClose={() => setDialog(null)} canSeeCost={canSeeCost} />
      )}
      {dialog === 'price' && <ChangePriceDialog vehicle={vehicle} open onClose={() => setDialog(null)} />}
      {dialog === 'status' && <ChangeStatusDialog vehicle={vehicle} open onClose={() => setDialog(null)} />}
    </Box>
  );
}
