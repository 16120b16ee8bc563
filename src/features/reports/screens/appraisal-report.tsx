import { useTranslation } from 'react-i18next';
import { GetAppraisalReportDocument } from '../../../../graphql/generated/operations/GetAppraisalReport';
import { useDayLabel } from '../cells';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

/** Appraisals: made, won and lost, look-to-book and cost-to-market by appraiser, why they were lost. */
export function AppraisalReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { range, setRange } = useReportRange();
  const report = useReport(GetAppraisalReportDocument, range);
  const data = report.data?.appraisalReport;
  const common = { report: 'appraisals', range: range!, costWithheld: report.costWithheld };
  return (
    <ReportFrame
      report="appraisals"
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
              { key: 'made', figure: data.made, kind: 'count', better: 'up' },
              { key: 'won', figure: data.won, kind: 'count', better: 'up' },
              { key: 'lost', figure: data.lost, kind: 'count', better: 'down' },
              { key: 'lookToBookShare', figure: data.lookToBookShare, kind: 'share', better: 'up' },
              {
                key: 'costToMarketShare',
                figure: data.costToMarketShare,
                kind: 'share',
                better: 'down',
                costBased: true,
              },
            ]}
          />
          <ChartCard title={t('reports.chart.appraisalTrend')}>
            <LazyReportChart
              type="bar"
              id="appraisalTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                { key: 'made', kind: 'count', color: 'primary', data: data.trend.map((point) => point.made) },
                { key: 'won', kind: 'count', color: 'success', data: data.trend.map((point) => point.won) },
              ]}
            />
          </ChartCard>
          <ReportTable
            {...common}
            id="appraisers"
            rows={data.byAppraiser}
            rowKey={(row, index) => row.appraiser?.id ?? `store-${index}`}
            columns={[
              { key: 'appraiser', kind: 'text', value: (row) => row.appraiser?.name ?? t('reports.store') },
              { key: 'made', kind: 'count', value: (row) => row.made },
              { key: 'won', kind: 'count', value: (row) => row.won },
              { key: 'lost', kind: 'count', value: (row) => row.lost },
              { key: 'lookToBookShare', kind: 'share', value: (row) => row.lookToBook },
              { key: 'costToMarketShare', kind: 'share', value: (row) => row.costToMarket, costBased: true },
              { key: 'offerToAuctionIndex', kind: 'share', value: (row) => row.offerToAuctionIndex },
            ]}
          />
          <ReportTable
            {...common}
            id="lostReasons"
            rows={data.lostReasons}
            rowKey={(row) => row.reason}
            columns={[
              { key: 'reason', kind: 'text', value: (row) => t(`appraisals.lostReason.${row.reason}`) },
              { key: 'count', kind: 'count', value: (row) => row.count },
              { key: 'share', kind: 'share', value: (row) => row.share },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
