import { useTranslation } from 'react-i18next';
import { GetReconReportDocument } from '../../../../graphql/generated/operations/GetReconReport';
import { useDayLabel, vehicleText, VehicleLink } from '../cells';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

/** Reconditioning: time-to-line and days in recon, time per stage, cost per unit, the vehicles over target. */
export function ReconReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { range, setRange } = useReportRange();
  const report = useReport(GetReconReportDocument, range);
  const data = report.data?.reconReport;
  const common = { report: 'recon', range: range!, costWithheld: report.costWithheld };
  return (
    <ReportFrame
      report="recon"
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
              { key: 'frontLined', figure: data.frontLined, kind: 'count', better: 'up' },
              { key: 'medianTimeToLineDays', figure: data.medianTimeToLineDays, kind: 'days', better: 'down' },
              { key: 'averageTimeToLineDays', figure: data.averageTimeToLineDays, kind: 'days', better: 'down' },
              { key: 'averageDaysInRecon', figure: data.averageDaysInRecon, kind: 'days', better: 'down' },
              { key: 'reconCostPerUnitCents', figure: data.reconCostPerUnitCents, kind: 'money', better: 'down' },
              { key: 'reconSpendCents', figure: data.reconSpendCents, kind: 'money', better: null },
              { key: 'overTargetUnits', figure: data.overTargetUnits, kind: 'count', better: 'down' },
            ]}
          />
          <ChartCard title={t('reports.chart.reconTrend')}>
            <LazyReportChart
              type="line"
              id="reconTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                {
                  key: 'medianTimeToLineDays',
                  kind: 'days',
                  color: 'primary',
                  data: data.trend.map((point) => point.medianTimeToLineDays ?? null),
                },
                {
                  key: 'medianDaysInRecon',
                  kind: 'days',
                  color: 'warning',
                  data: data.trend.map((point) => point.medianDaysInRecon ?? null),
                },
              ]}
            />
          </ChartCard>
          <ReportTable
            {...common}
            id="reconStages"
            rows={data.stages}
            rowKey={(row) => row.stage.id}
            columns={[
              { key: 'stage', kind: 'text', value: (row) => row.stage.name },
              { key: 'vehicles', kind: 'count', value: (row) => row.vehicles },
              { key: 'averageHours', kind: 'hours', value: (row) => row.averageHours },
              { key: 'targetHours', kind: 'hours', value: (row) => row.targetHours },
              { key: 'overTargetVisits', kind: 'count', value: (row) => row.overTargetVisits },
            ]}
          />
          <ReportTable
            {...common}
            id="reconOverTarget"
            rows={data.overTargetVehicles}
            rowKey={(row) => row.vehicle.id}
            columns={[
              {
                key: 'vehicle',
                kind: 'text',
                value: (row) => vehicleText(row.vehicle),
                render: (row) => <VehicleLink vehicle={row.vehicle} />,
              },
              { key: 'timeToLineDays', kind: 'days', value: (row) => row.timeToLineDays },
              { key: 'daysInRecon', kind: 'days', value: (row) => row.daysInRecon },
              { key: 'reconCostCents', kind: 'money', value: (row) => row.reconCostCents },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
