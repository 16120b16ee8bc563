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

function VehicleCell({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  return (
    <TableCell component="th" scope="row">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {vehicleName(vehicle)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('pricing.cards.stock', { stockNumber: vehicle.stockNumber })} · {t('inventory.days', { count: vehicle.daysInInventory })}
      </Typography>
    </TableCell>
  );
}

/** A dry run's changes (old → new, gross effect, floor, reason) and the vehicles it leaves as they are. */
export function RepriceDiff({ result }: { result: PricingDryRunResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const signed = (cents: number | null) => (cents == null ? '—' : `${cents > 0 ? '+' : ''}${format.money(cents)}`);
  return (
    <>
      {result.changes.length > 0 && (
        // Scrolls on its own: a keyboard reaches it (tab stop) to scroll it.
        <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={t('pricing.reprice.changes')}>
          <Table size="small" stickyHeader aria-label={t('pricing.reprice.changes')} data-testid="reprice-changes">
            <TableHead>
              <TableRow>
                <TableCell>{t('pricing.field.vehicle')}</TableCell>
                <TableCell>{t('pricing.reprice.price')}</TableCell>
                <TableCell align="right">{t('pricing.reprice.grossEffect')}</TableCell>
                <TableCell>{t('pricing.reprice.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.changes.map((change) => (
                <TableRow key={change.vehicle.id}>
                  <VehicleCell vehicle={change.vehicle} />
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {t('pricing.reprice.fromTo', { from: format.money(change.fromCents), to: format.money(change.toCents) })}
                    {change.heldAtFloor && <Chip size="small" color="warning" label={t('pricing.reprice.heldAtFloor')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {signed(change.grossEffectCents)}
                  </TableCell>
                  <TableCell>{change.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {result.changes.length === 0 && <Typography>{t('pricing.reprice.nothing')}</Typography>}
      {result.unchanged.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('pricing.reprice.unchanged', { count: result.unchanged.length })}
          </Typography>
          <TableContainer sx={{ maxHeight: 240 }} tabIndex={0} role="region" aria-label={t('pricing.reprice.unchangedLabel')}>
            <Table size="small" aria-label={t('pricing.reprice.unchangedLabel')}>
              <TableBody>
                {result.unchanged.map((skip) => (
                  <TableRow key={skip.vehicle.id}>
                    <VehicleCell vehicle={skip.vehicle} />
                    <TableCell>{skip.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}
