import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { priceToMarketTone } from './pricing-view';

const TONE_COLORS: Record<ReturnType<typeof priceToMarketTone>, ChipProps['color']> = {
  under: 'success',
  near: 'default',
  over: 'error',
};

/** List price ÷ market average, coloured against 100 %: under the market, near it, over it. */
export function PriceToMarketChip({ percent }: { percent: number | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (percent == null) return <>—</>;
  const tone = priceToMarketTone(percent);
  return (
    <Chip
      size="small"
      color={TONE_COLORS[tone]}
      label={t('pricing.percent', { value: format.decimal(percent) })}
      title={t(`pricing.tone.${tone}`)}
      sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 64 }}
    />
  );
}

/** A figure with a small line under it that says where it came from. */
export function FigureCell({ value, detail }: { value: string; detail?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        lineHeight: 1.2,
        minWidth: 0,
      }}
    >
      <Typography component="span" variant="body2" noWrap title={value} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {detail && (
        <Typography component="span" variant="caption" color="text.secondary" noWrap title={detail}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
