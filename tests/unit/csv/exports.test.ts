// The product's one CSV writer (src/shared/csv/write.ts) and every export written with it: a text
// cell a spreadsheet would run (=, +, -, @, tab, carriage return first) goes out with a leading
// apostrophe, quoted as RFC 4180 requires; a plain number stays a number. The server-built exports
// are attacked over the graph and the feed in tests/integration/security/csv-exports.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { vehicleText } from '../../../src/features/reports/cells';
import { reportCsv, type CsvColumn } from '../../../src/features/reports/report-csv';
import { csvField, writeCsv } from '../../../src/shared/csv/write';
import { financingReferralsToCsv, type FinancingExportRow } from '../../../src/shared/financing/export';
import { vehiclesToCsv, type ExportVehicle } from '../../../src/shared/inventory/export';
import { listingsToCsv, type ListingRow } from '../../../src/shared/marketplaces/listing';
import { FORMULA_PAYLOADS, firstRow, liveFormulaCells } from '../../integration/support/csv';

const EVIL_MAKE = '=HYPERLINK("http://evil.test","Toyota")';

describe('one CSV field', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1 512 555 0100', "'+1 512 555 0100"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    [EVIL_MAKE, `"'=HYPERLINK(""http://evil.test"",""Toyota"")"`],
    ['Honda, Civic', '"Honda, Civic"'],
    ['Blue "Metallic"', '"Blue ""Metallic"""'],
    ['Two\nlines', '"Two\nlines"'],
    ['a = b', 'a = b'],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  // The choice stated in write.ts: a plain number cannot be a formula and keeps its sign.
  it.each([
    [-1200, '-1200'],
    ['-1200', '-1200'],
    ['-1200.50', '-1200.50'],
    [45.67, '45.67'],
    [null, ''],
    [undefined, ''],
  ])('keeps the plain number %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('ends every line, the last too, with CRLF and defuses the header as well', () => {
    expect(writeCsv(['=A', 'B'], [['x', 1]])).toBe("'=A,B\r\nx,1\r\n");
    expect(writeCsv(['A'], [])).toBe('A\r\n');
  });

  it.each(FORMULA_PAYLOADS)('reads back %j with its apostrophe, nothing live', (payload) => {
    const text = writeCsv(['Make'], [[payload]]);
    expect(liveFormulaCells(text)).toEqual([]);
    expect(firstRow(text).Make).toBe(`'${payload}`);
  });
});

const VEHICLE: ExportVehicle = {
  stockNumber: 'T1',
  vin: '1HGCM82633A004352',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  bodyStyle: 'Sedan',
  exteriorColor: 'Silver',
  interiorColor: 'Gray',
  mileage: 31_000,
  status: 'frontline',
  daysInInventory: 12,
  acquiredDate: '2026-10-01',
  acquisitionSource: 'auction',
  costCents: 1_800_000,
  listPriceCents: 2_199_500,
  lotLocation: 'Row A',
  notes: null,
};
const REFERRAL: FinancingExportRow = {
  referralId: '5d1c6f7e-0000-4000-8000-000000000001',
  state: 'referred',
  referredAt: new Date('2026-03-01T15:04:05Z'),
  customerName: 'Ana',
  customerEmail: null,
  customerPhone: null,
  partner: 'Credit union',
  vin: '1HGCM82633A004352',
  stockNumber: 'T1',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  mileage: 31_000,
  listPriceCents: 2_199_500,
};
const LISTING: ListingRow = {
  vin: '1HGCM82633A004352',
  stockNumber: 'T1',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  bodyStyle: 'Sedan',
  exteriorColor: 'Silver',
  interiorColor: null,
  mileage: 31_000,
  listPriceCents: 2_199_500,
  certified: false,
  vinManufacturer: 'Honda',
  vinCountry: 'United States',
  vinModelYear: 2003,
  inStockSince: '2026-10-01',
  photoUrls: [],
  packetUrl: 'https://lot.example/packet/x',
  updatedAt: new Date('2026-11-02T15:04:05Z'),
};
type Car = { stockNumber: string; make: string; model: string; trim: string | null };

// Every export in the product, each given a car whose stock number, make, model and trim are hostile.
const EXPORTS: [string, (car: Car) => string][] = [
  ['inventory export', (car) => vehiclesToCsv([{ ...VEHICLE, ...car, notes: car.make }], { includeCost: true })],
  [
    'financing referrals',
    (car) => financingReferralsToCsv([{ ...REFERRAL, ...car, customerName: car.make, partner: car.model }]),
  ],
  ['marketplace listing feed', (car) => listingsToCsv([{ ...LISTING, ...car, bodyStyle: car.make }])],
  // The report tables (aging, turn and market by make and model; the vehicle rows of every report) all export through reportCsv.
  [
    'report: by make and model',
    (car) =>
      reportCsv(['Make', 'Model', 'Units', 'Gross'], modelColumns, [
        { make: car.make, model: car.model, units: 3, grossCents: -120_000 },
      ]),
  ],
  [
    'report: vehicle rows',
    (car) =>
      reportCsv(['Vehicle', 'Make', 'Age'], vehicleColumns, [
        { vehicle: { id: 'v1', year: 2021, ...car }, ageDays: 61 },
      ]),
  ],
];
const modelColumns: CsvColumn<{ make: string; model: string; units: number; grossCents: number }>[] = [
  { kind: 'text', value: (row) => row.make },
  { kind: 'text', value: (row) => row.model },
  { kind: 'count', value: (row) => row.units },
  { kind: 'money', value: (row) => row.grossCents },
];
const vehicleColumns: CsvColumn<{ vehicle: Car & { id: string; year: number }; ageDays: number }>[] = [
  { kind: 'text', value: (row) => vehicleText(row.vehicle) },
  { kind: 'text', value: (row) => row.vehicle.make },
  { kind: 'count', value: (row) => row.ageDays },
];

describe('every export', () => {
  it.each(EXPORTS)('%s: no hostile cell goes out live', (_name, write) => {
    for (const payload of FORMULA_PAYLOADS) {
      const text = write({ stockNumber: payload, make: payload, model: payload, trim: payload });
      expect(liveFormulaCells(text), payload).toEqual([]);
      expect(text, payload).toContain(csvField(payload));
    }
  });

  it('report: the aging report’s make and model row goes out defused, its negative money a number', () => {
    const text = reportCsv(['Make', 'Model', 'Units', 'Gross'], modelColumns, [
      { make: EVIL_MAKE, model: 'Camry', units: 3, grossCents: -120_000 },
    ]);
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([
      ['Make', 'Model', 'Units', 'Gross ($)'],
      [`'${EVIL_MAKE}`, 'Camry', '3', '-1200.00'],
    ]);
  });

  // A new export that writes CSV by hand or with papaparse's unparse would skip the writer's rules.
  it('no source file writes CSV but src/shared/csv/write.ts', () => {
    const writers: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && /\bunparse\s*\(|escapeFormulae/.test(readFileSync(path, 'utf8')))
          writers.push(path);
      }
    };
    for (const root of ['src', 'server']) walk(root);
    expect(writers).toEqual([]);
  });
});
