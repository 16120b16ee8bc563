import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ageBucketOf, type AgeBucketKey, type VehicleStatus } from '../../shared/inventory/vehicle';

export const STATUS_COLORS: Record<VehicleStatus, ChipProps['color']> = {
  incoming: 'default',
  in_recon: 'warning',
  frontline: 'success',
  sale_pending: 'info',
  sold: 'primary',
  wholesaled: 'secondary',
};

export const AGE_BUCKET_COLORS: Record<AgeBucketKey, 'success' | 'info' | 'warning' | 'error'> = {
  DAYS_0_30: 'success',
  DAYS_31_60: 'info',
  DAYS_61_90: 'warning',
  DAYS_OVER_90: 'error',
};

export function StatusChip({ status, size = 'small' }: { status: VehicleStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return <Chip size={size} color={STATUS_COLORS[status]} variant="outlined" label={t(`inventory.status.${status}`)} />;
}

/** Days in inventory, coloured by age bucket. */
export function AgeChip({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={AGE_BUCKET_COLORS[ageBucketOf(days)]}
      label={t('inventory.days', { count: days })}
      sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 64 }}
    />
  );
}
