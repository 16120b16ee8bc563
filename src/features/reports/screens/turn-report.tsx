import { useTranslation } from 'react-i18next';
import { GetTurnReportDocument } from '../../../../graphql/generated/operations/GetTurnReport';
import { useDayLabel } from '../cells';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

/** Turn and days supply: retail pace over 30/45/90 days, the stock it covers, turns a year. */
export function TurnReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { range, setRange } = useReportRange();
  const report = useReport(GetTurnReportDocument, range);
  const data = report.data?.turnReport;
  return (
    <ReportFrame
      report="turn"
      range={range}
      onRangeChange={setRange}
      previousRange={data?.previousRange}
      query={report}
      unavailable={null}
    >
      {data && range && (
        <>
          <ReportFigures
            costWithheld={report.costWithheld}
            specs={[
              { key: 'retailUnits', figure: data.retailUnits, kind: 'count', better: 'up' },
              { key: 'wholesaleUnits', figure: data.wholesaleUnits, kind: 'count', better: null },
              { key: 'unitsInStock', figure: data.unitsInStock, kind: 'count', better: null },
              { key: 'daysSupply', figure: data.daysSupply, kind: 'days', better: 'down' },
              { key: 'salesPerDay30', figure: data.salesPerDay30, kind: 'perDay', better: 'up' },
              { key: 'salesPerDay45', figure: data.salesPerDay45, kind: 'perDay', better: 'up' },
              { key: 'salesPerDay90', figure: data.salesPerDay90, kind: 'perDay', better: 'up' },
              { key: 'annualTurn', figure: data.annualTurn, kind: 'turns', better: 'up' },
              { key: 'soldUnder30DaysShare', figure: data.soldUnder30DaysShare, kind: 'share', better: 'up' },
            ]}
          />
          <ChartCard title={t('reports.chart.turnTrend')}>
            <LazyReportChart
              type="line"
              id="turnTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                {
                  key: 'retailUnits',
                  kind: 'count',
                  color: 'success',
                  data: data.trend.map((point) => point.retailUnits),
                },
                {
                  key: 'unitsInStock',
                  kind: 'count',
                  color: 'primary',
                  data: data.trend.map((point) => point.unitsInStock),
                },
              ]}
            />
          </ChartCard>
          <ReportTable
            report="turn"
            range={range}
            costWithheld={report.costWithheld}
            id="turnModels"
            rows={data.byModel}
            rowKey={(row) => `${row.make}|${row.model}`}
            columns={[
              { key: 'make', kind: 'text', value: (row) => row.make },
              { key: 'model', kind: 'text', value: (row) => row.model },
              { key: 'retailUnits', kind: 'count', value: (row) => row.retailUnits },
              { key: 'unitsInStock', kind: 'count', value: (row) => row.unitsInStock },
              { key: 'daysSupply', kind: 'days', value: (row) => row.daysSupply },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
