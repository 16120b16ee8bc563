import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DealerContactData = {
  dealershipName: string;
  dealerAddress: string | null;
  dealerPhone: string | null;
  dealerHours: string | null;
};

// Read by a screen reader, not shown: what each line is (the icon says it to the eye).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A `tel:` address of a phone number as people write it: its digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** The dealership's name, address, phone (a call button) and hours; each line only when it is set. */
export function DealerContact({ packet }: { packet: DealerContactData }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="packet-dealer">
      <Typography variant="h6" component="p">
        {packet.dealershipName}
      </Typography>
      {packet.dealerAddress && (
        <Line
          icon={<PlaceOutlined fontSize="small" />}
          label={t('salesPacket.dealer.address')}
          text={packet.dealerAddress}
        />
      )}
      {packet.dealerHours && (
        <Line
          icon={<ScheduleOutlined fontSize="small" />}
          label={t('salesPacket.dealer.hours')}
          text={packet.dealerHours}
        />
      )}
      {packet.dealerPhone && (
        <Button
          variant="outlined"
          startIcon={<PhoneOutlined />}
          href={telHref(packet.dealerPhone)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('salesPacket.dealer.call', { phone: packet.dealerPhone })}
        </Button>
      )}
    </Stack>
  );
}

function Line({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Stack aria-hidden sx={{ color: 'text.secondary', pt: 0.25 }}>
        {icon}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <span style={VISUALLY_HIDDEN}>{label}: </span>
        {text}
      </Typography>
    </Stack>
  );
}
