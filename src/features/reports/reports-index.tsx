import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import {
  GetReportHeadlinesDocument,
  type GetReportHeadlinesQuery,
} from '../../../graphql/generated/operations/GetReportHeadlines';
import { canSeeVehicleCost } from '../../shared/inventory/vehicle';
import { PageHeader } from '../common/page-header';
import { useGraphQLErrorText } from '../../base/use-graphql-action';
import { useMe } from '../../base/use-me';
import { changeTone, useFigureFormat, type Better, type FigureKind } from './figure-format';
import { RangePicker } from './range-picker';
import type { DayRange } from './range-presets';
import { TONE_COLOR, useMissingReason, type Figure } from './report-figure';
import { REPORT_KEYS, useRangeText, type ReportKey } from './report-frame';
import { useReportRange } from './use-report-range';

type Headline = {
  figure: string;
  kind: FigureKind;
  better: Better;
  costBased?: boolean;
  read: (data: GetReportHeadlinesQuery) => { value?: Figure | null; unavailable?: { area: string } | null };
};

/** Each report's headline figure on its card. */
const HEADLINES: Record<ReportKey, Headline> = {
  aging: {
    figure: 'agedUnits',
    kind: 'count',
    better: 'down',
    read: (data) => ({ value: data.inventoryAgingReport?.agedUnits }),
  },
  turn: {
    figure: 'daysSupply',
    kind: 'days',
    better: 'down',
    read: (data) => ({ value: data.turnReport?.daysSupply }),
  },
  recon: {
    figure: 'medianTimeToLineDays',
    kind: 'days',
    better: 'down',
    read: (data) => ({ value: data.reconReport?.medianTimeToLineDays, unavailable: data.reconReport?.unavailable }),
  },
  appraisals: {
    figure: 'lookToBookShare',
    kind: 'share',
    better: 'up',
    read: (data) => ({ value: data.appraisalReport?.lookToBookShare, unavailable: data.appraisalReport?.unavailable }),
  },
  pricing: {
    figure: 'priceReductions',
    kind: 'count',
    better: null,
    read: (data) => ({ value: data.pricingReport?.priceReductions, unavailable: data.pricingReport?.unavailable }),
  },
  sales: {
    figure: 'retailGrossPerUnitCents',
    kind: 'money',
    better: 'up',
    costBased: true,
    read: (data) => ({ value: data.salesReport?.retailGrossPerUnitCents }),
  },
  market: {
    figure: 'marketDaysSupply',
    kind: 'days',
    better: null,
    read: (data) => ({ value: data.marketReport?.marketDaysSupply, unavailable: data.marketReport?.unavailable }),
  },
};

/** /reports: the seven reports, each with its headline figure over the chosen range and its change. */
export function ReportsIndexScreen() {
  const { t } = useTranslation();
  const { range, setRange } = useReportRange();
  const rangeText = useRangeText();
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      {range && (
        <>
          <RangePicker range={range} onChange={setRange} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {rangeText(range)}
          </Typography>
          <Box
            component="ul"
            aria-label={t('reports.title')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            {REPORT_KEYS.map((key) => (
              <ReportCard key={key} report={key} range={range} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

function ReportCard({ report, range }: { report: ReportKey; range: DayRange }) {
  const { t } = useTranslation();
  const formatFigure = useFigureFormat();
  const missingReason = useMissingReason();
  const errorText = useGraphQLErrorText();
  const { user } = useMe({ throwOnError: false });
  const costWithheld = user !== null && !canSeeVehicleCost(user);
  const only = Object.fromEntries(REPORT_KEYS.map((key) => [key, key === report])) as Record<ReportKey, boolean>;
  const query = useQuery(GetReportHeadlinesDocument, {
    variables: { range, ...only },
    fetchPolicy: 'cache-and-network',
  });
  const data = query.data as GetReportHeadlinesQuery | undefined;
  const headline = HEADLINES[report];
  const { value, unavailable } = data ? headline.read(data) : {};
  const tone = changeTone(value?.change, headline.better);
  // Inside a link a tooltip cannot be reached: every state is written out.
  const body = unavailable ? (
    <Typography variant="body2" color="text.secondary">
      {t('reports.unavailable', { area: t(`reports.area.${unavailable.area}`, { defaultValue: unavailable.area }) })}
    </Typography>
  ) : !data && query.error ? (
    <Typography variant="body2" color="error">
      {errorText(query.error)}
    </Typography>
  ) : (
    <>
      <Typography variant="body2" color="text.secondary">
        {t(`reports.figure.${headline.figure}`)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {data ? formatFigure.value(headline.kind, value?.current) : <Skeleton width={80} />}
      </Typography>
      {data && value?.current == null && (
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
  );
  return (
    <Card component="li" data-report={report}>
      <CardActionArea
        component={NextLink}
        href={`/reports/${report}?${new URLSearchParams(range).toString()}`}
        sx={{
          p: 2,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Typography component="h2" variant="h6">
          {t(`reports.${report}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`reports.${report}.summary`)}
        </Typography>
        {body}
      </CardActionArea>
    </Card>
  );
}
