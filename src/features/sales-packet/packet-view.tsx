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
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readPublicConfig } from '../../shared/config/public-config';
import type { SalesPacket } from '../../shared/sales-packet/packet';
import { Fact } from '../common/fact';
import { useFormat } from '../common/format';
import { DealerContact } from './dealer-contact';
import { PhotoGallery } from './photo-gallery';
import { QrCode } from './qr-code';

/** The packet's fields the view shows (the graph's answer and the public page's props alike). */
export type PacketViewData = Omit<SalesPacket, 'inspections' | 'repairs' | 'photos'> & {
  inspections: readonly { templateKey: string; completedAt: string }[];
  repairs: readonly { operation: string; completedAt: string }[];
  photos: readonly { id: string; width: number; height: number }[];
};

const subscribeToNothing = () => () => undefined;
const hasHistoryProvider = () => Boolean(readPublicConfig().vhrSnapshot);

/**
 * What a customer reads about one vehicle: its photos, facts, price, what the VIN says,
 * inspections passed, reconditioning done, CPO certification, the vehicle-history snapshot, the
 * dealership's contact details and `aside` (the shopper's "Check availability"). A section with
 * nothing to say is left out. The QR code of `onlineUrl` is on screen (`qr: 'screen'`) or only on
 * paper (`qr: 'print'`: the shopper already has the page open).
 */
export function PacketView({
  packet,
  onlineUrl,
  qr = 'screen',
  photoSrc,
  actions,
  aside,
}: {
  packet: PacketViewData;
  onlineUrl: string | null;
  qr?: 'screen' | 'print';
  photoSrc: (photoId: string) => string;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const historyProvider = useSyncExternalStore(subscribeToNothing, hasHistoryProvider, () => false);
  const title = [packet.year, packet.make, packet.model, packet.trim].filter(Boolean).join(' ');
  const facts: [string, ReactNode, boolean?][] = [
    [t('salesPacket.field.vin'), <Vin key="vin" vin={packet.vin} />, true],
    [t('salesPacket.field.stockNumber'), packet.stockNumber],
    [t('salesPacket.field.mileage'), t('salesPacket.miles', { miles: format.number(packet.mileage) })],
    ...optional(t('salesPacket.field.bodyStyle'), packet.bodyStyle),
    ...optional(t('salesPacket.field.exteriorColor'), packet.exteriorColor),
    ...optional(t('salesPacket.field.interiorColor'), packet.interiorColor),
  ];
  const fromVin = [
    ...optional(t('salesPacket.field.manufacturer'), packet.vinManufacturer),
    ...optional(t('salesPacket.field.country'), packet.vinCountry),
    ...optional(t('salesPacket.field.modelYear'), packet.vinModelYear),
  ];
  return (
    <Box data-testid="sales-packet" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {packet.dealershipName}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h5" component="p" data-testid="packet-price">
              {packet.listPriceCents === null
                ? t('salesPacket.priceOnRequest')
                : format.usd(Math.round(packet.listPriceCents / 100))}
            </Typography>
            {packet.certifiedAt && (
              <Chip
                color="success"
                icon={<VerifiedOutlined />}
                label={t('salesPacket.certified', { date: format.date(packet.certifiedAt) })}
              />
            )}
          </Stack>
          {actions && (
            <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          )}
        </Box>
        {onlineUrl && (
          <Stack
            sx={{
              alignItems: 'center',
              gap: 0.5,
              ...(qr === 'print' ? { display: 'none', '@media print': { display: 'flex' } } : {}),
            }}
          >
            <QrCode text={onlineUrl} label={t('salesPacket.qrLabel')} />
            <Typography variant="caption" color="text.secondary">
              {t('salesPacket.qrCaption')}
            </Typography>
          </Stack>
        )}
      </Stack>
      {packet.photos.length > 0 && <PhotoGallery photos={packet.photos} title={title} srcOf={photoSrc} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack sx={{ gap: 3 }}>
            <Section title={t('salesPacket.vehicleTitle')}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
                  gap: 2,
                }}
              >
                {facts.map(([label, value, wide]) => (
                  <Fact key={label} label={label} wide={wide}>
                    {value}
                  </Fact>
                ))}
              </Box>
            </Section>
            {fromVin.length > 0 && (
              <Section title={t('salesPacket.fromVinTitle')}>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
                    gap: 2,
                  }}
                >
                  {fromVin.map(([label, value]) => (
                    <Fact key={label} label={label}>
                      {value}
                    </Fact>
                  ))}
                </Box>
              </Section>
            )}
            {packet.inspections.length > 0 && (
              <Section title={t('salesPacket.inspectionsTitle')}>
                <DatedList
                  items={packet.inspections.map((item) => ({
                    text: t(`salesPacket.template.${item.templateKey}`, { defaultValue: item.templateKey }),
                    at: format.date(item.completedAt),
                  }))}
                />
              </Section>
            )}
            {packet.repairs.length > 0 && (
              <Section title={t('salesPacket.reconTitle')}>
                <DatedList
                  items={packet.repairs.map((item) => ({ text: item.operation, at: format.date(item.completedAt) }))}
                />
              </Section>
            )}
            {historyProvider && (
              <Section title={t('salesPacket.historyTitle')}>
                {/* The provider's snapshot script (VHR_SNAPSHOT_SRC, loaded by the shell) fills this element by its VIN. */}
                <Box className="vhr-dealer-snapshot" data-vin={packet.vin} sx={{ minHeight: 48 }} />
              </Section>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 3 }}>
            {aside}
            <Section title={t('salesPacket.dealer.title')}>
              <DealerContact packet={packet} />
            </Section>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/** A fact only when it has a value: the packet says nothing rather than "—". */
const optional = (label: string, value: string | number | null | undefined): [string, ReactNode][] =>
  value === null || value === undefined || value === '' ? [] : [[label, value]];

/** The VIN on one line: it never breaks mid-string; on a narrow phone it scrolls within its own box. */
function Vin({ vin }: { vin: string }) {
  return (
    <Box
      component="span"
      data-testid="packet-vin"
      sx={{
        display: 'block',
        maxWidth: '100%',
        overflowX: 'auto',
        whiteSpace: 'nowrap',
        fontFamily: 'monospace',
        fontSize: { xs: '0.95rem', sm: '1rem' },
        letterSpacing: 0.5,
      }}
    >
      {vin}
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ breakInside: 'avoid' }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function DatedList({ items }: { items: { text: string; at: string }[] }) {
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
