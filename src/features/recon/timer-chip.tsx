import Chip from '@mui/material/Chip';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconTimerState } from '../../../graphql/generated/types';
import { durationParts } from './board-view';

export const TIMER_COLORS: Record<ReconTimerState, 'success' | 'warning' | 'error'> = {
  on_track: 'success',
  at_risk: 'warning',
  overdue: 'error',
};

/** Counted seconds as a short duration ("45 min", "5 h 20 min", "3 d 4 h"). */
export function useDuration() {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => t(`recon.duration.${durationParts(seconds).key}`, durationParts(seconds)),
    [t],
  );
}

/** Time in stage, coloured against the stage's target (the graph's timer state), and said in words too. */
export function TimerChip({ seconds, timer }: { seconds: number; timer: ReconTimerState }) {
  const { t } = useTranslation();
  const duration = useDuration();
  return (
    <Chip
      size="small"
      color={TIMER_COLORS[timer]}
      label={t('recon.timer.chip', { duration: duration(seconds), state: t(`recon.timer.${timer}`) })}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
