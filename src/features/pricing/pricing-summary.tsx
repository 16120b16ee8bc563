import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { pricingSummary } from './pricing-view';
import type { PricingRow } from './use-pricing';

/** The figures over the vehicles shown, each with how it is counted. */
export function PricingSummary({
  rows,
  loaded,
  failed,
  market,
}: {
  rows: PricingRow[];
  loaded: boolean;
  failed: boolean;
  market: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = pricingSummary(rows);
  // Without an answer (the error is shown under the filters) the figures read '—', not a placeholder forever.
  const value = (text: string) => (loaded ? text : failed ? '—' : undefined);
  return (
    <Box
      component="section"
      aria-label={t('pricing.summary.label')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}
    >
      <Figure
        name={t('pricing.summary.vehicles')}
        value={value(format.number(summary.vehicles))}
        formula={t('pricing.summary.vehiclesFormula')}
      />
      <Figure
        name={t('pricing.summary.priceToMarket')}
        value={value(
          market
            ? summary.averagePriceToMarket == null
              ? '—'
              : t('pricing.percent', { value: format.decimal(summary.averagePriceToMarket) })
            : t('pricing.summary.needsMarket'),
        )}
        formula={t('pricing.summary.priceToMarketFormula', { count: summary.withPriceToMarket })}
      />
      <Figure
        name={t('pricing.summary.overSixty')}
        value={value(format.number(summary.overSixtyDays))}
        formula={t('pricing.summary.overSixtyFormula')}
      />
      <Figure
        name={t('pricing.summary.rulesChange')}
        value={value(format.number(summary.rulesWouldChange))}
        formula={t('pricing.summary.rulesChangeFormula')}
      />
    </Box>
  );
}

function Figure({ name, value, formula }: { name: string; value: string | undefined; formula: string }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {name}
        </Typography>
        <Tooltip title={formula} describeChild enterTouchDelay={0}>
          <IconButton size="small" aria-label={t('pricing.summary.how', { figure: name })}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
    </Card>
  );
}
