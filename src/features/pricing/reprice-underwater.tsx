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
import { VehicleCell } from './reprice-diff';
import type { PricingDryRunResult } from './use-pricing';

const NUMBERS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Underwater cars (docs/metrics.md, "Pricing guardrails"): not repriced; each with its list price,
 * floor, the rule's price, its wholesale value (with the market feature) and the front-end gross of
 * each way out: hold at the floor, sell at the rule's price, or wholesale it.
 */
export function RepriceUnderwater({
  underwater,
  market,
}: {
  underwater: PricingDryRunResult['underwater'];
  market: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Whole dollars: a wholesale value from the auction index carries cents no manager reads.
  const money = (cents: number | null | undefined) => format.dollars(cents);
  if (underwater.length === 0) return <Typography>{t('pricing.reprice.nothingHere')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('pricing.reprice.underwaterHelp')}
      </Typography>
      <TableContainer
        sx={{ maxHeight: 420 }}
        tabIndex={0}
        role="region"
        aria-label={t('pricing.reprice.underwaterLabel')}
      >
        <Table
          size="small"
          stickyHeader
          aria-label={t('pricing.reprice.underwaterLabel')}
          data-testid="reprice-underwater"
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('pricing.field.vehicle')}</TableCell>
              <TableCell align="right">{t('pricing.reprice.listPrice')}</TableCell>
              <TableCell align="right">{t('pricing.reprice.floor')}</TableCell>
              <TableCell align="right">{t('pricing.reprice.target')}</TableCell>
              {market && <TableCell align="right">{t('pricing.reprice.wholesale')}</TableCell>}
              <TableCell align="right">{t('pricing.reprice.grossAtFloor')}</TableCell>
              <TableCell align="right">{t('pricing.reprice.grossAtTarget')}</TableCell>
              {market && <TableCell align="right">{t('pricing.reprice.grossAtWholesale')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {underwater.map((car) => (
              <TableRow key={car.vehicle.id}>
                <VehicleCell vehicle={car.vehicle} />
                <TableCell align="right" sx={NUMBERS}>
                  {money(car.vehicle.listPriceCents)}
                </TableCell>
                <TableCell align="right" sx={NUMBERS}>
                  {money(car.floorCents)}
                </TableCell>
                <TableCell align="right" sx={NUMBERS}>
                  {money(car.targetCents)}
                </TableCell>
                {market && (
                  <TableCell align="right" sx={NUMBERS}>
                    {money(car.wholesaleCents)}
                  </TableCell>
                )}
                <TableCell align="right" sx={NUMBERS}>
                  {money(car.grossAtFloorCents)}
                </TableCell>
                <TableCell align="right" sx={NUMBERS}>
                  {money(car.grossAtTargetCents)}
                  {!market && car.considerWholesale && (
                    <Chip size="small" color="warning" label={t('pricing.reprice.considerWholesale')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                {market && (
                  <TableCell align="right" sx={NUMBERS}>
                    {money(car.grossAtWholesaleCents)}
                    {car.considerWholesale && (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('pricing.reprice.considerWholesale')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
