import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SharedPacketPageResult } from '../../shared/sales-packet/page-request';
import { usePdfMode } from '../../base/pdf-mode';
import { sharedPacketPhotoPath } from '../../shared/sales-packet/packet';
import { AvailabilityForm } from './availability-form';
import { PacketView, Section } from './packet-view';

export type SharedPacketScreenProps = { result: SharedPacketPageResult; onlineUrl: string; token: string };

/** `/packet/[token]`: the packet a customer opens through a share link, read-only, without signing in. */
export function SharedPacketScreen({ result, onlineUrl, token }: SharedPacketScreenProps) {
  const { t } = useTranslation();
  const pdfMode = usePdfMode();
  if (result.status !== 'open') {
    const key = result.status === 'gone' ? result.reason : 'notFound';
    return (
      <Container component="main" id="main-content" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <LinkOffOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          {t(`salesPacket.shared.${key}Title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('salesPacket.shared.askDealer')}
        </Typography>
      </Container>
    );
  }
  const { packet } = result;
  const title = [packet.year, packet.make, packet.model].join(' ');
  const content = (
    <PacketView
      packet={packet}
      onlineUrl={onlineUrl}
      // The shopper already has the page open: the QR code is for paper only.
      qr={pdfMode ? 'screen' : 'print'}
      photoSrc={(photoId) => sharedPacketPhotoPath(token, photoId)}
      aside={
        !pdfMode && (
          <Box sx={{ displayPrint: 'none' }}>
            <Section title={t('salesPacket.ask.title')}>
              <AvailabilityForm token={token} vehicleTitle={title} dealer={packet.dealershipName} />
            </Section>
          </Box>
        )
      }
    />
  );
  // In print mode the app already wraps the page in its print layout (and its main landmark).
  if (pdfMode) return content;
  return (
    <Container component="main" id="main-content" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {content}
      <Box sx={{ mt: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {t('salesPacket.shared.footer')}
        </Typography>
      </Box>
    </Container>
  );
}
