import { APPRAISAL_LIMITS, checkOptions, mileageProblem, type AppraisalKind } from '../../../src/shared/appraisals';
import { checkVinField } from '../../../src/shared/inventory/vehicle-fields';
import { normalizeVin } from '../../../src/shared/inventory/vin';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { ConditionGrade } from '../../../src/shared/market/valuation';
import type { Database } from '../../db/client';
import type { AppraisalRow } from '../../db/schema';
import { AppError } from '../../errors';
import { resolveSubject } from '../market/valuations/subject';
import type { Viewer } from '../users/viewer';

/** What a caller describes an appraisal with; undefined: not given (an update keeps it), null: cleared. */
export type AppraisalFieldsInput = {
  kind?: AppraisalKind | null;
  vin?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
  mileage?: number | null;
  condition?: ConditionGrade | null;
  exteriorColor?: string | null;
  options?: string[] | null;
  zip?: string | null;
  customer?: { name?: string | null; phone?: string | null; email?: string | null } | null;
  notes?: string | null;
  /**
   * Keep a VIN whose check digit does not match (createVehicle's acknowledgement). Stored with the
   * appraisal; a VIN left out or given unchanged keeps the acknowledgement it had.
   */
  acceptCheckDigitMismatch?: boolean | null;
};

type Fields = Pick<
  AppraisalRow,
  | 'kind'
  | 'vin'
  | 'vinCheckDigitAccepted'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'mileage'
  | 'condition'
  | 'exteriorColor'
  | 'options'
  | 'zip'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'notes'
>;

const bad = (message: string) => new AppError('BAD_USER_INPUT', message);

/** Trimmed text or null; BAD_USER_INPUT past `max` characters. */
function optionalText(
  value: string | null | undefined,
  label: string,
  max: number = APPRAISAL_LIMITS.maxTextLength,
): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw bad(`${label} must be at most ${max.toLocaleString('en-US')} characters.`);
  return text || null;
}

const pick = <T>(given: T | null | undefined, current: T | null | undefined): T | null | undefined =>
  given === undefined ? current : given;

/**
 * The fields of an appraisal from the input laid over `current` (an update) or over nothing (a new
 * one): a VIN is checked with the inventory module and gives the year and make when they are not
 * given; the car is checked as the valuations read it (year, make, model, mileage, ZIP defaulting
 * to the organization's home ZIP).
 */
export async function appraisalFields(options: {
  db: Database;
  viewer: Viewer;
  input: AppraisalFieldsInput;
  current?: AppraisalRow;
  today?: string;
}): Promise<Fields> {
  const { db, viewer, input, current } = options;
  const today = options.today ?? todayIso();
  const kind = pick(input.kind, current?.kind);
  if (!kind) throw bad('Say whether the car is a trade-in or a purchase.');
  let vin: string | null = null;
  let vinCheckDigitAccepted = false;
  let decoded: { year: number | null; make: string | null } = { year: null, make: null };
  const rawVin = pick(input.vin, current?.vin);
  if (rawVin && rawVin.trim()) {
    // The acknowledgement belongs to the VIN it came with: given now, or stored with this same VIN.
    const unchanged = current?.vin != null && normalizeVin(rawVin) === current.vin;
    const accepted = input.acceptCheckDigitMismatch === true || (unchanged && current.vinCheckDigitAccepted);
    // A VIN not given now is not checked again (one stored before acknowledgements existed may
    // lack one; winning refuses it until it is corrected or confirmed).
    const checked = checkVinField(rawVin, accepted || input.vin === undefined, Number(today.slice(0, 4)));
    if (!checked.ok) throw bad(checked.issues[0]!.message);
    vin = checked.value.vin;
    vinCheckDigitAccepted = accepted && !checked.value.check.checkDigitValid;
    decoded = { year: checked.value.check.decoded.modelYear, make: checked.value.check.decoded.manufacturer };
  }
  const year = pick(input.year, current?.year) ?? decoded.year;
  const make = pick(input.make, current?.make)?.trim() || decoded.make;
  const model = pick(input.model, current?.model)?.trim();
  if (!model)
    throw bad(
      vin
        ? 'Give the model: the VIN gives the year and make, not the model.'
        : 'Give the model (or the VIN and the model).',
    );
  if (year === null || year === undefined) throw bad('Give the model year: the VIN does not say it.');
  if (!make) throw bad('Give the make: the VIN does not say it.');
  const mileage = pick(input.mileage, current?.mileage);
  if (mileage === null || mileage === undefined) throw bad('Give the mileage.');
  const mileageIssue = mileageProblem(mileage);
  if (mileageIssue) throw bad(mileageIssue);
  const options_ = checkOptions(pick(input.options, current?.options) ?? []);
  if (!options_.ok) throw bad(options_.message);
  const condition = pick(input.condition, current?.condition) ?? 'clean';
  const subject = await resolveSubject({
    db,
    viewer,
    vehicle: {
      year,
      make,
      model,
      trim: pick(input.trim, current?.trim),
      mileage,
      condition,
      zip: pick(input.zip, current?.zip),
    },
    today,
  });
  // A customer field left out stays; a null customer clears all three.
  const customer = (field: 'name' | 'phone' | 'email', currentValue: string | null | undefined) =>
    input.customer === null ? null : pick(input.customer?.[field], currentValue);
  return {
    kind,
    vin,
    vinCheckDigitAccepted,
    year: subject.year,
    make: subject.make,
    model: subject.model,
    trim: optionalText(subject.trim, 'The trim'),
    mileage,
    condition,
    exteriorColor: optionalText(pick(input.exteriorColor, current?.exteriorColor), 'The exterior color'),
    options: options_.value,
    zip: subject.zip,
    customerName: optionalText(customer('name', current?.customerName), "The customer's name"),
    customerPhone: optionalText(customer('phone', current?.customerPhone), "The customer's phone"),
    customerEmail: optionalText(customer('email', current?.customerEmail), "The customer's email"),
    notes: optionalText(pick(input.notes, current?.notes), 'The notes', APPRAISAL_LIMITS.maxNotesLength),
  };
}
