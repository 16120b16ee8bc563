import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetSalesPacketDocument } from '../../../graphql/generated/operations/GetSalesPacket';
import { packetScreenPath } from '../../shared/sales-packet/packet';
import { useCanDo } from '../access/use-can-do';
import { DialogLoading } from '../common/loading';
import { VehicleShareLinks } from './vehicle-share-links';

// Both dialogs (the referral's and the link's forms and their rules) load when one opens, not with the vehicle page.
const ReferDialog = dynamic(() => import('../financing/refer-dialog').then((module) => module.ReferDialog), {
  ssr: false,
  loading: DialogLoading,
});
const CreateLinkDialog = dynamic(() => import('./create-link-dialog').then((module) => module.CreateLinkDialog), {
  ssr: false,
  loading: DialogLoading,
});

/**
 * On the vehicle page: its sales packet (`sales_packet`), sending it to a customer (a link by
 * e-mail or a text message to copy; `shareSalesPacket`), the running links' views, and "Refer to
 * financing" (`financing_referral`).
 */
export function VehicleSalesActions({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const canReadPacket = useCanDo('readSalesPacket');
  const canShare = useCanDo('shareSalesPacket');
  const canRefer = useCanDo('changeFinancingReferrals');
  const [referring, setReferring] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { data } = useQuery(GetSalesPacketDocument, { variables: { vehicleId }, skip: !canReadPacket });
  if (!canReadPacket && !canRefer) return null;
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {canReadPacket && (
          <Button
            variant="outlined"
            startIcon={<DescriptionOutlined />}
            component={NextLink}
            href={packetScreenPath(vehicleId)}
          >
            {t('salesPacket.open')}
          </Button>
        )}
        {canReadPacket && canShare && (
          <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setSharing(true)}>
            {t('salesPacket.send')}
          </Button>
        )}
        {canRefer && (
          <Button variant="outlined" startIcon={<RequestQuoteOutlined />} onClick={() => setReferring(true)}>
            {t('financing.refer.button')}
          </Button>
        )}
        {referring && <ReferDialog vehicleId={vehicleId} onClose={() => setReferring(false)} />}
        {sharing && (
          <CreateLinkDialog
            vehicleId={vehicleId}
            emailAvailable={data?.salesPacket.emailAvailable ?? false}
            onClose={() => setSharing(false)}
          />
        )}
      </Stack>
      {data && <VehicleShareLinks links={data.salesPacket.links} />}
    </>
  );
}
