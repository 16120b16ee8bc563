import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../common/format';
import { vehicleName, type PricingDryRunResult } from './use-pricing';

type Vehicle = PricingDryRunResult['changes'][number]['vehicle'];
type Change = PricingDryRunResult['changes'][number];
const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** Read by a screen reader, not shown: the tick column's header. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function VehicleCell({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  return (
    <TableCell component="th" scope="row">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {vehicleName(vehicle)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('pricing.cards.stock', { stockNumber: vehicle.stockNumber })} ·{' '}
        {t('inventory.days', { count: vehicle.daysInInventory })}
      </Typography>
    </TableCell>
  );
}

/** A figure's move: "103.3% → 96.0%", "4 → 1 of 4"; a dash where the market gives none. */
function useMoves() {
  const { t } = useTranslation();
  const percent = (value: number | null | undefined) => (value == null ? '—' : `${value.toFixed(1)}%`);
  return {
    priceToMarket: (change: Change) =>
      t('pricing.reprice.fromTo', { from: percent(change.fromPriceToMarket), to: percent(change.toPriceToMarket) }),
    rank: (change: Change) =>
      change.toRank == null
        ? '—'
        : t('pricing.reprice.rankFromTo', { from: change.fromRank ?? '—', to: change.toRank, of: change.rankOf }),
  };
}

/**
 * A dry run's changes (lowers or raises): each with its tick (applied only when ticked), old → new
 * price, price-to-market and rank (with the market feature), the change in potential gross and the reason.
 */
export function RepriceChanges({
  changes,
  market,
  ticked,
  onTick,
}: {
  changes: Change[];
  market: boolean;
  ticked: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const moves = useMoves();
  const signed = (cents: number | null) => (cents == null ? '—' : `${cents > 0 ? '+' : ''}${format.money(cents)}`);
  if (changes.length === 0) return <Typography>{t('pricing.reprice.nothingHere')}</Typography>;
  return (
    // Scrolls on its own: a keyboard reaches it (tab stop) to scroll it.
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={t('pricing.reprice.changes')}>
      <Table size="small" stickyHeader aria-label={t('pricing.reprice.changes')} data-testid="reprice-changes">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={HIDDEN}>
                {t('pricing.reprice.applyColumn')}
              </Box>
            </TableCell>
            <TableCell>{t('pricing.field.vehicle')}</TableCell>
            <TableCell>{t('pricing.reprice.price')}</TableCell>
            {market && <TableCell>{t('pricing.reprice.priceToMarket')}</TableCell>}
            {market && <TableCell>{t('pricing.reprice.rank')}</TableCell>}
            <TableCell align="right">{t('pricing.reprice.grossEffect')}</TableCell>
            <TableCell>{t('pricing.reprice.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.vehicle.id} selected={ticked.has(change.vehicle.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked.has(change.vehicle.id)}
                  onChange={(event) => onTick(change.vehicle.id, event.target.checked)}
                  slotProps={{
                    input: { 'aria-label': t('pricing.reprice.tick', { stockNumber: change.vehicle.stockNumber }) },
                  }}
                />
              </TableCell>
              <VehicleCell vehicle={change.vehicle} />
              <TableCell sx={NUMBERS}>
                {t('pricing.reprice.fromTo', {
                  from: format.money(change.fromCents),
                  to: format.money(change.toCents),
                })}
                {change.direction === 'raise' && (
                  <Chip size="small" color="warning" label={t('pricing.reprice.raise')} sx={{ ml: 1 }} />
                )}
                {change.heldAtFloor && (
                  <Chip size="small" color="warning" label={t('pricing.reprice.heldAtFloor')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              {market && <TableCell sx={NUMBERS}>{moves.priceToMarket(change)}</TableCell>}
              {market && <TableCell sx={NUMBERS}>{moves.rank(change)}</TableCell>}
              <TableCell align="right" sx={NUMBERS}>
                {signed(change.grossEffectCents)}
              </TableCell>
              <TableCell>{change.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The vehicles a dry run leaves as they are, and why. */
export function RepriceUnchanged({ unchanged }: { unchanged: PricingDryRunResult['unchanged'] }) {
  const { t } = useTranslation();
  if (unchanged.length === 0) return <Typography>{t('pricing.reprice.nothingHere')}</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={t('pricing.reprice.unchangedLabel')}>
      <Table size="small" aria-label={t('pricing.reprice.unchangedLabel')}>
        <TableBody>
          {unchanged.map((skip) => (
            <TableRow key={skip.vehicle.id}>
              <VehicleCell vehicle={skip.vehicle} />
              <TableCell>{skip.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
