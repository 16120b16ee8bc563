import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../common/format';
import type { DealerInsights } from './use-dealer-insights';

function Figure({ name, value, detail, testId }: { name: string; value: string; detail: string; testId: string }) {
  return (
    <Card component="section" aria-label={name} sx={{ p: 2, breakInside: 'avoid' }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 600, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Card>
  );
}

/** The four headline figures: units in stock, mean price-to-market, days supply, aged units. */
export function InsightFigures({ report }: { report: DealerInsights }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent =
    report.priceToMarket == null ? '—' : t('dealerInsights.percent', { value: format.decimal(report.priceToMarket) });
  const days = report.daysSupply == null ? '—' : t('dealerInsights.days', { value: format.decimal(report.daysSupply) });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        '@media print': { gridTemplateColumns: 'repeat(4, 1fr)' },
      }}
    >
      <Figure
        testId="figure-in-stock"
        name={t('dealerInsights.figure.inStock')}
        value={format.number(report.inStock)}
        detail={t('dealerInsights.figure.inStockDetail')}
      />
      <Figure
        testId="figure-price-to-market"
        name={t('dealerInsights.figure.priceToMarket')}
        value={percent}
        detail={t('dealerInsights.figure.priceToMarketDetail')}
      />
      <Figure
        testId="figure-days-supply"
        name={t('dealerInsights.figure.daysSupply')}
        value={days}
        detail={t('dealerInsights.figure.daysSupplyDetail')}
      />
      <Figure
        testId="figure-aged"
        name={t('dealerInsights.figure.aged')}
        value={format.number(report.agedUnits)}
        detail={t('dealerInsights.figure.agedDetail')}
      />
    </Box>
  );
}
