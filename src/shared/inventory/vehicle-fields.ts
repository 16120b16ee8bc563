// What a vehicle record may hold, checked the same way for the graph's create/update input,
// each imported CSV row and the screens' forms. Messages are plain English: the graph returns
// them as BAD_USER_INPUT and the import reports them per line.

import { z } from 'zod';
import { checkVin, type VinCheck } from './vin';
import {
  ACQUISITION_SOURCES,
  VEHICLE_LIMITS,
  VEHICLE_STATUSES,
  isRealDate,
  shiftDate,
  todayIso,
  type AcquisitionSource,
  type VehicleStatus,
} from './vehicle';

export type VehicleFields = {
  vin: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  bodyStyle: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  mileage: number;
  acquisitionSource: AcquisitionSource;
  acquiredDate: string;
  costCents: number | null;
  listPriceCents: number | null;
  status: VehicleStatus;
  lotLocation: string | null;
  notes: string | null;
};

/** Fields `updateVehicle` may change (price and status have their own mutations and histories). */
export const EDITABLE_FIELDS = [
  'vin',
  'stockNumber',
  'year',
  'make',
  'model',
  'trim',
  'bodyStyle',
  'exteriorColor',
  'interiorColor',
  'mileage',
  'acquisitionSource',
  'acquiredDate',
  'costCents',
  'lotLocation',
  'notes',
] as const satisfies readonly (keyof VehicleFields)[];
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export type FieldIssue = { path: string; message: string };
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

// Empty text means "none": stored as null.
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const money = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(VEHICLE_LIMITS.maxMoneyCents, `${label} must be at most $10,000,000.`)
    .nullish()
    .transform((value) => value ?? null);

function fieldSchemas(today: string) {
  const year = Number(today.slice(0, 4));
  return {
    vin: z.string({ error: 'VIN is required.' }),
    // Stock numbers are identifiers: kept in upper case so 'a123' and 'A123' are one vehicle.
    stockNumber: requiredText('Stock number', 32).transform((value) => value.toUpperCase()),
    year: z
      .number({ error: 'Year is required.' })
      .int('Year must be a whole number.')
      .min(VEHICLE_LIMITS.minYear, `Year must be ${VEHICLE_LIMITS.minYear} or later.`)
      .max(year + VEHICLE_LIMITS.yearsAhead, `Year must be ${year + VEHICLE_LIMITS.yearsAhead} or earlier.`),
    make: requiredText('Make', 40),
    model: requiredText('Model', 60),
    trim: optionalText('Trim', 60),
    bodyStyle: optionalText('Body style', 40),
    exteriorColor: optionalText('Exterior color', 40),
    interiorColor: optionalText('Interior color', 40),
    mileage: z
      .number({ error: 'Mileage is required.' })
      .int('Mileage must be a whole number.')
      .min(0, 'Mileage cannot be negative.')
      .max(VEHICLE_LIMITS.maxMileage, 'Mileage must be at most 2,000,000.'),
    acquisitionSource: z.enum(ACQUISITION_SOURCES, {
      error: `Acquisition source must be one of ${ACQUISITION_SOURCES.join(', ')}.`,
    }),
    // One day of slack: a person east of UTC may already be on the next calendar day.
    acquiredDate: z
      .string({ error: 'Acquired date is required.' })
      .refine(isRealDate, 'Acquired date must be a date (YYYY-MM-DD).')
      .refine((value) => value >= '1990-01-01', 'Acquired date must be in 1990 or later.')
      .refine((value) => value <= shiftDate(today, -1), 'Acquired date cannot be in the future.'),
    costCents: money('Cost'),
    listPriceCents: money('List price'),
    status: z.enum(VEHICLE_STATUSES, { error: `Status must be one of ${VEHICLE_STATUSES.join(', ')}.` }),
    lotLocation: optionalText('Lot location', 60),
    notes: optionalText('Notes', 2000),
  } satisfies Record<keyof VehicleFields, z.ZodType>;
}

export type VinOutcome = { vin: string; check: Extract<VinCheck, { valid: true }> };

/**
 * A VIN that is well-formed, or the issue; a check-digit mismatch is an issue unless accepted. The
 * one rule for a VIN entered anywhere (a vehicle, an import row, an appraisal); `referenceYear`
 * decodes the model year as of that year (checkVin's).
 */
export function checkVinField(
  raw: string,
  acceptCheckDigitMismatch: boolean,
  referenceYear?: number,
): Checked<VinOutcome> {
  const check = checkVin(raw, referenceYear);
  if (!check.valid) return { ok: false, issues: [{ path: 'vin', message: check.message }] };
  if (!check.checkDigitValid && !acceptCheckDigitMismatch) {
    return {
      ok: false,
      issues: [
        {
          path: 'vin',
          message:
            `The VIN ${check.vin} fails its check digit (position 9 is '${check.vin[8]}', expected '${check.expectedCheckDigit}'). ` +
            'Check it for typos, or confirm it to save anyway (VINs from outside North America need not carry a check digit).',
        },
      ],
    };
  }
  return { ok: true, value: { vin: check.vin, check } };
}

function issuesOf(error: z.ZodError): FieldIssue[] {
  // zod's own wording ("Invalid input: …") does not name the field: say which one it is.
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    return { path, message: issue.message.startsWith('Invalid') ? `${path}: ${issue.message}.` : issue.message };
  });
}

/**
 * Checks the given fields (all of them, or with `partial` only those present). The VIN is
 * normalised; texts are trimmed and empty optional texts become null.
 */
export function checkVehicleFields<P extends boolean = false>(
  input: Record<string, unknown>,
  options: { partial?: P; acceptCheckDigitMismatch?: boolean; today?: string } = {},
): Checked<P extends true ? Partial<VehicleFields> : VehicleFields> {
  const schemas = fieldSchemas(options.today ?? todayIso());
  const object = z.object(schemas);
  const parsed = (options.partial ? object.partial() : object).safeParse(input);
  const issues: FieldIssue[] = parsed.success ? [] : issuesOf(parsed.error);
  let vin: string | undefined;
  if (typeof input.vin === 'string') {
    const vinResult = checkVinField(input.vin, options.acceptCheckDigitMismatch ?? false);
    if (vinResult.ok) vin = vinResult.value.vin;
    else issues.unshift(...vinResult.issues);
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  const value = { ...parsed.data, ...(vin !== undefined ? { vin } : {}) };
  return { ok: true, value: value as P extends true ? Partial<VehicleFields> : VehicleFields };
}

/** Every issue in one sentence list, for a single error message. */
export function describeIssues(issues: FieldIssue[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join(' ');
}
