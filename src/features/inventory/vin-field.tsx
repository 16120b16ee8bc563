import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import { GetVehiclesByVinDocument } from '../../../graphql/generated/operations/GetVehiclesByVin';
import { checkVin, VIN_LENGTH, type VinCheck } from '../../shared/inventory/vin';

/** What the form knows about the VIN typed so far. */
export function useVinCheck(vin: string): VinCheck | null {
  return vin.trim() === '' ? null : checkVin(vin);
}

function DecodedLine({ check }: { check: Extract<VinCheck, { valid: true }> }) {
  const { t } = useTranslation();
  const { modelYear, manufacturer, region, country } = check.decoded;
  const parts = [
    modelYear ? t('inventory.vin.modelYear', { year: modelYear }) : null,
    manufacturer,
    region ? `${t(`inventory.vin.region.${region}`)}${country ? ` (${country})` : ''}` : null,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }} data-testid="vin-decoded">
      <CheckCircleOutlineOutlined fontSize="small" color="success" aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('inventory.vin.decoded', { details: parts.join(' · ') || t('inventory.vin.nothingDecoded') })}
      </Typography>
    </Box>
  );
}

/** A vehicle of the organization that has this VIN already (not `exceptId`, the one being edited), with a link to it. */
function InInventoryFlag({ vin, exceptId }: { vin: string; exceptId?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(GetVehiclesByVinDocument, {
    variables: { vins: [vin], first: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const vehicle = data?.vehicles.edges[0]?.node;
  if (!vehicle || vehicle.vin !== vin || vehicle.id === exceptId) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="vin-in-inventory">
      {t('inventory.vin.inInventory', {
        stockNumber: vehicle.stockNumber,
        vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
        status: t(`inventory.status.${vehicle.status}`),
      })}{' '}
      <Link component={NextLink} href={`/inventory/${vehicle.id}`}>
        {t('inventory.vin.openVehicle', { stockNumber: vehicle.stockNumber })}
      </Link>
    </Alert>
  );
}

/**
 * The VIN input with instant feedback: the reason it cannot be a VIN, what it decodes to, and
 * a check-digit mismatch the person may confirm (VINs from outside North America carry none),
 * and the vehicle that has this VIN already.
 */
export function VinField(props: {
  value: string;
  onChange: (value: string) => void;
  acceptMismatch: boolean;
  onAcceptMismatchChange: (accept: boolean) => void;
  serverError?: string;
  autoFocus?: boolean;
  vehicleId?: string;
}) {
  const { t } = useTranslation();
  const check = useVinCheck(props.value);
  const typing = check && !check.valid && check.problem === 'length' && check.vin.length < VIN_LENGTH;
  const problem =
    check && !check.valid && !typing
      ? t(`inventory.vin.problem.${check.problem}`, {
          count: check.vin.length,
          characters: check.invalidCharacters.join(', '),
        })
      : undefined;
  return (
    <Box>
      <TextField
        label={t('inventory.field.vin')}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
        fullWidth
        autoFocus={props.autoFocus}
        error={Boolean(problem || props.serverError)}
        helperText={
          problem ??
          props.serverError ??
          (typing ? t('inventory.vin.progress', { count: check.vin.length }) : t('inventory.vin.hint'))
        }
        slotProps={{
          htmlInput: {
            maxLength: 24,
            autoCapitalize: 'characters',
            spellCheck: false,
            style: { fontFamily: 'monospace', letterSpacing: 1 },
          },
        }}
      />
      {check?.valid && <DecodedLine check={check} />}
      {check?.valid && <InInventoryFlag vin={check.vin} exceptId={props.vehicleId} />}
      {check?.valid && !check.checkDigitValid && (
        <Alert severity="warning" icon={<WarningAmberOutlined />} sx={{ mt: 1 }}>
          {t('inventory.vin.checkDigitMismatch', { actual: check.vin[8], expected: check.expectedCheckDigit })}
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }}
            control={
              <Checkbox
                size="small"
                checked={props.acceptMismatch}
                onChange={(event) => props.onAcceptMismatchChange(event.target.checked)}
              />
            }
            label={t('inventory.vin.acceptMismatch')}
          />
        </Alert>
      )}
    </Box>
  );
}
