import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AcquisitionSource, VehicleStatus } from '../../../graphql/generated/types';
import { ACQUISITION_SOURCES, VEHICLE_STATUSES, todayIso } from '../../shared/inventory/vehicle';
import { checkVin } from '../../shared/inventory/vin';
import { centsFromInput, inputFromCents } from './money-input';
import { VinField } from './vin-field';

/** The form's values, as typed. */
export type VehicleFormValues = {
  vin: string;
  stockNumber: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  bodyStyle: string;
  exteriorColor: string;
  interiorColor: string;
  mileage: string;
  acquisitionSource: AcquisitionSource;
  acquiredDate: string;
  cost: string;
  listPrice: string;
  status: VehicleStatus;
  lotLocation: string;
  notes: string;
};

export const emptyVehicleForm = (): VehicleFormValues => ({
  vin: '',
  stockNumber: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  bodyStyle: '',
  exteriorColor: '',
  interiorColor: '',
  mileage: '',
  acquisitionSource: 'trade_in',
  acquiredDate: todayIso(),
  cost: '',
  listPrice: '',
  status: 'incoming',
  lotLocation: '',
  notes: '',
});

/** The form's values for a stored vehicle. */
export function vehicleFormValues(vehicle: {
  vin: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  bodyStyle?: string | null;
  exteriorColor?: string | null;
  interiorColor?: string | null;
  mileage: number;
  acquisitionSource: AcquisitionSource;
  acquiredDate: string;
  costCents?: number | null;
  listPriceCents?: number | null;
  status: VehicleStatus;
  lotLocation?: string | null;
  notes?: string | null;
}): VehicleFormValues {
  return {
    vin: vehicle.vin,
    stockNumber: vehicle.stockNumber,
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    bodyStyle: vehicle.bodyStyle ?? '',
    exteriorColor: vehicle.exteriorColor ?? '',
    interiorColor: vehicle.interiorColor ?? '',
    mileage: String(vehicle.mileage),
    acquisitionSource: vehicle.acquisitionSource,
    acquiredDate: vehicle.acquiredDate,
    cost: inputFromCents(vehicle.costCents),
    listPrice: inputFromCents(vehicle.listPriceCents),
    status: vehicle.status,
    lotLocation: vehicle.lotLocation ?? '',
    notes: vehicle.notes ?? '',
  };
}

export type VehicleFormErrors = Partial<Record<keyof VehicleFormValues, string>>;

/** The fields the form checks before sending (the graph checks everything again). */
export function checkVehicleForm(
  values: VehicleFormValues,
  options: { withPrice: boolean; withCost: boolean; acceptMismatch: boolean },
) {
  const errors: Record<string, string> = {};
  const vin = checkVin(values.vin);
  if (!vin.valid) errors.vin = 'inventory.form.error.vin';
  else if (!vin.checkDigitValid && !options.acceptMismatch) errors.vin = 'inventory.form.error.checkDigit';
  for (const field of ['stockNumber', 'make', 'model'] as const)
    if (!values[field].trim()) errors[field] = 'inventory.form.error.required';
  if (!/^\d{4}$/.test(values.year.trim())) errors.year = 'inventory.form.error.year';
  if (!/^\d{1,7}$/.test(values.mileage.replace(/[,\s]/g, ''))) errors.mileage = 'inventory.form.error.mileage';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.acquiredDate)) errors.acquiredDate = 'inventory.form.error.date';
  if (options.withCost && values.cost.trim() && centsFromInput(values.cost) === null)
    errors.cost = 'inventory.form.error.money';
  if (options.withPrice && values.listPrice.trim() && centsFromInput(values.listPrice) === null)
    errors.listPrice = 'inventory.form.error.money';
  return errors as VehicleFormErrors;
}

const text = (value: string) => value.trim() || null;

/** The graph's input for the form's facts (no price or status: those have their own mutations once a vehicle exists). */
export function vehicleFacts(values: VehicleFormValues, options: { withCost: boolean }) {
  return {
    vin: values.vin,
    stockNumber: values.stockNumber.trim(),
    year: Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    trim: text(values.trim),
    bodyStyle: text(values.bodyStyle),
    exteriorColor: text(values.exteriorColor),
    interiorColor: text(values.interiorColor),
    mileage: Number(values.mileage.replace(/[,\s]/g, '')),
    acquisitionSource: values.acquisitionSource,
    acquiredDate: values.acquiredDate,
    ...(options.withCost ? { costCents: values.cost.trim() ? centsFromInput(values.cost) : null } : {}),
    lotLocation: text(values.lotLocation),
    notes: text(values.notes),
  };
}

