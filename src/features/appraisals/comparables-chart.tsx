import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useTranslation } from 'react-i18next';
import type { AppraisalDetailFieldsFragment } from '../../../graphql/generated/operations/AppraisalDetailFields';
import { useFormat } from '../common/format';

type Comparable = AppraisalDetailFieldsFragment['valuations']['comparables'][number];

/**
 * Price against mileage: the comparables sold and listed as two series, the appraised car (its
 * mileage, the default source's value) as a third, so the eye places it among its market. The
 * comparables table next to it holds the same figures for screen readers.
 */
export function ComparablesChart({
  comparables,
  subject,
}: {
  comparables: Comparable[];
  subject: { mileage: number; valueCents: number | null };
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const point = (comparable: Comparable) => ({
    id: comparable.record.id,
    x: comparable.record.mileage,
    y: comparable.adjustedPriceCents / 100,
  });
  const sold = comparables.filter((comparable) => comparable.record.soldOn).map(point);
  const listed = comparables.filter((comparable) => !comparable.record.soldOn).map(point);
  const money = (value: number | null) => (value == null ? '' : format.usd(value));
  return (
    <Box
      role="img"
      aria-label={t('appraisals.comparables.chartLabel', { count: comparables.length })}
      sx={{ height: 320 }}
    >
      <ScatterChart
        height={320}
        series={[
          {
            id: 'sold',
            label: t('appraisals.comparables.sold'),
            data: sold,
            color: theme.palette.success.main,
            valueFormatter: (value) => value && `${money(value.y)} · ${format.number(value.x)} mi`,
          },
          {
            id: 'listed',
            label: t('appraisals.comparables.listed'),
            data: listed,
            color: theme.palette.info.main,
            valueFormatter: (value) => value && `${money(value.y)} · ${format.number(value.x)} mi`,
          },
          {
            id: 'subject',
            label: t('appraisals.comparables.subject'),
            data:
              subject.valueCents == null ? [] : [{ id: 'subject', x: subject.mileage, y: subject.valueCents / 100 }],
            color: theme.palette.error.main,
            markerSize: 8,
            valueFormatter: (value) => value && `${money(value.y)} · ${format.number(value.x)} mi`,
          },
        ]}
        // Ticks in short form ("$18K", "40K") so they fit beside the chart at 390 px; the tooltip gives the whole figure.
        xAxis={[
          {
            label: t('appraisals.comparables.mileage'),
            valueFormatter: (value: number, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? format.compact(value) : format.number(value),
          },
        ]}
        yAxis={[
          {
            label: t('appraisals.comparables.adjustedPrice'),
            valueFormatter: (value: number, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? format.usdCompact(value) : money(value),
            width: 64,
          },
        ]}
      />
    </Box>
  );
}
