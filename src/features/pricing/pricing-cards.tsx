import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { AgeChip } from '../inventory/chips';
import { PriceToMarketChip } from './pricing-cells';
import { vehicleName, wholeDollars, type PricingRow } from './use-pricing';

// Cards shown at first and added by "Show more": the whole stock at once is slow on a phone.
const CARDS_STEP = 50;

function Line({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function PricingCard(props: {
  row: PricingRow;
  market: boolean;
  canSeeCost: boolean;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { row } = props;
  const name = vehicleName(row.vehicle);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5 }} data-testid="pricing-card">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        {props.selectable && (
          <Checkbox
            checked={props.selected}
            onChange={props.onToggle}
            slotProps={{ input: { 'aria-label': t('pricing.cards.choose', { vehicle: name }) } }}
            sx={{ mt: -1, ml: -1 }}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              <Link component={NextLink} href={`/inventory/${row.vehicle.id}`} underline="hover" color="inherit">
                {name}
              </Link>
            </Typography>
            <Typography
              component="p"
              variant="subtitle1"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {format.money(row.vehicle.listPriceCents)}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ mt: 0.5, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('pricing.cards.stock', { stockNumber: row.vehicle.stockNumber })}
            </Typography>
            <AgeChip days={row.vehicle.daysInInventory} />
            {props.market && <PriceToMarketChip percent={row.priceToMarket} />}
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, mt: 1, mb: 0 }}
          >
            <Line name={t('pricing.field.suggestedPriceCents')}>
              {format.money(row.suggestedPriceCents)} · {row.suggestionNote}
            </Line>
            {props.canSeeCost && <Line name={t('pricing.field.floorCents')}>{format.money(row.floorCents)}</Line>}
            {props.market && (
              <Line name={t('pricing.field.marketAverageCents')}>
                {format.money(wholeDollars(row.marketAverageCents))}
                {row.comparables != null &&
                  ` · ${t('pricing.comparables', { count: row.comparables, formatted: format.number(row.comparables) })}`}
              </Line>
            )}
            {props.market && row.rank != null && row.rankOf != null && (
              <Line name={t('pricing.field.rank')}>{t('pricing.rankOf', { rank: row.rank, of: row.rankOf })}</Line>
            )}
            {props.market && (
              <Line name={t('pricing.field.marketDaysSupply')}>{format.decimal(row.marketDaysSupply)}</Line>
            )}
          </Box>
        </Box>
      </Stack>
    </Card>
  );
}

/** The pricing grid on a phone: one card per vehicle, with a checkbox to choose it for a reprice. */
export function PricingCards(props: {
  rows: PricingRow[];
  loading: boolean;
  market: boolean;
  canSeeCost: boolean;
  selectable: boolean;
  selection: string[];
  onSelectionChange: (ids: string[]) => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(CARDS_STEP);
  const chosen = new Set(props.selection);
  const toggle = (id: string) =>
    props.onSelectionChange(
      chosen.has(id) ? props.selection.filter((other) => other !== id) : [...props.selection, id],
    );
  return (
    <Box>
      <Stack
        direction="row"
        sx={{ px: 2, pt: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('pricing.grid.label')}
        </Typography>
        {props.toolbar}
      </Stack>
      <Box sx={{ height: 4, mt: 1 }}>{props.loading && <LinearProgress aria-label={t('app.loading')} />}</Box>
      {props.rows.length === 0 && !props.loading ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('pricing.grid.empty')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('pricing.grid.label')} sx={{ m: 0, p: 1.5, gap: 1 }}>
          {props.rows.slice(0, shown).map((row) => (
            <PricingCard
              key={row.vehicle.id}
              row={row}
              market={props.market}
              canSeeCost={props.canSeeCost}
              selectable={props.selectable}
              selected={chosen.has(row.vehicle.id)}
              onToggle={() => toggle(row.vehicle.id)}
            />
          ))}
        </Stack>
      )}
      {props.rows.length > shown && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <Button fullWidth variant="outlined" onClick={() => setShown(shown + CARDS_STEP)}>
            {t('pricing.cards.more', { shown, count: props.rows.length })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
