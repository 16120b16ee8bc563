import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetSalesPacketDocument } from '../../../graphql/generated/operations/GetSalesPacket';
import { photoUrl } from '../../shared/inventory/photos';
import { packetScreenPath } from '../../shared/sales-packet/packet';
import { useCanDo } from '../access/use-can-do';
import { QueryState } from '../common/loading';
import { ReferDialog } from '../financing/refer-dialog';
import { usePdfMode } from '../../base/pdf-mode';
import { PacketView } from './packet-view';
import { ShareLinks } from './share-links';

// The print view carries the share link to encode in the QR code in its fragment, which never
// reaches a server or a log: `#link=<url>`.
const LINK_FRAGMENT = 'link';
const linkFromFragment = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get(LINK_FRAGMENT);
const printHref = (vehicleId: string, shareUrl: string | null) =>
  `${packetScreenPath(vehicleId)}?pdfMode=true${shareUrl ? `#${LINK_FRAGMENT}=${encodeURIComponent(shareUrl)}` : ''}`;

/** `/inventory/[id]/packet`: the customer-facing packet of a vehicle, its share links, print and referral. */
export function SalesPacketScreen() {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : null;
  return id ? <SalesPacketOf key={id} vehicleId={id} /> : null;
}

function SalesPacketOf({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const pdfMode = usePdfMode();
  const canShare = useCanDo('shareSalesPacket');
  const canRefer = useCanDo('changeFinancingReferrals');
  const [shareUrl, setShareUrl] = useState<string | null>(linkFromFragment);
  const [referring, setReferring] = useState(false);
  const { data, loading, error, refetch } = useQuery(GetSalesPacketDocument, { variables: { vehicleId } });
  const packet = data?.salesPacket;

  return (
    <Box>
      {!pdfMode && (
        <Button
          component={NextLink}
          href={`/inventory/${encodeURIComponent(vehicleId)}`}
          startIcon={<ArrowBackOutlined />}
          sx={{ mb: 1, ml: -1 }}
        >
          {t('salesPacket.backToVehicle')}
        </Button>
      )}
      <QueryState
        loaded={Boolean(packet)}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        loadingLabel={t('app.loading')}
        empty={false}
      >
        {packet && (
          <>
            {!pdfMode && !shareUrl && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('salesPacket.qrNeedsLink')}
              </Alert>
            )}
            <PacketView
              packet={packet}
              onlineUrl={shareUrl}
              photoSrc={photoUrl}
              actions={
                !pdfMode && (
                  <>
                    <Button
                      variant="outlined"
                      startIcon={<PrintOutlined />}
                      href={printHref(vehicleId, shareUrl)}
                      target="_blank"
                      rel="noopener"
                    >
                      {t('salesPacket.print')}
                    </Button>
                    {canRefer && (
                      <Button
                        variant="outlined"
                        startIcon={<RequestQuoteOutlined />}
                        onClick={() => setReferring(true)}
                      >
                        {t('financing.refer.button')}
                      </Button>
                    )}
                  </>
                )
              }
            />
            {!pdfMode && (
              <ShareLinks
                vehicleId={vehicleId}
                links={packet.links}
                canShare={canShare}
                emailAvailable={packet.emailAvailable}
                onCreated={setShareUrl}
              />
            )}
          </>
        )}
      </QueryState>
      {referring && <ReferDialog vehicleId={vehicleId} onClose={() => setReferring(false)} />}
    </Box>
  );
}
