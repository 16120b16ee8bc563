import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppraisalFiguresFieldsFragment } from '../../../graphql/generated/operations/AppraisalFiguresFields';
import type { GetAppraisalsQuery } from '../../../graphql/generated/operations/GetAppraisals';
import { useFormat } from '../common/format';
import { useGraphQLErrorText } from '../../base/use-graphql-action';

/** A 0–1 ratio as a whole percent; '—' for none. */
function usePercent() {
  const format = useFormat();
  return (ratio: number | null | undefined) => (ratio == null ? '—' : `${format.number(Math.round(ratio * 100))}%`);
}

/**
 * The store's look-to-book and cost-to-market of the last 30 days (docs/metrics.md, "Appraisals"),
 * each with its formula in words, and the same figures per appraiser.
 */
export function AppraisalFigures({
  report,
  error,
}: {
  report: GetAppraisalsQuery['appraisalFigures'] | undefined;
  error: unknown;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = usePercent();
  const errorText = useGraphQLErrorText();
  if (error && !report)
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('appraisals.figures.error', { reason: errorText(error) })}
      </Alert>
    );
  const store = report?.store;
  const range =
    report &&
    t('appraisals.figures.range', { from: format.calendarDate(report.from), to: format.calendarDate(report.to) });
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
        <Figure
          name={t('appraisals.figures.lookToBook')}
          value={store && percent(store.lookToBook)}
          detail={store && t('appraisals.figures.lookToBookDetail', { won: store.won, made: store.made })}
        />
        <Figure
          name={t('appraisals.figures.costToMarket')}
          value={store && percent(store.costToMarket)}
          detail={t('appraisals.figures.costToMarketDetail')}
        />
        <Figure name={t('appraisals.figures.made')} value={store && format.number(store.made)} detail={range} />
      </Box>
      {report && report.byAppraiser.length > 0 && <ByAppraiser rows={report.byAppraiser} />}
    </Box>
  );
}

function Figure({ name, value, detail }: { name: string; value: string | undefined; detail: string | undefined }) {
  return (
    <Card sx={{ p: 2 }}>
      <Typography component="h2" variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {detail ?? <Skeleton width={140} />}
      </Typography>
    </Card>
  );
}

function ByAppraiser({ rows }: { rows: AppraisalFiguresFieldsFragment[] }) {
  const { t } = useTranslation();
  const percent = usePercent();
  return (
    <Card>
      {/* Focusable, so a phone's keyboard user can scroll it sideways. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('appraisals.figures.byAppraiser')}>
        <Table size="small" aria-label={t('appraisals.figures.byAppraiser')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('appraisals.figures.appraiser')}</TableCell>
              <TableCell align="right">{t('appraisals.figures.made')}</TableCell>
              <TableCell align="right">{t('appraisals.state.won')}</TableCell>
              <TableCell align="right">{t('appraisals.state.lost')}</TableCell>
              <TableCell align="right">{t('appraisals.figures.lookToBook')}</TableCell>
              <TableCell align="right">{t('appraisals.figures.costToMarket')}</TableCell>
              <TableCell align="right">{t('appraisals.figures.offerToAuctionIndex')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.appraiser?.id ?? 'former'}>
                <TableCell>{row.appraiser?.name ?? t('appraisals.formerMember')}</TableCell>
                <TableCell align="right">{row.made}</TableCell>
                <TableCell align="right">{row.won}</TableCell>
                <TableCell align="right">{row.lost}</TableCell>
                <TableCell align="right">{percent(row.lookToBook)}</TableCell>
                <TableCell align="right">{percent(row.costToMarket)}</TableCell>
                <TableCell align="right">{percent(row.offerToAuctionIndex)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
