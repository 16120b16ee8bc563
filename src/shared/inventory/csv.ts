// Inventory CSV files as dealer management systems export them, read by the shared reader
// (`src/shared/csv/read.ts`): headers mapped to vehicle fields through the synonyms DMS exports
// use, and rows turned into raw import rows that keep their line.

import { detectColumns, mappedRows, type Mapping, type ParsedCsv } from '../csv/read';
import {
  IMPORT_FIELDS,
  REQUIRED_FOR_NEW,
  type ImportField,
  type ImportRejection,
  type RawImportRow,
} from './import-row';
import { normalizeVin } from './vin';

/** Field → index of the column that holds it; a field without a column is absent. */
export type ColumnMapping = Mapping<ImportField>;

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

/** The mapping a file's headers suggest; each column serves at most one field. */
export const detectMapping = (headers: string[]): ColumnMapping =>
  detectColumns(headers, IMPORT_FIELDS, HEADER_SYNONYMS);

/** Fields a new vehicle needs that no column feeds: every row for a vehicle new to Lotwise will be refused. */
export function unmappedRequired(mapping: ColumnMapping): ImportField[] {
  return REQUIRED_FOR_NEW.filter((field) => mapping[field] === undefined);
}

/** The rows as raw import rows under `mapping`. A VIN seen on an earlier line rejects the later row. */
export function toImportRows(
  csv: ParsedCsv,
  mapping: ColumnMapping,
): { rows: RawImportRow[]; rejected: ImportRejection[] } {
  const mapped = mappedRows(csv, mapping);
  const rows: RawImportRow[] = [];
  const rejected: ImportRejection[] = mapped.rejected;
  const firstLineOfVin = new Map<string, number>();
  for (const row of mapped.rows) {
    const { line } = row;
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
