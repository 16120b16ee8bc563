import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { GetReportHeadlinesDocument, type GetReportHeadlinesQuery } from '../../../graphql/generated/client/graphql';
import { QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { changeTone, useFigureFormat, type Better, type FigureKind } from './figure-format';
import { RangePicker } from './range-picker';
import { TONE_COLOR, useMissingReason, type Figure } from './report-figure';
import { REPORT_KEYS, useRangeText, type ReportKey } from './report-frame';
import { useReportRange } from './use-report-range';
import { canSeeVehicleCost } from '../../shared/inventory/vehicle';
import { useMe } from '../users/use-me';

type Headline = { figure: string; kind: FigureKind; better: Better; costBased?: boolean; read: (data: GetReportHeadlinesQuery) => { value?: Figure | null; unavailable?: { area: string } | null } };

/** Each report's headline figure on its card. */
const HEADLINES: Record<ReportKey, Headline> = {
  aging: { figure: 'agedUnits', kind: 'count', better: 'down', read: (data) => ({ value: data.inventoryAgingReport?.agedUnits }) },
  turn: { figure: 'daysSupply', kind: 'days', better: 'down', read: (data) => ({ value: data.turnReport?.daysSupply }) },
  recon: { figure: 'medianTimeToLineDays', kind: 'days', better: 'down', read: (data) => ({ value: data.reconReport?.medianTimeToLineDays, unavailable: data.reconReport?.unavailable }) },
  appraisals: { figure: 'lookToBookShare', kind: 'share', better: 'up', read: (data) => ({ value: data.appraisalReport?.lookToBookShare, unavailable: data.appraisalReport?.unavailable }) },
  pricing: { figure: 'priceReductions', kind: 'count', better: null, read: (data) => ({ value: data.pricingReport?.priceReductions, unavailable: data.pricingReport?.unavailable }) },
  sales: { figure: 'retailGrossPerUnitCents', kind: 'money', better: 'up', costBased: true, read: (data) => ({ value: data.salesReport?.retailGrossPerUnitCents }) },
  market: { figure: 'marketDaysSupply', kind: 'days', better: null, read: (data) => ({ value: data.marketReport?.marketDaysSupply, unavailable: data.marketReport?.unavailable }) },
};

/** /reports: the seven reports, each with its headline figure over the chosen range and its change. */
export function ReportsIndexScreen() {
  const { t } = useTranslation();
  const { range, setRange } = useReportRange();
  const rangeText = useRangeText();
  const formatFigure = useFigureFormat();
  const missingReason = useMissingReason();
  const { user } = useMe({ throwOnError: false });
  const costWithheld = user !== null && !canSeeVehicleCost(user);
  // One report failing leaves the other cards their figures.
  const query = useQuery(GetReportHeadlinesDocument, { variables: { range: range ?? { from: '', to: '' } }, skip: range === null, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const data = query.data as GetReportHeadlinesQuery | undefined;
  const search = range ? `?${new URLSearchParams(range).toString()}` : '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      {range && <RangePicker range={range} onChange={setRange} />}
      {range && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {rangeText(range)}
        </Typography>
      )}
      <QueryState loaded={Boolean(data)} loading={query.loading} error={query.error} onRetry={query.refetch} loadingLabel={t('reports.loading')} empty={false}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
          {REPORT_KEYS.map((key) => {
            const headline = HEADLINES[key];
            const { value, unavailable } = data ? headline.read(data) : {};
            const tone = changeTone(value?.change, headline.better);
            return (
              <Card component="li" key={key} data-report={key}>
                <CardActionArea component={NextLink} href={`/reports/${key}${search}`} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                  <Typography component="h2" variant="h6">
                    {t(`reports.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {t(`reports.${key}.summary`)}
                  </Typography>
                  {unavailable ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('reports.unavailable', { area: t(`reports.area.${unavailable.area}`, { defaultValue: unavailable.area }) })}
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {t(`reports.figure.${headline.figure}`)}
                      </Typography>
                      <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                        {formatFigure.value(headline.kind, value?.current)}
                      </Typography>
                      {/* Inside a link a tooltip cannot be reached: the reason is written out. */}
                      {value?.current == null && (
                        <Typography variant="caption" color="text.secondary">
                          {missingReason(headline.costBased, costWithheld)}
                        </Typography>
                      )}
                      {tone && value?.change != null && (
                        <Typography variant="body2" sx={{ color: TONE_COLOR[tone] }}>
                          {formatFigure.change(headline.kind, value.change)} {t(`reports.tone.${tone}`)}
                        </Typography>
                      )}
                    </>
                  )}
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      </QueryState>
    </Box>
  );
}
