import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LINE_LIMITS } from '../../../shared/recon/repair-order';
import { centsFromInput } from '../../inventory/money-input';

export type LineValues = {
  operation: string;
  laborHours: string;
  parts: string;
  subletVendor: string;
  subletCost: string;
};
export type LineErrors = Partial<Record<keyof LineValues, string>>;
export type LineAmounts = {
  laborHours: number;
  partsCents: number;
  subletVendor: string | null;
  subletCostCents: number;
};

export const EMPTY_LINE: LineValues = { operation: '', laborHours: '', parts: '', subletVendor: '', subletCost: '' };

const HOURS = /^\d+(\.\d{1,2})?$/;

/** The amounts of a line form, or the fields a person must fix (the server checks the same and computes the totals). */
export function checkLine(
  values: LineValues,
  withOperation: boolean,
): { errors: LineErrors; amounts: LineAmounts | null } {
  const errors: LineErrors = {};
  const operation = values.operation.trim();
  if (withOperation && (operation.length === 0 || operation.length > LINE_LIMITS.maxOperationLength))
    errors.operation = 'reconVehicle.line.error.operation';
  const hours = values.laborHours.trim() === '' ? '0' : values.laborHours.trim();
  if (!HOURS.test(hours)) errors.laborHours = 'reconVehicle.line.error.hours';
  const parts = values.parts.trim() === '' ? 0 : centsFromInput(values.parts);
  if (parts === null) errors.parts = 'reconVehicle.line.error.money';
  const sublet = values.subletCost.trim() === '' ? 0 : centsFromInput(values.subletCost);
  if (sublet === null) errors.subletCost = 'reconVehicle.line.error.money';
  const vendor = values.subletVendor.trim();
  if (sublet !== null && sublet > 0 && vendor === '') errors.subletVendor = 'reconVehicle.line.error.vendor';
  if (Object.keys(errors).length > 0) return { errors, amounts: null };
  return {
    errors,
    amounts: { laborHours: Number(hours), partsCents: parts!, subletVendor: vendor || null, subletCostCents: sublet! },
  };
}

/** Operation, labor hours, parts and sublet (vendor and cost) of a repair-order line. */
export function LineFields({
  values,
  errors,
  onChange,
  withOperation,
}: {
  values: LineValues;
  errors: LineErrors;
  onChange: (values: LineValues) => void;
  withOperation: boolean;
}) {
  const { t } = useTranslation();
  const field = (key: keyof LineValues) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key] ? t(errors[key]) : undefined,
    fullWidth: true,
  });
  const dollars = {
    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
    htmlInput: { inputMode: 'decimal' as const },
  };
  return (
    <Stack sx={{ gap: 2, pt: 1 }}>
      {withOperation && (
        <TextField
          label={t('reconVehicle.line.operation')}
          required
          autoFocus
          {...field('operation')}
          slotProps={{ htmlInput: { maxLength: LINE_LIMITS.maxOperationLength } }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={t('reconVehicle.line.laborHours')}
          {...field('laborHours')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField label={t('reconVehicle.line.parts')} {...field('parts')} slotProps={dollars} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={t('reconVehicle.line.subletVendor')}
          {...field('subletVendor')}
          slotProps={{ htmlInput: { maxLength: LINE_LIMITS.maxVendorLength } }}
        />
        <TextField label={t('reconVehicle.line.subletCost')} {...field('subletCost')} slotProps={dollars} />
      </Stack>
    </Stack>
  );
}
