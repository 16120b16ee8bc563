import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AppraisalState } from '../../../graphql/generated/types';
import { STATE_COLORS } from './appraisal-view';

export function AppraisalStateChip({ state, size = 'small' }: { state: AppraisalState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={STATE_COLORS[state]}
      variant="outlined"
      label={t(`appraisals.state.${state}`)}
      data-testid="appraisal-state"
    />
  );
}
