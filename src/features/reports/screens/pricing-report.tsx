import { useTranslation } from 'react-i18next';
import { GetPricingReportDocument } from '../../../../graphql/generated/operations/GetPricingReport';
import { useDayLabel } from '../cells';
import { useFigureFormat } from '../figure-format';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame, ReportUnavailableState } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

type Band = { fromPercent?: number | null; toPercent?: number | null };

/** Pricing: where today's stock sits against its market, and the range's price changes and what followed them. */
export function PricingReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const formatFigure = useFigureFormat();
  const { range, setRange } = useReportRange();
  const report = useReport(GetPricingReportDocument, range);
  const data = report.data?.pricingReport;
  const common = { report: 'pricing', range: range!, costWithheld: report.costWithheld };
  const bandLabel = (band: Band) =>
    band.fromPercent == null
      ? t('reports.band.below', { to: formatFigure.value('percent', band.toPercent) })
      : band.toPercent == null
        ? t('reports.band.above', { from: formatFigure.value('percent', band.fromPercent) })
        : t('reports.band.between', {
            from: formatFigure.value('percent', band.fromPercent),
            to: formatFigure.value('percent', band.toPercent),
          });
  return (
    <ReportFrame
      report="pricing"
      range={range}
      onRangeChange={setRange}
      previousRange={data?.previousRange}
      query={report}
      unavailable={data?.unavailable}
    >
      {data && range && (
        <>
          <ReportFigures
            costWithheld={report.costWithheld}
            specs={[
              { key: 'priceChanges', figure: data.priceChanges, kind: 'count', better: null },
              { key: 'priceReductions', figure: data.priceReductions, kind: 'count', better: null },
              { key: 'averageReductionCents', figure: data.averageReductionCents, kind: 'money', better: null },
              {
                key: 'soldWithin14DaysOfReductionShare',
                figure: data.soldWithin14DaysOfReductionShare,
                kind: 'share',
                better: 'up',
              },
              {
                key: 'averageDaysFromReductionToSale',
                figure: data.averageDaysFromReductionToSale,
                kind: 'days',
                better: 'down',
              },
              {
                key: 'medianPriceToMarketPercent',
                figure: { current: data.medianPriceToMarketPercent },
                kind: 'percent',
                better: null,
              },
            ]}
          />
          <ChartCard title={t('reports.chart.priceToMarket')}>
            {data.marketUnavailable ? (
              <ReportUnavailableState unavailable={data.marketUnavailable} />
            ) : (
              <LazyReportChart
                type="bar"
                id="priceToMarket"
                labels={data.priceToMarket.map(bandLabel)}
                series={[
                  { key: 'units', kind: 'count', color: 'primary', data: data.priceToMarket.map((band) => band.units) },
                ]}
              />
            )}
          </ChartCard>
          <ChartCard title={t('reports.chart.pricingTrend')}>
            <LazyReportChart
              type="bar"
              id="pricingTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                { key: 'changes', kind: 'count', color: 'primary', data: data.trend.map((point) => point.changes) },
                {
                  key: 'reductions',
                  kind: 'count',
                  color: 'warning',
                  data: data.trend.map((point) => point.reductions),
                },
              ]}
            />
          </ChartCard>
          {!data.marketUnavailable && (
            <ReportTable
              {...common}
              id="priceToMarket"
              rows={data.priceToMarket}
              rowKey={(row) => `${row.fromPercent}-${row.toPercent}`}
              columns={[
                { key: 'band', kind: 'text', value: bandLabel },
                { key: 'units', kind: 'count', value: (row) => row.units },
              ]}
            />
          )}
          <ReportTable
            {...common}
            id="reductionsByAge"
            rows={data.reductionsByAge}
            rowKey={(row) => row.bucket}
            columns={[
              { key: 'bucket', kind: 'text', value: (row) => t(`inventory.age.${row.bucket}`) },
              { key: 'reductions', kind: 'count', value: (row) => row.reductions },
              { key: 'averageReductionCents', kind: 'money', value: (row) => row.averageReductionCents },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