/** Year and make as a VIN tells them ('' for what it does not tell). */
function decodedFacts(vin: string): { year: string; make: string } {
  const check = checkVin(vin);
  const decoded = check.valid ? check.decoded : undefined;
  return { year: decoded?.modelYear ? String(decoded.modelYear) : '', make: decoded?.manufacturer ?? '' };
}

/**
 * The values after the VIN changes: year and make follow what the VIN tells while they are
 * empty or still hold what the previous VIN told; what the person typed stays.
 */
export function withVin(values: VehicleFormValues, vin: string): VehicleFormValues {
  const before = decodedFacts(values.vin);
  const after = decodedFacts(vin);
  const follow = (current: string, previous: string, next: string) =>
    current === '' || current === previous ? next : current;
  return {
    ...values,
    vin,
    year: follow(values.year, before.year, after.year),
    make: follow(values.make, before.make, after.make),
  };
}

/**
 * The fields of a vehicle; year and make follow the VIN (`withVin`). `vehicleId` is the vehicle
 * being edited (its own VIN is not "already in inventory"). `withPrice`/`withStatus` for a new
 * vehicle; `withCost` only for those who see cost.
 */
export function VehicleFormFields(props: {
  vehicleId?: string;
  values: VehicleFormValues;
  onChange: (values: VehicleFormValues) => void;
  errors: VehicleFormErrors;
  acceptMismatch: boolean;
  onAcceptMismatchChange: (accept: boolean) => void;
  withPrice: boolean;
  withStatus: boolean;
  withCost: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors } = props;
  const set = (change: Partial<VehicleFormValues>) => props.onChange({ ...values, ...change });
  const field = (
    name: keyof VehicleFormValues,
    options: { required?: boolean; numeric?: boolean; money?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={t(`inventory.field.${name}`)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      required={options.required}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : undefined}
      fullWidth
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      type={options.type}
      slotProps={{
        htmlInput: options.numeric || options.money ? { inputMode: options.money ? 'decimal' : 'numeric' } : undefined,
        input: options.money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        inputLabel: options.type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <VinField
          value={values.vin}
          onChange={(vin) => props.onChange(withVin(values, vin))}
          vehicleId={props.vehicleId}
          acceptMismatch={props.acceptMismatch}
          onAcceptMismatchChange={props.onAcceptMismatchChange}
          serverError={errors.vin ? t(errors.vin) : undefined}
          autoFocus
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{field('stockNumber', { required: true })}</Grid>
      <Grid size={{ xs: 4, md: 2 }}>{field('year', { required: true, numeric: true })}</Grid>
      <Grid size={{ xs: 8, md: 4 }}>{field('make', { required: true })}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>{field('model', { required: true })}</Grid>
      <Grid size={{ xs: 6, md: 4 }}>{field('trim')}</Grid>
      <Grid size={{ xs: 6, md: 4 }}>{field('bodyStyle')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{field('mileage', { required: true, numeric: true })}</Grid>
      <Grid size={{ xs: 6, md: 4 }}>{field('exteriorColor')}</Grid>
      <Grid size={{ xs: 6, md: 4 }}>{field('interiorColor')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{field('lotLocation')}</Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField
          select
          label={t('inventory.field.acquisitionSource')}
          value={values.acquisitionSource}
          onChange={(event) => set({ acquisitionSource: event.target.value as AcquisitionSource })}
          fullWidth
        >
          {ACQUISITION_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {t(`inventory.source.${source}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>{field('acquiredDate', { required: true, type: 'date' })}</Grid>
      {props.withStatus && (
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            label={t('inventory.field.status')}
            value={values.status}
            onChange={(event) => set({ status: event.target.value as VehicleStatus })}
            fullWidth
          >
            {VEHICLE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`inventory.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {props.withCost && <Grid size={{ xs: 6, md: 4 }}>{field('cost', { money: true })}</Grid>}
      {props.withPrice && <Grid size={{ xs: 6, md: 4 }}>{field('listPrice', { money: true })}</Grid>}
      <Grid size={12}>{field('notes', { multiline: true })}</Grid>
    </Grid>
  );
}
