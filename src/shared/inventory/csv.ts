// CSV files as dealer management systems export them: parsed with papaparse (quotes, embedded
// newlines, a byte-order mark), headers mapped to vehicle fields case-insensitively through
// the synonyms DMS exports use, and rows turned into raw import rows that keep their line.

import Papa from 'papaparse';
import {
  IMPORT_FIELDS,
  REQUIRED_FOR_NEW,
  type ImportField,
  type ImportRejection,
  type RawImportRow,
} from './import-row';
import { normalizeVin } from './vin';

export const CSV_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;

export type CsvRow = { line: number; cells: string[] };
export type ParsedCsv = { headers: string[]; rows: CsvRow[]; rejected: ImportRejection[] };
export type CsvParse = { ok: true; csv: ParsedCsv } | { ok: false; reason: string };

/** Field → index of the column that holds it; a field without a column is absent. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

// Header spellings seen in DMS exports, squashed (lower case, letters and digits only), most
// specific first: the first header matching a field's earliest synonym wins.
export const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  vin: ['vin', 'vinnumber', 'vin17', 'vehiclevin', 'vehicleidentificationnumber', 'serialnumber'],
  stockNumber: ['stocknumber', 'stockno', 'stock', 'stocknum', 'stocknbr', 'stk', 'stkno', 'stockid'],
  year: ['year', 'modelyear', 'vehicleyear', 'yr'],
  make: ['make', 'vehiclemake', 'manufacturer', 'mfr', 'brand'],
  model: ['model', 'vehiclemodel', 'modelname'],
  trim: ['trim', 'trimlevel', 'series'],
  bodyStyle: ['bodystyle', 'body', 'bodytype', 'style'],
  exteriorColor: ['exteriorcolor', 'exteriorcolour', 'extcolor', 'extcolour', 'exterior', 'color', 'colour'],
  interiorColor: ['interiorcolor', 'interiorcolour', 'intcolor', 'intcolour', 'interior'],
  mileage: ['mileage', 'odometer', 'miles', 'odo', 'odometerreading'],
  acquisitionSource: ['acquisitionsource', 'source', 'acqsource', 'acquiredfrom', 'howacquired', 'vehiclesource'],
  acquiredDate: [
    'acquireddate',
    'dateacquired',
    'acquisitiondate',
    'datein',
    'indate',
    'stockdate',
    'stockeddate',
    'instockdate',
    'dateinstock',
    'stockindate',
    'receiveddate',
    'datereceived',
    'received',
    'receivedon',
    'inventorydate',
    'purchasedate',
    'arrivaldate',
    'datearrived',
  ],
  cost: ['cost', 'vehiclecost', 'unitcost', 'totalcost', 'acquisitioncost', 'invoice', 'invoiceprice', 'acv'],
  listPrice: [
    'listprice',
    'internetprice',
    'price',
    'list',
    'askingprice',
    'sellingprice',
    'retailprice',
    'saleprice',
    'webprice',
    'advertisedprice',
  ],
  status: ['status', 'vehiclestatus', 'stockstatus', 'inventorystatus'],
  lotLocation: ['lotlocation', 'location', 'lot', 'lotname', 'stall', 'spot'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks'],
};

export const squashHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping a file's headers suggest; each column serves at most one field. */
export function detectMapping(headers: string[]): ColumnMapping {
  const squashed = headers.map(squashHeader);
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const synonym of HEADER_SYNONYMS[field]) {
      const index = squashed.findIndex((header, column) => header === synonym && !taken.has(column));
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** Fields a new vehicle needs that no column feeds: every row for a vehicle new to Lotwise will be refused. */
export function unmappedRequired(mapping: ColumnMapping): ImportField[] {
  return REQUIRED_FOR_NEW.filter((field) => mapping[field] === undefined);
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses a CSV text whose first non-empty row is the header. Rows whose field count differs
 * from the header's (a stray comma or quote would shift values into the wrong fields) are
 * rejected with their line, never read.
 */
export function parseCsv(text: string): CsvParse {
  if (new Blob([text]).size > CSV_LIMITS.maxBytes) {
    return { ok: false, reason: `The file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB.` };
  }
  // One line ending throughout, so line numbers count the way an editor shows them.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lineStarts = [0];
  for (let index = normalized.indexOf('\n'); index >= 0; index = normalized.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };

  const records: { line: number; cells: string[]; error?: string }[] = [];
  let previousEnd = 0;
  Papa.parse<string[]>(normalized, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = previousEnd;
      while (start < normalized.length && /\s/.test(normalized[start]!)) start += 1;
      previousEnd = result.meta.cursor;
      const [error] = result.errors;
      records.push({ line: lineAt(start), cells: result.data, error: error?.message });
    },
  });
  const [header, ...data] = records;
  if (!header || isBlank(header.cells)) return { ok: false, reason: 'The file has no header row.' };
  if (data.length > CSV_LIMITS.maxRows) {
    return {
      ok: false,
      reason: `The file has ${data.length} rows; at most ${CSV_LIMITS.maxRows} can be imported at once.`,
    };
  }
  const headers = header.cells.map((cell) => cell.trim());
  const rows: CsvRow[] = [];
  const rejected: ImportRejection[] = [];
  for (const record of data) {
    // Trailing empty cells some exports leave out (or add) do not count.
    const cells = [...record.cells];
    while (cells.length > headers.length && cells.at(-1)?.trim() === '') cells.pop();
    if (record.error) rejected.push({ line: record.line, reason: `The row cannot be read: ${record.error}.` });
    else if (cells.length !== headers.length) {
      rejected.push({
        line: record.line,
        reason: `The row has ${cells.length} fields; the header has ${headers.length}. Check it for a stray comma or quote.`,
      });
    } else rows.push({ line: record.line, cells });
  }
  return { ok: true, csv: { headers, rows, rejected } };
}

/** The rows as raw import rows under `mapping`. A VIN seen on an earlier line rejects the later row. */
export function toImportRows(
  csv: ParsedCsv,
  mapping: ColumnMapping,
): { rows: RawImportRow[]; rejected: ImportRejection[] } {
  const rows: RawImportRow[] = [];
  const rejected: ImportRejection[] = [...csv.rejected];
  const firstLineOfVin = new Map<string, number>();
  for (const { line, cells } of csv.rows) {
    const row: RawImportRow = { line };
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== undefined) row[field] = cells[column] ?? null;
    }
    const vin = row.vin ? normalizeVin(row.vin) : '';
    const earlier = vin ? firstLineOfVin.get(vin) : undefined;
    if (earlier !== undefined) {
      rejected.push({ line, reason: `The VIN ${vin} is already on line ${earlier} of this file.` });
      continue;
    }
    if (vin) firstLineOfVin.set(vin, line);
    rows.push(row);
  }
  rejected.sort((a, b) => a.line - b.line);
  return { rows, rejected };
}

// The graph takes request bodies up to 100 kB: rows go in parts well under that.
const MAX_BATCH_ROWS = 200;
const MAX_BATCH_BYTES = 60_000;

/** The rows in parts that each fit one `importVehicles` request, in order. */
export function importBatches(rows: RawImportRow[]): RawImportRow[][] {
  const batches: RawImportRow[][] = [];
  let batch: RawImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length;
    if (batch.length > 0 && (batch.length >= MAX_BATCH_ROWS || bytes + size > MAX_BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
