import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { EmptyState, QueryState } from '../common/loading';
import { PageHeader } from '../common/page-header';
import { usePdfMode } from '../../base/pdf-mode';
import { RangePicker } from './range-picker';
import type { DayRange } from './range-presets';

export type ReportKey = 'aging' | 'turn' | 'recon' | 'appraisals' | 'pricing' | 'sales' | 'market';
export const REPORT_KEYS: ReportKey[] = ['aging', 'turn', 'recon', 'appraisals', 'pricing', 'sales', 'market'];

type Unavailable = { area: string; message: string } | null | undefined;

type ReportFrameProps = {
  report: ReportKey;
  range: DayRange | null;
  onRangeChange: (range: DayRange) => void;
  previousRange: DayRange | undefined;
  query: { loaded: boolean; loading: boolean; error: unknown; onRetry: () => unknown };
  unavailable: Unavailable;
  children: ReactNode;
};

/** "Oct 1, 2026 – Oct 31, 2026". */
export function useRangeText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (range: DayRange) =>
    t('reports.range.text', { from: format.calendarDate(range.from), to: format.calendarDate(range.to) });
}

/** An honest "needs the … area" state in place of figures the viewer may not see. */
export function ReportUnavailableState({ unavailable }: { unavailable: { area: string; message: string } }) {
  const { t } = useTranslation();
  const area = t(`reports.area.${unavailable.area}`, { defaultValue: unavailable.area });
  return (
    <Card data-testid="report-unavailable">
      <EmptyState title={t('reports.unavailable', { area })} body={unavailable.message} />
    </Card>
  );
}

/** A report page: its title, range (in the address), Print / PDF, the comparison range, then its figures, chart and tables. */
export function ReportFrame({
  report,
  range,
  onRangeChange,
  previousRange,
  query,
  unavailable,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const pdfMode = usePdfMode();
  const rangeText = useRangeText();
  const rangeQuery = range ? `?${new URLSearchParams(range).toString()}` : '';
  const printHref = `${router.pathname}?${new URLSearchParams({ ...(range ?? {}), pdfMode: 'true' }).toString()}`;
  return (
    <Box sx={{ minWidth: 0 }}>
      {!pdfMode && (
        <Button
          component={NextLink}
          href={`/reports${rangeQuery}`}
          startIcon={<ArrowBack />}
          size="small"
          sx={{ mb: 1 }}
        >
          {t('reports.allReports')}
        </Button>
      )}
      <PageHeader
        title={t(`reports.${report}.title`)}
        description={t(`reports.${report}.description`)}
        actions={
          !pdfMode && (
            <Button
              component={NextLink}
              href={printHref}
              target="_blank"
              rel="noopener"
              variant="outlined"
              startIcon={<Print />}
            >
              {t('reports.print')}
            </Button>
          )
        }
      />
      {range && !pdfMode && <RangePicker range={range} onChange={onRangeChange} />}
      {range && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="report-range">
          {rangeText(range)}
          {previousRange && ` · ${t('reports.comparedWith', { range: rangeText(previousRange) })}`}
        </Typography>
      )}
      <QueryState {...query} loadingLabel={t('reports.loading')} empty={false}>
        {unavailable ? <ReportUnavailableState unavailable={unavailable} /> : children}
      </QueryState>
    </Box>
  );
}

/** A titled card around a chart. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2, mb: 3, minWidth: 0, breakInside: 'avoid' }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
