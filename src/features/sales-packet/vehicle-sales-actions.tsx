import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { packetScreenPath } from '../../shared/sales-packet/packet';
import { useCanDo } from '../access/use-can-do';
import { ReferDialog } from '../financing/refer-dialog';

/** On the vehicle page: its sales packet (`sales_packet`) and "Refer to financing" (`financing_referral`). */
export function VehicleSalesActions({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const canReadPacket = useCanDo('readSalesPacket');
  const canRefer = useCanDo('changeFinancingReferrals');
  const [referring, setReferring] = useState(false);
  if (!canReadPacket && !canRefer) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
      {canReadPacket && (
        <Button variant="outlined" startIcon={<DescriptionOutlined />} component={NextLink} href={packetScreenPath(vehicleId)}>
          {t('salesPacket.open')}
        </Button>
      )}
      {canRefer && (
        <Button variant="outlined" startIcon={<RequestQuoteOutlined />} onClick={() => setReferring(true)}>
          {t('financing.refer.button')}
        </Button>
      )}
      {referring && <ReferDialog vehicleId={vehicleId} onClose={() => setReferring(false)} />}
    </Stack>
  );
}
