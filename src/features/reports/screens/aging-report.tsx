import { useTranslation } from 'react-i18next';
import { GetInventoryAgingReportDocument } from '../../../../graphql/generated/operations/GetInventoryAgingReport';
import { useDayLabel, vehicleText, VehicleLink } from '../cells';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';

/** Inventory aging: stock and its age at the end of the range, by bucket and model, and the aged units. */
export function AgingReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { range, setRange } = useReportRange();
  const report = useReport(GetInventoryAgingReportDocument, range);
  const data = report.data?.inventoryAgingReport;
  const common = { report: 'aging', range: range!, costWithheld: report.costWithheld };
  return (
    <ReportFrame
      report="aging"
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
              { key: 'unitsInStock', figure: data.unitsInStock, kind: 'count', better: null },
              { key: 'averageAgeDays', figure: data.averageAgeDays, kind: 'days', better: 'down' },
              { key: 'agedUnits', figure: data.agedUnits, kind: 'count', better: 'down' },
              { key: 'costInStockCents', figure: data.costInStockCents, kind: 'money', better: null, costBased: true },
              { key: 'listValueInStockCents', figure: data.listValueInStockCents, kind: 'money', better: null },
            ]}
          />
          <ChartCard title={t('reports.chart.agingTrend')}>
            <LazyReportChart
              type="line"
              id="agingTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                {
                  key: 'unitsInStock',
                  kind: 'count',
                  color: 'primary',
                  data: data.trend.map((point) => point.unitsInStock),
                },
                { key: 'agedUnits', kind: 'count', color: 'warning', data: data.trend.map((point) => point.agedUnits) },
              ]}
            />
          </ChartCard>
          <ReportTable
            {...common}
            id="agingBuckets"
            rows={data.buckets}
            rowKey={(row) => row.bucket}
            columns={[
              { key: 'bucket', kind: 'text', value: (row) => t(`inventory.age.${row.bucket}`) },
              { key: 'units', kind: 'count', value: (row) => row.units },
              { key: 'unitsShare', kind: 'share', value: (row) => row.unitsShare },
              { key: 'costCents', kind: 'money', value: (row) => row.costCents, costBased: true },
              { key: 'listValueCents', kind: 'money', value: (row) => row.listValueCents },
            ]}
          />
          <ReportTable
            {...common}
            id="agingModels"
            rows={data.byModel}
            rowKey={(row) => `${row.make}|${row.model}`}
            columns={[
              { key: 'make', kind: 'text', value: (row) => row.make },
              { key: 'model', kind: 'text', value: (row) => row.model },
              { key: 'units', kind: 'count', value: (row) => row.units },
              { key: 'averageAgeDays', kind: 'days', value: (row) => row.averageAgeDays },
              { key: 'agedUnits', kind: 'count', value: (row) => row.agedUnits },
              { key: 'costCents', kind: 'money', value: (row) => row.costCents, costBased: true },
              { key: 'listValueCents', kind: 'money', value: (row) => row.listValueCents },
            ]}
          />
          <ReportTable
            {...common}
            id="agedVehicles"
            rows={data.agedVehicles}
            rowKey={(row) => row.vehicle.id}
            columns={[
              {
                key: 'vehicle',
                kind: 'text',
                value: (row) => vehicleText(row.vehicle),
                render: (row) => <VehicleLink vehicle={row.vehicle} />,
              },
              { key: 'ageDays', kind: 'count', value: (row) => row.ageDays },
              { key: 'costCents', kind: 'money', value: (row) => row.costCents, costBased: true },
              { key: 'listPriceCents', kind: 'money', value: (row) => row.listPriceCents },
            ]}
          />
        </>
      )}
    </ReportFrame>
  );
}
