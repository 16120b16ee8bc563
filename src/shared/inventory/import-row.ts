// One imported row: the raw texts of a DMS export, read into vehicle fields. Amounts, mileage,
// dates, statuses and sources are read the ways dealer management systems write them; what
// cannot be read rejects the row with the reason (a row is imported whole or not at all).

import { parseDate, parseMoneyToCents, parseWholeNumber } from './cell-text';
import { ACQUISITION_SOURCES, todayIso, type AcquisitionSource, type VehicleStatus } from './vehicle';
import { checkVehicleFields, describeIssues, type VehicleFields } from './vehicle-fields';
import { checkVin } from './vin';

export const IMPORT_FIELDS = [
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
  'cost',
  'listPrice',
  'status',
  'lotLocation',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields a row must bring for a vehicle that is not in inventory yet (year and make may come from the VIN). */
export const REQUIRED_FOR_NEW: readonly ImportField[] = ['vin', 'stockNumber', 'model', 'mileage', 'acquiredDate'];
/** Status of a vehicle a file brings without one: it is on the lot in the DMS. */
export const IMPORT_DEFAULT_STATUS: VehicleStatus = 'frontline';

/** One data row of a file, by field, as texts; absent or empty means "not given". */
export type RawImportRow = { line: number } & { [K in ImportField]?: string | null };

export type ImportRejection = { line: number; reason: string };

/** What a row says, read and checked; `fields` holds only what the row gives (VIN always). */
export type ReadImportRow =
  | { ok: true; line: number; vin: string; checkDigitValid: boolean; fields: Partial<VehicleFields> & { vin: string } }
  | { ok: false; line: number; reason: string };

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

const STATUS_WORDS: Record<string, VehicleStatus> = {
  incoming: 'incoming',
  intransit: 'incoming',
  transit: 'incoming',
  arriving: 'incoming',
  ordered: 'incoming',
  inrecon: 'in_recon',
  recon: 'in_recon',
  reconditioning: 'in_recon',
  service: 'in_recon',
  getready: 'in_recon',
  inservice: 'in_recon',
  frontline: 'frontline',
  frontlineready: 'frontline',
  available: 'frontline',
  instock: 'frontline',
  stock: 'frontline',
  lot: 'frontline',
  onlot: 'frontline',
  retail: 'frontline',
  ready: 'frontline',
  forsale: 'frontline',
  salepending: 'sale_pending',
  pending: 'sale_pending',
  dealpending: 'sale_pending',
  pendingsale: 'sale_pending',
  sold: 'sold',
  delivered: 'sold',
  wholesaled: 'wholesaled',
  wholesale: 'wholesaled',
};

const SOURCE_WORDS: Record<string, AcquisitionSource> = {
  tradein: 'trade_in',
  trade: 'trade_in',
  traded: 'trade_in',
  auction: 'auction',
  dealerauction: 'auction',
  onlineauction: 'auction',
  purchase: 'purchase',
  purchased: 'purchase',
  streetpurchase: 'purchase',
  buy: 'purchase',
  bought: 'purchase',
  customerpurchase: 'purchase',
  leasereturn: 'lease_return',
  lease: 'lease_return',
  offlease: 'lease_return',
  leaseturnin: 'lease_return',
  other: 'other',
};

/** A DMS status word ("Frontline", "In Recon", "Sold") → status; null for words it cannot place. */
export function parseStatus(text: string): VehicleStatus | null {
  return STATUS_WORDS[squash(text)] ?? null;
}

/** A DMS source word ("Trade-In", "Auction", "Off Lease") → source; anything else is `other`. */
export function parseAcquisitionSource(text: string): AcquisitionSource {
  const word = squash(text);
  const named = ACQUISITION_SOURCES.find((source) => squash(source) === word);
  return SOURCE_WORDS[word] ?? named ?? 'other';
}

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

type Reader = (text: string) => { value: unknown } | { reason: string };

const READERS: Record<ImportField, { to: keyof VehicleFields; read: Reader }> = {
  vin: { to: 'vin', read: (text) => ({ value: text }) },
  stockNumber: { to: 'stockNumber', read: (text) => ({ value: text }) },
  year: {
    to: 'year',
    read: (text) =>
      /^\d{4}$/.test(text.trim()) ? { value: Number(text) } : { reason: `Year '${text}' is not a 4-digit year.` },
  },
  make: { to: 'make', read: (text) => ({ value: text }) },
  model: { to: 'model', read: (text) => ({ value: text }) },
  trim: { to: 'trim', read: (text) => ({ value: text }) },
  bodyStyle: { to: 'bodyStyle', read: (text) => ({ value: text }) },
  exteriorColor: { to: 'exteriorColor', read: (text) => ({ value: text }) },
  interiorColor: { to: 'interiorColor', read: (text) => ({ value: text }) },
  mileage: {
    to: 'mileage',
    read: (text) => {
      const value = parseWholeNumber(text);
      return value === null ? { reason: `Mileage '${text}' is not a whole number.` } : { value };
    },
  },
  acquisitionSource: { to: 'acquisitionSource', read: (text) => ({ value: parseAcquisitionSource(text) }) },
  acquiredDate: {
    to: 'acquiredDate',
    read: (text) => {
      const value = parseDate(text);
      return value === null
        ? { reason: `Acquired date '${text}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).` }
        : { value };
    },
  },
  cost: {
    to: 'costCents',
    read: (text) => {
      const value = parseMoneyToCents(text);
      return value === null ? { reason: `Cost '${text}' is not an amount.` } : { value };
    },
  },
  listPrice: {
    to: 'listPriceCents',
    read: (text) => {
      const value = parseMoneyToCents(text);
      return value === null ? { reason: `List price '${text}' is not an amount.` } : { value };
    },
  },
  status: {
    to: 'status',
    read: (text) => {
      const value = parseStatus(text);
      return value === null
        ? { reason: `Status '${text}' is not one of incoming, in recon, frontline, sale pending, sold, wholesaled.` }
        : { value };
    },
  },
  lotLocation: { to: 'lotLocation', read: (text) => ({ value: text }) },
  notes: { to: 'notes', read: (text) => ({ value: text }) },
};

/**
 * Reads and checks one row. Only the fields the row gives are returned; whether a new
 * vehicle has everything it needs is `missingForNew`'s question (the row may update one).
 */
export function readImportRow(
  raw: RawImportRow,
  options: { acceptCheckDigitMismatch?: boolean; today?: string } = {},
): ReadImportRow {
  const { line } = raw;
  if (!given(raw.vin)) return { ok: false, line, reason: 'The VIN is missing.' };
  const input: Record<string, unknown> = {};
  const reasons: string[] = [];
  for (const field of IMPORT_FIELDS) {
    const text = raw[field];
    if (!given(text)) continue;
    const reader = READERS[field];
    const result = reader.read(text.trim());
    if ('reason' in result) reasons.push(result.reason);
    else input[reader.to] = result.value;
  }
  const checked = checkVehicleFields(input, {
    partial: true,
    acceptCheckDigitMismatch: options.acceptCheckDigitMismatch,
    today: options.today ?? todayIso(),
  });
  if (!checked.ok) reasons.push(describeIssues(checked.issues));
  if (reasons.length > 0 || !checked.ok) return { ok: false, line, reason: reasons.join(' ') };
  const vinCheck = checkVin(checked.value.vin!);
  const fields = { ...checked.value, vin: checked.value.vin! };
  return { ok: true, line, vin: fields.vin, checkDigitValid: vinCheck.valid && vinCheck.checkDigitValid, fields };
}

/**
 * What a new vehicle still lacks after its row, with year and make taken from the VIN when
 * the row leaves them out: the completed fields, or the reason it cannot be created.
 */
export function completeForNew(
  fields: Partial<VehicleFields> & { vin: string },
  defaults: { status: VehicleStatus },
): { ok: true; fields: VehicleFields } | { ok: false; reason: string } {
  const check = checkVin(fields.vin);
  const decoded = check.valid ? check.decoded : undefined;
  const year = fields.year ?? decoded?.modelYear ?? undefined;
  const make = fields.make ?? decoded?.manufacturer ?? undefined;
  const missing: string[] = [];
  if (fields.stockNumber === undefined) missing.push('stock number');
  if (year === undefined) missing.push('year (the VIN does not tell it)');
  if (make === undefined) missing.push('make (the VIN does not tell it)');
  if (fields.model === undefined) missing.push('model');
  if (fields.mileage === undefined) missing.push('mileage');
  if (fields.acquiredDate === undefined) missing.push('acquired date');
  if (missing.length > 0 || year === undefined || make === undefined) {
    return { ok: false, reason: `A new vehicle needs ${missing.join(', ')}.` };
  }
  return {
    ok: true,
    fields: {
      trim: null,
      bodyStyle: null,
      exteriorColor: null,
      interiorColor: null,
      acquisitionSource: 'other',
      costCents: null,
      listPriceCents: null,
      status: defaults.status,
      lotLocation: null,
      notes: null,
      ...fields,
      year,
      make,
    } as VehicleFields,
  };
}

/** What the import does with a row: creates a vehicle, updates the one in inventory, or refuses the row (why). */
export type ImportPlan =
  | { ok: true; line: number; vin: string; action: 'create'; fields: VehicleFields }
  | { ok: true; line: number; vin: string; action: 'update'; fields: Partial<VehicleFields> & { vin: string } }
  | { ok: false; line: number; reason: string };

/**
 * The one decision on a read row, made the same way by the import and by its preview: a VIN in
 * inventory updates that vehicle with the fields given; any other needs what a new vehicle needs.
 */
export function planImportRow(row: ReadImportRow, options: { inInventory: boolean }): ImportPlan {
  if (!row.ok) return row;
  const { line, vin } = row;
  if (options.inInventory) return { ok: true, line, vin, action: 'update', fields: row.fields };
  const complete = completeForNew(row.fields, { status: IMPORT_DEFAULT_STATUS });
  return complete.ok
    ? { ok: true, line, vin, action: 'create', fields: complete.fields }
    : { ok: false, line, reason: complete.reason };
}
