import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../base/visually-hidden';
import { changeTone, useFigureFormat, type Better, type FigureKind } from './figure-format';

export type Figure = { current?: number | null; previous?: number | null; change?: number | null };

export type FigureSpec = {
  /** The figure's key under `reports.figure.<key>` (its name and `<key>Formula`). */
  key: string;
  figure: Figure;
  kind: FigureKind;
  better: Better;
  /** Built on cost: a null reads as withheld when the viewer may not see cost. */
  costBased?: boolean;
};

export const TONE_COLOR = {
  better: 'success.main',
  worse: 'error.main',
  same: 'text.secondary',
  neutral: 'text.secondary',
} as const;

/** A value, or '—' with a tooltip saying why there is none. */
export function FigureValue({
  text,
  missing,
  why,
  children,
}: {
  text: string;
  missing: boolean;
  why: string;
  children?: ReactNode;
}) {
  if (!missing) return <>{children ?? text}</>;
  return (
    <Tooltip title={why} describeChild enterTouchDelay={0}>
      <Box component="span" tabIndex={0} sx={{ cursor: 'help' }}>
        —<VisuallyHidden>{why}</VisuallyHidden>
      </Box>
    </Tooltip>
  );
}

/** The reason a figure is null for this viewer. */
export function useMissingReason() {
  const { t } = useTranslation();
  return (costBased: boolean | undefined, costWithheld: boolean) =>
    costBased && costWithheld ? t('reports.missing.withheld') : t('reports.missing.none');
}

/** One headline figure: its value, the previous range's, and the change read as better or worse in words and colour. */
export function ReportFigureCard({ spec, costWithheld }: { spec: FigureSpec; costWithheld: boolean }) {
  const { t } = useTranslation();
  const formatFigure = useFigureFormat();
  const missingReason = useMissingReason();
  const { key, figure, kind, better, costBased } = spec;
  const name = t(`reports.figure.${key}`);
  const why = missingReason(costBased, costWithheld);
  const tone = changeTone(figure.change, better);
  const Arrow = !tone || tone === 'same' ? Remove : (figure.change ?? 0) > 0 ? ArrowUpward : ArrowDownward;
  return (
    <Card component="section" aria-label={name} sx={{ p: 2, minWidth: 0 }} data-figure={key}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {name}
        </Typography>
        <Tooltip title={t(`reports.figure.${key}Formula`)} describeChild enterTouchDelay={0}>
          <IconButton size="small" aria-label={t('reports.how', { figure: name })} sx={{ displayPrint: 'none' }}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid="figure-current"
      >
        <FigureValue text={formatFigure.value(kind, figure.current)} missing={figure.current == null} why={why} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('reports.previous')}{' '}
        <FigureValue text={formatFigure.value(kind, figure.previous)} missing={figure.previous == null} why={why} />
      </Typography>
      {tone && figure.change != null && (
        <Typography
          variant="body2"
          sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5, color: TONE_COLOR[tone], fontWeight: 600 }}
        >
          <Arrow fontSize="inherit" aria-hidden />
          {formatFigure.change(kind, figure.change)}
          <Box component="span" sx={{ fontWeight: 400 }}>
            {t(`reports.tone.${tone}`)}
          </Box>
        </Typography>
      )}
    </Card>
  );
}

/** The headline figures: stacked on a phone, two then four across as the screen widens. */
export function ReportFigures({ specs, costWithheld }: { specs: FigureSpec[]; costWithheld: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('reports.figures')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}
    >
      {specs.map((spec) => (
        <ReportFigureCard key={spec.key} spec={spec} costWithheld={costWithheld} />
      ))}
    </Box>
  );
}
