import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VehicleReconPositionFieldsFragment } from '../../../../graphql/generated/operations/VehicleReconPositionFields';
import { useFormat } from '../../common/format';
import { useFeatureFlag } from '../../../base/use-feature-flag';

/** Whether inventory shows recon status: the `recon_status` feature of the organization (or of the user). */
export function useShowsReconStatus(): boolean {
  return useFeatureFlag('recon_status').enabled;
}

/** "Certified" for a certified pre-owned vehicle. */
export function CertifiedChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined />}
      label={t('reconVehicle.certifiedChip')}
    />
  );
}

/** The grid's compact "Certified": the badge alone, named for screen readers and on hover. */
export function CertifiedMark() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('reconVehicle.certifiedChip')}>
      <VerifiedOutlined
        color="success"
        fontSize="small"
        role="img"
        aria-label={t('reconVehicle.certifiedChip')}
        aria-hidden={false}
      />
    </Tooltip>
  );
}

/** A vehicle's recon stage and expected front-line date, as sales staff read them in inventory. */
export function ReconStatus({ recon }: { recon: VehicleReconPositionFieldsFragment | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!recon) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', minWidth: 0 }} data-testid="recon-status">
      <Chip
        size="small"
        variant="outlined"
        color={recon.stage.isFrontLine ? 'success' : 'default'}
        label={recon.stage.name}
      />
      {recon.expectedFrontLineAt && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('reconVehicle.status.expected', { date: format.date(recon.expectedFrontLineAt) })}
        </Typography>
      )}
    </Stack>
  );
}
