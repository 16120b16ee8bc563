import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../common/loading';
import { GetSalesReportDocument } from '../../../../graphql/generated/operations/GetSalesReport';
import {
  GetSalesReportPageDocument,
  type GetSalesReportPageQuery,
} from '../../../../graphql/generated/operations/GetSalesReportPage';
import type { ReportSaleFieldsFragment } from '../../../../graphql/generated/operations/ReportSaleFields';
import { GRAPH_PAGES } from '../../../shared/graph-pages';
import { useDayLabel, vehicleText, VehicleLink } from '../cells';
import { LazyReportChart } from '../lazy-chart';
import { ReportFigures } from '../report-figure';
import { ChartCard, ReportFrame } from '../report-frame';
import { ReportTable } from '../report-table';
import { useReport } from '../use-report';
import { useReportRange } from '../use-report-range';
import type { DayRange } from '../range-presets';

/** The CSV's page of sales: the graph's largest page (more pages follow with `after`). */
const PAGE = GRAPH_PAGES.salesReportPage;
/** The sales the screen lists (the newest). */
const SHOWN = GRAPH_PAGES.salesReportShown;

/** Every sale of the range for the CSV, a page at a time. */
async function loadAllSales(client: ApolloClient, range: DayRange): Promise<ReportSaleFieldsFragment[]> {
  const rows: ReportSaleFieldsFragment[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: { data?: GetSalesReportPageQuery } = await client.query({
      query: GetSalesReportPageDocument,
      variables: { range, first: PAGE, after },
      fetchPolicy: 'network-only',
    });
    const page = answer.data?.salesReport.sales;
    if (!page) return rows;
    rows.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return rows;
    after = page.pageInfo.endCursor;
  }
}

/** Sales and gross: units, revenue and front-end gross, by source of acquisition and by age at sale, and the sales themselves. */
export function SalesReportScreen() {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const { range, setRange } = useReportRange();
  const report = useReport(GetSalesReportDocument, range);
  const data = report.data?.salesReport;
  const listQuery = useQuery(GetSalesReportPageDocument, {
    variables: { range: range ?? { from: '', to: '' }, first: SHOWN, after: null },
    skip: range === null,
    fetchPolicy: 'cache-and-network',
  });
  const list = (listQuery.data as GetSalesReportPageQuery | undefined)?.salesReport.sales;
  const common = { report: 'sales', range: range!, costWithheld: report.costWithheld };
  return (
    <ReportFrame
      report="sales"
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
              { key: 'revenueCents', figure: data.revenueCents, kind: 'money', better: 'up' },
              {
                key: 'frontEndGrossCents',
                figure: data.frontEndGrossCents,
                kind: 'money',
                better: 'up',
                costBased: true,
              },
              {
                key: 'retailGrossPerUnitCents',
                figure: data.retailGrossPerUnitCents,
                kind: 'money',
                better: 'up',
                costBased: true,
              },
              {
                key: 'wholesaleGrossPerUnitCents',
                figure: data.wholesaleGrossPerUnitCents,
                kind: 'money',
                better: 'up',
                costBased: true,
              },
              { key: 'averageDaysToSale', figure: data.averageDaysToSale, kind: 'days', better: 'down' },
            ]}
          />
          {data.unpricedSales > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('reports.sales.unpriced', { count: data.unpricedSales })}
            </Typography>
          )}
          <ChartCard title={t('reports.chart.salesTrend')}>
            <LazyReportChart
              type="bar"
              id="salesTrend"
              labels={data.trend.map((point) => dayLabel(point.date))}
              series={[
                {
                  key: 'retailUnits',
                  kind: 'count',
                  color: 'success',
                  data: data.trend.map((point) => point.retailUnits),
                },
                {
                  key: 'wholesaleUnits',
                  kind: 'count',
                  color: 'info',
                  data: data.trend.map((point) => point.wholesaleUnits),
                },
              ]}
            />
          </ChartCard>
          <ReportTable
            {...common}
            id="salesBySource"
            rows={data.bySource}
            rowKey={(row) => row.source}
            columns={[
              { key: 'source', kind: 'text', value: (row) => t(`inventory.source.${row.source}`) },
              { key: 'retailUnits', kind: 'count', value: (row) => row.retailUnits },
              { key: 'wholesaleUnits', kind: 'count', value: (row) => row.wholesaleUnits },
              { key: 'revenueCents', kind: 'money', value: (row) => row.revenueCents },
              { key: 'frontEndGrossCents', kind: 'money', value: (row) => row.frontEndGrossCents, costBased: true },
              { key: 'grossPerUnitCents', kind: 'money', value: (row) => row.grossPerUnitCents, costBased: true },
            ]}
          />
          <ReportTable
            {...common}
            id="salesByAge"
            rows={data.byAge}
            rowKey={(row) => row.bucket}
            columns={[
              { key: 'bucket', kind: 'text', value: (row) => t(`inventory.age.${row.bucket}`) },
              { key: 'retailUnits', kind: 'count', value: (row) => row.retailUnits },
              { key: 'wholesaleUnits', kind: 'count', value: (row) => row.wholesaleUnits },
              { key: 'frontEndGrossCents', kind: 'money', value: (row) => row.frontEndGrossCents, costBased: true },
              { key: 'grossPerUnitCents', kind: 'money', value: (row) => row.grossPerUnitCents, costBased: true },
            ]}
          />
          <QueryState
            loaded={Boolean(list)}
            loading={listQuery.loading}
            error={listQuery.error}
            onRetry={listQuery.refetch}
            loadingLabel={t('reports.loading')}
            empty={false}
          >
            {list && (
              <ReportTable
                {...common}
                id="sales"
                rows={list.nodes}
                rowKey={(row) => row.vehicle.id}
                loadAllRows={list.pageInfo.hasNextPage ? () => loadAllSales(report.client, range) : undefined}
                note={
                  list.pageInfo.hasNextPage && (
                    <Typography variant="body2" color="text.secondary">
                      {t('reports.sales.firstOf', { shown: list.nodes.length, count: list.totalCount })}
                    </Typography>
                  )
                }
                columns={[
                  { key: 'soldOn', kind: 'text', value: (row) => row.sale.soldOn },
                  {
                    key: 'vehicle',
                    kind: 'text',
                    value: (row) => vehicleText(row.vehicle),
                    render: (row) => <VehicleLink vehicle={row.vehicle} />,
                  },
                  { key: 'buyerType', kind: 'text', value: (row) => t(`reports.buyerType.${row.sale.buyerType}`) },
                  {
                    key: 'source',
                    kind: 'text',
                    value: (row) => t(`inventory.source.${row.vehicle.acquisitionSource}`),
                  },
                  { key: 'daysToSale', kind: 'count', value: (row) => row.daysToSale },
                  { key: 'salePriceCents', kind: 'money', value: (row) => row.sale.salePriceCents },
                  { key: 'reconCostCents', kind: 'money', value: (row) => row.sale.reconCostCents, costBased: true },
                  {
                    key: 'frontEndGrossCents',
                    kind: 'money',
                    value: (row) => row.sale.frontEndGrossCents,
                    costBased: true,
                  },
                ]}
              />
            )}
          </QueryState>
        </>
      )}
    </ReportFrame>
  );
}
