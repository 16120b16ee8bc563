// The new-appraisal form's values and the rules that turn them into the graph's input. Year and
// make follow the VIN while the person has not typed their own (the inventory form's rule).
import type { AppraisalKind, ConditionGrade, CreateAppraisalInput } from '../../../graphql/generated/types';
import { APPRAISAL_LIMITS } from '../../shared/appraisals/limits';
import { checkVin } from '../../shared/inventory/vin';

export const CONDITION_GRADES: readonly ConditionGrade[] = ['extra_clean', 'clean', 'average', 'rough'];

export type NewAppraisalValues = {
  kind: AppraisalKind;
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: string;
  condition: ConditionGrade;
  exteriorColor: string;
  customerName: string;
  customerPhone: string;
};

export const EMPTY_APPRAISAL: NewAppraisalValues = {
  kind: 'trade_in',
  vin: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  condition: 'clean',
  exteriorColor: '',
  customerName: '',
  customerPhone: '',
};

function decodedFacts(vin: string): { year: string; make: string } {
  const check = checkVin(vin);
  const decoded = check.valid ? check.decoded : undefined;
  return { year: decoded?.modelYear ? String(decoded.modelYear) : '', make: decoded?.manufacturer ?? '' };
}

/** The values after the VIN changes: year and make follow it while empty or still what the previous VIN told. */
export function withAppraisalVin(values: NewAppraisalValues, vin: string): NewAppraisalValues {
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

export type NewAppraisalErrors = Partial<Record<'vin' | 'year' | 'make' | 'model' | 'mileage', string>>;

/** i18n keys of what is missing or wrong; empty when the form can be sent. */
export function checkNewAppraisal(values: NewAppraisalValues, acceptMismatch: boolean): NewAppraisalErrors {
  const errors: NewAppraisalErrors = {};
  if (values.vin.trim()) {
    const vin = checkVin(values.vin);
    if (!vin.valid) errors.vin = 'appraisals.new.error.vin';
    else if (!vin.checkDigitValid && !acceptMismatch) errors.vin = 'inventory.form.error.checkDigit';
  }
  const year = Number(values.year);
  if (!/^\d{4}$/.test(values.year.trim()) || year < 1981 || year > new Date().getUTCFullYear() + 1)
    errors.year = 'appraisals.new.error.year';
  if (!values.make.trim()) errors.make = 'appraisals.new.error.make';
  if (!values.model.trim()) errors.model = 'appraisals.new.error.model';
  const mileage = Number(values.mileage.replace(/[,\s]/g, ''));
  if (!/^\d+$/.test(values.mileage.replace(/[,\s]/g, '')) || mileage > APPRAISAL_LIMITS.maxMileage)
    errors.mileage = 'appraisals.new.error.mileage';
  return errors;
}

const text = (value: string) => value.trim() || undefined;

/** The graph's input; `acceptMismatch` (the VIN field's "save it anyway") goes with a VIN whose check digit fails. */
export function createAppraisalInput(values: NewAppraisalValues, acceptMismatch = false): CreateAppraisalInput {
  const customer = { name: text(values.customerName), phone: text(values.customerPhone) };
  const vin = text(values.vin);
  return {
    kind: values.kind,
    vin,
    acceptCheckDigitMismatch: Boolean(vin) && acceptMismatch,
    year: Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    trim: text(values.trim),
    mileage: Number(values.mileage.replace(/[,\s]/g, '')),
    condition: values.condition,
    exteriorColor: text(values.exteriorColor),
    customer: customer.name || customer.phone ? customer : undefined,
  };
}
