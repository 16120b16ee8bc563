import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPacket } from '../../shared/sales-packet/packet';
import { Fact } from '../common/fact';
import { useFormat } from '../common/format';
import { QrCode } from './qr-code';

/** The packet's fields the view shows (the graph's answer and the public page's props alike). */
export type PacketViewData = Omit<SalesPacket, 'inspections' | 'repairs'> & {
  inspections: readonly { templateKey: string; completedAt: string }[];
  repairs: readonly { operation: string; completedAt: string }[];
};

/**
 * What a customer reads about one vehicle: facts, price, what the VIN says, inspections passed,
 * reconditioning done, CPO certification, the vehicle-history snapshot and a QR code to `onlineUrl`.
 */
export function PacketView({ packet, onlineUrl, actions }: { packet: PacketViewData; onlineUrl: string | null; actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = [packet.year, packet.make, packet.model, packet.trim].filter(Boolean).join(' ');
  const facts: [string, ReactNode][] = [
    [t('salesPacket.field.vin'), <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} key="vin">{packet.vin}</Box>],
    [t('salesPacket.field.stockNumber'), packet.stockNumber],
    [t('salesPacket.field.mileage'), t('salesPacket.miles', { miles: format.number(packet.mileage) })],
    [t('salesPacket.field.bodyStyle'), packet.bodyStyle ?? '—'],
    [t('salesPacket.field.exteriorColor'), packet.exteriorColor ?? '—'],
    [t('salesPacket.field.interiorColor'), packet.interiorColor ?? '—'],
    [t('salesPacket.field.manufacturer'), packet.vinManufacturer ?? '—'],
    [t('salesPacket.field.country'), packet.vinCountry ?? '—'],
    [t('salesPacket.field.modelYear'), packet.vinModelYear ?? '—'],
  ];
  return (
    <Box data-testid="sales-packet">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {packet.dealershipName}
          </Typography>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h5" component="p" data-testid="packet-price">
              {packet.listPriceCents === null ? t('salesPacket.priceOnRequest') : format.money(packet.listPriceCents)}
            </Typography>
            {packet.certifiedAt && <Chip color="success" icon={<VerifiedOutlined />} label={t('salesPacket.certified', { date: format.date(packet.certifiedAt) })} />}
          </Stack>
          {actions && <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</Stack>}
        </Box>
        {onlineUrl && (
          <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
            <QrCode text={onlineUrl} label={t('salesPacket.qrLabel')} />
            <Typography variant="caption" color="text.secondary">
              {t('salesPacket.qrCaption')}
            </Typography>
          </Stack>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('salesPacket.vehicleTitle')} />
            <CardContent sx={{ pt: 0 }}>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
                {facts.map(([label, value]) => (
                  <Fact key={label} label={label}>
                    {value}
                  </Fact>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('salesPacket.inspectionsTitle')} />
            <CardContent sx={{ pt: 0 }}>
              <DatedList
                empty={t('salesPacket.noInspections')}
                items={packet.inspections.map((item) => ({ text: t(`salesPacket.template.${item.templateKey}`, { defaultValue: item.templateKey }), at: format.date(item.completedAt) }))}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('salesPacket.reconTitle')} />
            <CardContent sx={{ pt: 0 }}>
              <DatedList empty={t('salesPacket.noRecon')} items={packet.repairs.map((item) => ({ text: item.operation, at: format.date(item.completedAt) }))} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={t('salesPacket.historyTitle')} />
            <CardContent sx={{ pt: 0 }}>
              {/* The provider's snapshot script (VHR_SNAPSHOT_SRC, loaded by the shell) fills this element by its VIN. */}
              <Box className="vhr-dealer-snapshot" data-vin={packet.vin} sx={{ minHeight: 48 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('salesPacket.historyHint')}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

function DatedList({ items, empty }: { items: { text: string; at: string }[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((item, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText primary={item.text} secondary={item.at} />
        </ListItem>
      ))}
    </List>
  );
}
