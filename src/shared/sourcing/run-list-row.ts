// A row of an auction run list CSV (docs/sourcing.md "Run list CSV"): its columns, the ones every
// row needs, its limits and the headers the import wizard recognises; each row is read here into
// a vehicle or a reason a person can act on, and a file's rows checked together (`checkRunListRows`)
// by the graph's importer and by the wizard alike.
import { detectColumns, type CsvRejection } from '../csv/read';
import { fixedColumnSynonyms } from '../csv/fixed-columns';
import { checkVin } from '../inventory/vin';

export const RUN_LIST_COLUMNS = [
  'lane',
  'run_number',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'condition_grade',
  'auction',
  'sale_date',
  'location_zip',
] as const;
export const RUN_LIST_REQUIRED = [
  'vin',
  'year',
  'make',
  'model',
  'mileage',
  'auction',
  'sale_date',
  'location_zip',
] as const;
export const RUN_LIST_LIMITS = { maxRows: 2_000, maxCharacters: 1_000_000, maxTextLength: 60 } as const;

export type RunListColumn = (typeof RUN_LIST_COLUMNS)[number];
export type RunListCsvRow = Partial<Record<RunListColumn, string>>;

const SYNONYMS = fixedColumnSynonyms(RUN_LIST_COLUMNS, {
  lane: ['lanenumber', 'laneno'],
  run_number: ['run', 'runno', 'runnum', 'lot', 'lotnumber'],
  vin: ['vinnumber', 'vehicleidentificationnumber'],
  year: ['modelyear', 'yr'],
  make: ['manufacturer', 'brand'],
  model: ['modelname'],
  trim: ['series', 'trimlevel'],
  mileage: ['odometer', 'miles', 'odo'],
  condition_grade: ['grade', 'conditionreport', 'cr', 'condition'],
  auction: ['auctionname', 'auctionhouse', 'seller'],
  sale_date: ['saleday', 'auctiondate', 'date'],
  location_zip: ['zip', 'zipcode', 'locationzipcode', 'postalcode'],
});

/** The mapping a run list's headers suggest. */
export const detectRunListColumns = (headers: string[]) => detectColumns(headers, RUN_LIST_COLUMNS, SYNONYMS);
export type RunListVehicleValues = {
  lane: string | null;
  runNumber: string | null;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  conditionGrade: number | null;
  auction: string;
  saleDate: string;
  locationZip: string;
};

const wholeNumber = (raw: string) => (/^\d+$/.test(raw.replace(/,/g, '')) ? Number(raw.replace(/,/g, '')) : null);
const isDay = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
  !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) &&
  new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);

/** The row's vehicle, or the first thing wrong with it. */
export function readRunListRow(
  row: RunListCsvRow,
  today: string,
): { ok: true; values: RunListVehicleValues } | { ok: false; reason: string } {
  const cell = (column: RunListColumn) => (row[column] ?? '').trim();
  const missing = RUN_LIST_REQUIRED.filter((column) => !cell(column));
  if (missing.length > 0) return { ok: false, reason: `Missing ${missing.join(', ')}.` };
  const tooLong = RUN_LIST_COLUMNS.find((column) => cell(column).length > RUN_LIST_LIMITS.maxTextLength);
  if (tooLong) return { ok: false, reason: `${tooLong} has at most ${RUN_LIST_LIMITS.maxTextLength} characters.` };
  const vin = checkVin(cell('vin'));
  if (!vin.valid) return { ok: false, reason: vin.message };
  const maxYear = Number(today.slice(0, 4)) + 1;
  const year = wholeNumber(cell('year'));
  if (year === null || year < 1981 || year > maxYear)
    return { ok: false, reason: `Year '${cell('year')}' is not a model year from 1981 to ${maxYear}.` };
  const mileage = wholeNumber(cell('mileage'));
  if (mileage === null || mileage > 2_000_000)
    return { ok: false, reason: `Mileage '${cell('mileage')}' is not whole miles from 0 to 2,000,000.` };
  const gradeText = cell('condition_grade');
  const conditionGrade = gradeText ? Number(gradeText) : null;
  if (conditionGrade !== null && (!/^\d(\.\d)?$/.test(gradeText) || conditionGrade > 5))
    return { ok: false, reason: `Condition grade '${gradeText}' is not an auction grade from 0.0 to 5.0.` };
  if (!isDay(cell('sale_date')))
    return { ok: false, reason: `Sale date '${cell('sale_date')}' is not a day written YYYY-MM-DD.` };
  const zip = cell('location_zip').slice(0, 5);
  if (!/^\d{5}(-\d{4})?$/.test(cell('location_zip')))
    return { ok: false, reason: `Location ZIP '${cell('location_zip')}' is not a 5-digit US ZIP code.` };
  return {
    ok: true,
    values: {
      lane: cell('lane') || null,
      runNumber: cell('run_number') || null,
      vin: vin.vin,
      year,
      make: cell('make'),
      model: cell('model'),
      trim: cell('trim') || null,
      mileage,
      conditionGrade,
      auction: cell('auction'),
      saleDate: cell('sale_date'),
      locationZip: zip,
    },
  };
}

/**
 * A file's rows, each with its line: the vehicles, and every line refused with its reason (a bad
 * row, or a VIN an earlier line has already).
 */
export function checkRunListRows(
  rows: readonly (RunListCsvRow & { line: number })[],
  today: string,
): { vehicles: (RunListVehicleValues & { line: number })[]; rejected: CsvRejection[] } {
  const vehicles: (RunListVehicleValues & { line: number })[] = [];
  const rejected: CsvRejection[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const read = readRunListRow(row, today);
    if (!read.ok) {
      rejected.push({ line: row.line, reason: read.reason });
      continue;
    }
    const earlier = seen.get(read.values.vin);
    if (earlier) {
      rejected.push({ line: row.line, reason: `VIN ${read.values.vin} is on line ${earlier} already.` });
      continue;
    }
    seen.set(read.values.vin, row.line);
    vehicles.push({ ...read.values, line: row.line });
  }
  return { vehicles, rejected };
}
