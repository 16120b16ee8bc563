import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useDuration } from './timer-chip';
import { useReconFigures } from './use-recon-board';

/** The workflow's own figures (reconMetrics), each with its formula in plain words (docs/metrics.md). */
export function ReconFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDuration();
  const errorText = useGraphQLErrorText();
  const { data, error } = useReconFigures();
  if (error && !data)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('recon.figures.error', { reason: errorText(error) })}
      </Alert>
    );
  const now = data?.thisMonth;
  const last = data?.lastMonth;
  const overTarget = now?.stages.reduce((sum, figures) => sum + figures.overdue, 0);
  const timeToLine = (seconds: number | null | undefined) => (seconds == null ? '—' : duration(seconds));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
      <Figure
        name={t('recon.figures.timeToLine')}
        value={now && timeToLine(now.medianTimeToLineSeconds)}
        detail={
          now &&
          last &&
          t('recon.figures.timeToLineDetail', { last: timeToLine(last.medianTimeToLineSeconds), count: now.frontLined })
        }
        formula={t('recon.figures.timeToLineFormula')}
      />
      <Figure
        name={t('recon.figures.overTarget')}
        value={overTarget === undefined ? undefined : format.number(overTarget)}
        detail={t('recon.figures.overTargetDetail')}
        formula={t('recon.figures.overTargetFormula')}
      />
      <Figure
        name={t('recon.figures.spend')}
        value={now && format.money(now.reconSpendCents)}
        detail={t('recon.figures.spendDetail')}
        formula={t('recon.figures.spendFormula')}
      />
    </Box>
  );
}

function Figure({
  name,
  value,
  detail,
  formula,
}: {
  name: string;
  value: string | undefined;
  detail: string | undefined;
  formula: string;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {name}
        </Typography>
        <Tooltip title={formula} describeChild enterTouchDelay={0}>
          <IconButton size="small" aria-label={t('recon.figures.how', { figure: name })}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {detail ?? <Skeleton width={140} />}
      </Typography>
    </Card>
  );
}
