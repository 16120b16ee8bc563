import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TransportState } from '../../../graphql/generated/types';

const COLORS: Record<TransportState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  requested: 'default',
  assigned: 'info',
  picked_up: 'warning',
  delivered: 'success',
  cancelled: 'default',
};

export function TransportStateChip({ state }: { state: TransportState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`transport.state.${state}`)}
    />
  );
}

/** The deadline warnings of an order: pickup overdue, title overdue. */
export function DeadlineChips({ order }: { order: { pickupOverdue: boolean; titleOverdue: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      {order.pickupOverdue && <Chip size="small" color="error" label={t('transport.deadline.pickupOverdue')} />}
      {order.titleOverdue && (
        <Chip size="small" color="error" variant="outlined" label={t('transport.deadline.titleOverdue')} />
      )}
    </>
  );
}
