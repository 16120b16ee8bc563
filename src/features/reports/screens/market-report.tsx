import { useTranslation } from 'react-i18next';
import { GetMarketReportDocument } from '../../../../graphql/generated/operations/GetMarketReport';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

/** Segments in the chart: the store's largest (the table holds them all). */
const CHART_SEGMENTS = 12;

/** The market report: supply and days supply of the store's segments in its market, beside the store's own. */
export function MarketReportScreen() {
  const { t } = useTranslation();
  const { range, setRange } = useReportRange();
  const report = useReport(GetMarketReportDocument, range);
  const data = report.data?.marketReport;
  return (
    <ReportFrame
      report="market"
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
              { key: 'marketSupply', figure: data.marketSupply, kind: 'count', better: null },
              { key: 'marketSalesPerDay', figure: data.marketSalesPerDay, kind: 'perDay', better: null },
              { key: 'marketDaysSupply', figure: data.marketDaysSupply, kind: 'days', better: null },
              { key: 'storeDaysSupply', figure: data.storeDaysSupply, kind: 'days', better: 'down' },
            ]}
          />
          <ChartCard title={t('reports.chart.marketSegments')}>
            <LazyReportChart
              type="bar"
              id="marketSegments"
              labels={data.segments.slice(0, CHART_SEGMENTS).map((row) => `${row.make} ${row.model}`)}
              series={[
                {
                  key: 'storeDaysSupply',
                  kind: 'days',
                  color: 'primary',
                  data: data.segments.slice(0, CHART_SEGMENTS).map((row) => row.storeDaysSupply ?? null),
                },
                {
                  key: 'marketDaysSupply',
                  kind: 'days',
                  color: 'secondary',
                  data: data.segments.slice(0, CHART_SEGMENTS).map((row) => row.marketDaysSupply ?? null),
                },
              ]}
            />
          </ChartCard>
          <ReportTable
            report="market"
            range={range}
            costWithheld={report.costWithheld}
            id="marketSegments"
            rows={data.segments}
            rowKey={(row) => `${row.make}|${row.model}`}
            columns={[
              { key: 'make', kind: 'text', value: (row) => row.make },
              { key: 'model', kind: 'text', value: (row) => row.model },
              { key: 'storeUnits', kind: 'count', value: (row) => row.storeUnits },
              { key: 'storeSalesPerDay', kind: 'perDay', value: (row) => row.storeSalesPerDay },
              { key: 'storeDaysSupply', kind: 'days', value: (row) => row.storeDaysSupply },
              { key: 'marketUnits', kind: 'count', value: (row) => row.marketUnits },
              { key: 'marketSalesPerDay', kind: 'perDay', value: (row) => row.marketSalesPerDay },
              { key: 'marketDaysSupply', kind: 'days', value: (row) => row.marketDaysSupply },
              { key: 'marketMedianPriceCents', kind: 'money', value: (row) => row.marketMedianPriceCents },
              { key: 'storeShareOfSales', kind: 'share', value: (row) => row.storeShareOfSales },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
