import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFigureFormat, type FigureKind } from './figure-format';

export type ChartSeries = {
  /** Its name under `reports.series.<key>`. */
  key: string;
  data: (number | null)[];
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
  kind: FigureKind;
};

type ReportChartProps = {
  /** `line` for trends over time, `bar` for categories (age buckets, price-to-market bands). */
  type: 'line' | 'bar';
  /** `reports.chart.<id>` names it for screen readers (the table beside it holds the same figures). */
  id: string;
  labels: string[];
  series: ChartSeries[];
};

/** A report's chart in theme colours; loaded on its own (next/dynamic) so report pages stay light. */
export function ReportChart({ type, id, labels, series }: ReportChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const formatFigure = useFigureFormat();
  const chartSeries = series.map((item) => ({
    id: item.key,
    label: t(`reports.series.${item.key}`),
    data: item.data,
    color: theme.palette[item.color].main,
    valueFormatter: (value: number | null) => formatFigure.value(item.kind, value),
  }));
  const height = 280;
  return (
    <Box role="img" aria-label={t(`reports.chart.${id}`)} sx={{ height, minWidth: 0 }}>
      {type === 'line' ? (
        <LineChart
          height={height}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={chartSeries.map((item) => ({ ...item, showMark: labels.length <= 31 }))}
        />
      ) : (
        <BarChart height={height} xAxis={[{ scaleType: 'band', data: labels }]} series={chartSeries} />
      )}
    </Box>
  );
}
