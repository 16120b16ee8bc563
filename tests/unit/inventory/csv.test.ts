import { describe, expect, it } from 'vitest';
import { CSV_LIMITS, parseCsv } from '../../../src/shared/csv/read';
import { detectMapping, toImportRows } from '../../../src/shared/inventory/csv';
import { vehiclesToCsv, type ExportVehicle } from '../../../src/shared/inventory/export';
import { parseDate, parseMoneyToCents } from '../../../src/shared/inventory/cell-text';
import { completeForNew, parseStatus, readImportRow } from '../../../src/shared/inventory/import-row';

const TODAY = '2025-06-30';

// As a common DMS exports it: a byte-order mark, CRLF, quoted fields with commas, quotes and a
// line break, "$" amounts with thousands separators, US dates.
const DMS_FILE = [
  '\uFEFFStock #,VIN,Year,Make,Model,Trim,Odometer,Ext Color,Internet Price,Invoice,Date In,Status,Comments',
  'A1001,1HGCM82633A004352,2003,Honda,Accord,EX,"142,510",Silver,"$4,995","$3,100.00",05/02/2025,Frontline,"Clean, runs great"',
  'A1002,2t1burhe0jc014702,2018,Toyota,Corolla,LE,"61,200",White,"$15,495","$12,900",5/20/2025,In Recon,"Said ""mint"" by owner',
  'needs detail"',
  '',
  'A1003,5GZCZ43D13S812715,2003,Saturn,VUE,,"188,000",Red,"$2,995",,6/1/25,Sold,',
].join('\r\n');

function readAll(text: string) {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  const mapping = detectMapping(parsed.csv.headers);
  const { rows, rejected } = toImportRows(parsed.csv, mapping);
  return { parsed: parsed.csv, mapping, rows, rejected, read: rows.map((row) => readImportRow(row, { today: TODAY })) };
}

describe('parseCsv and detectMapping: a good file', () => {
  it('maps DMS headers to fields case-insensitively through synonyms', () => {
    const { parsed, mapping } = readAll(DMS_FILE);
    expect(parsed.headers[0]).toBe('Stock #');
    expect(mapping).toEqual({
      stockNumber: 0,
      vin: 1,
      year: 2,
      make: 3,
      model: 4,
      trim: 5,
      mileage: 6,
      exteriorColor: 7,
      listPrice: 8,
      cost: 9,
      acquiredDate: 10,
      status: 11,
      notes: 12,
    });
  });

  it.each([
    [
      ['STOCK NUMBER', 'vin #', 'Miles', 'Price', 'Unit Cost', 'Stock Date'],
      { stockNumber: 0, vin: 1, mileage: 2, listPrice: 3, cost: 4, acquiredDate: 5 },
    ],
    [
      ['StockNo', 'VIN', 'List', 'Exterior Colour', 'Int Color', 'Location'],
      { stockNumber: 0, vin: 1, listPrice: 2, exteriorColor: 3, interiorColor: 4, lotLocation: 5 },
    ],
    // A specific header wins over a general one wherever it stands.
    [['Price', 'Internet Price', 'Color', 'Exterior Color'], { listPrice: 1, exteriorColor: 3 }],
  ])('maps %j', (headers, expected) => {
    expect(detectMapping(headers)).toEqual(expected);
  });

  it('reads every row with its line, quoted commas, quotes and line breaks kept, BOM and blank lines ignored', () => {
    const { rows, rejected, read } = readAll(DMS_FILE);
    expect(rejected).toEqual([]);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 6]);
    expect(rows[1]!.notes).toBe('Said "mint" by owner\nneeds detail');
    expect(read[0]).toMatchObject({
      ok: true,
      fields: {
        vin: '1HGCM82633A004352',
        stockNumber: 'A1001',
        mileage: 142_510,
        listPriceCents: 499_500,
        costCents: 310_000,
        acquiredDate: '2025-05-02',
        status: 'frontline',
        notes: 'Clean, runs great',
      },
    });
    expect(read[1]).toMatchObject({
      ok: true,
      vin: '2T1BURHE0JC014702',
      fields: { status: 'in_recon', acquiredDate: '2025-05-20' },
    });
    expect(read[2]).toMatchObject({ ok: true, fields: { status: 'sold', acquiredDate: '2025-06-01' } });
    // An empty cell gives nothing: a re-import leaves the stored trim alone.
    expect(read[2]!.ok && 'trim' in read[2]!.fields).toBe(false);
  });

  it('reads the values DMS exports write', () => {
    expect(parseMoneyToCents('$12,345.6')).toBe(1_234_560);
    expect(parseMoneyToCents('12345')).toBe(1_234_500);
    expect(parseMoneyToCents('12.345')).toBeNull();
    expect(parseMoneyToCents('-5')).toBeNull();
    expect(parseDate('2025-03-07T10:00:00Z')).toBe('2025-03-07');
    expect(parseDate('3/7/2025')).toBe('2025-03-07');
    expect(parseDate('02/30/2025')).toBeNull();
    expect(parseStatus('SALE PENDING')).toBe('sale_pending');
    expect(parseStatus('On Lot')).toBe('frontline');
  });
});

describe('parseCsv and readImportRow: bad rows', () => {
  const BAD_FILE = [
    'VIN,Stock,Year,Make,Model,Miles,Date In,Price',
    '1HGCM82633A004352,B1,2003,Honda,Accord,100000,2025-01-02,4995', // 2: good
    '1HGCM82633A00435,B2,2003,Honda,Accord,100000,2025-01-02,4995', // 3: 16 characters
    '1HGCM82643A004352,B3,2003,Honda,Accord,100000,2025-01-02,4995', // 4: check digit
    '5GZCZ43D13S812715,B4,2003,Saturn,VUE,lots,2025-01-02,2995', // 5: mileage
    '1G1JC5444R7252367,B5,1994,Chevrolet,Cavalier,90000,2025-01-02,1,995', // 6: unquoted comma
    '1HGCM82633A004352,B6,2003,Honda,Accord,1,2025-01-02,1', // 7: VIN again
    'JH4KA7561PC008269,B7,1993,Acura,Legend,200000,2099-01-01,$99', // 8: future date
    '1M8GDM9AXKP042788,B8,1989,Motor Coach,MC-9,500000,2025-01-02,$ten', // 9: price
  ].join('\n');

  it('rejects each bad row with its line and reason, and keeps the good ones', () => {
    const { rows, rejected, read } = readAll(BAD_FILE);
    const bad = [...rejected, ...read.filter((row) => !row.ok)].sort((a, b) => a.line - b.line);
    expect(bad.map((row) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    const reasons = Object.fromEntries(bad.map((row) => [row.line, 'reason' in row ? row.reason : '']));
    expect(reasons[3]).toMatch(/16 characters/);
    expect(reasons[4]).toMatch(/check digit/);
    expect(reasons[5]).toMatch(/Mileage 'lots' is not a whole number/);
    expect(reasons[6]).toMatch(/9 fields; the header has 8/);
    expect(reasons[7]).toMatch(/already on line 2/);
    expect(reasons[8]).toMatch(/future/);
    expect(reasons[9]).toMatch(/List price '\$ten' is not an amount/);
    expect(rows.filter((_, index) => read[index]!.ok).map((row) => row.line)).toEqual([2]);
  });

  it('imports a mismatching check digit only when the person confirms it', () => {
    const row = {
      line: 4,
      vin: '1HGCM82643A004352',
      stockNumber: 'B3',
      model: 'Accord',
      mileage: '1',
      acquiredDate: '2025-01-02',
    };
    expect(readImportRow(row, { today: TODAY })).toMatchObject({ ok: false });
    expect(readImportRow(row, { today: TODAY, acceptCheckDigitMismatch: true })).toMatchObject({
      ok: true,
      checkDigitValid: false,
    });
  });

  it('says what a new vehicle lacks, taking year and make from the VIN', () => {
    const read = readImportRow(
      { line: 2, vin: '2T1BURHE0JC014702', stockNumber: 'C1', model: 'Corolla', mileage: '1' },
      { today: TODAY },
    );
    if (!read.ok) throw new Error(read.reason);
    expect(completeForNew(read.fields, { status: 'frontline' })).toEqual({
      ok: false,
      reason: 'A new vehicle needs acquired date.',
    });
    const complete = completeForNew({ ...read.fields, acquiredDate: '2025-01-01' }, { status: 'frontline' });
    expect(complete).toMatchObject({ ok: true, fields: { year: 2018, make: 'Toyota', status: 'frontline' } });
  });

  it('refuses files without a header, too large or with too many rows', () => {
    expect(parseCsv('\n\n')).toEqual({ ok: false, reason: 'The file has no header row.' });
    expect(parseCsv('x'.repeat(CSV_LIMITS.maxBytes + 1))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/larger than 5 MB/),
    });
    const many = ['VIN', ...Array.from({ length: CSV_LIMITS.maxRows + 1 }, () => 'X')].join('\n');
    expect(parseCsv(many)).toMatchObject({ ok: false, reason: expect.stringMatching(/20001 rows; at most 20000/) });
  });
});

describe('re-import: an exported file reads back to the same vehicles', () => {
  const vehicles: ExportVehicle[] = [
    {
      stockNumber: 'T000123',
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      bodyStyle: 'Sedan',
      exteriorColor: 'Silver',
      interiorColor: 'Gray',
      mileage: 142_510,
      status: 'in_recon',
      daysInInventory: 12,
      acquiredDate: '2025-06-18',
      acquisitionSource: 'lease_return',
      costCents: 310_000,
      listPriceCents: 499_500,
      lotLocation: 'Row A',
      notes: '=HYPERLINK("x") and "quotes", commas',
    },
    {
      stockNumber: 'A000124',
      vin: '2T1BURHE0JC014702',
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      trim: null,
      bodyStyle: null,
      exteriorColor: null,
      interiorColor: null,
      mileage: 61_200,
      status: 'sale_pending',
      daysInInventory: 40,
      acquiredDate: '2025-05-21',
      acquisitionSource: 'trade_in',
      costCents: null,
      listPriceCents: null,
      lotLocation: null,
      notes: null,
    },
  ];

  it('maps every exported column back and reads the same facts', () => {
    const { mapping, read } = readAll(vehiclesToCsv(vehicles, { includeCost: true }));
    expect(Object.keys(mapping).sort()).toEqual(
      [
        'acquiredDate',
        'acquisitionSource',
        'bodyStyle',
        'cost',
        'exteriorColor',
        'interiorColor',
        'listPrice',
        'lotLocation',
        'make',
        'mileage',
        'model',
        'notes',
        'status',
        'stockNumber',
        'trim',
        'vin',
        'year',
      ].sort(),
    );
    expect(read[0]).toMatchObject({
      ok: true,
      fields: {
        stockNumber: 'T000123',
        vin: '1HGCM82633A004352',
        year: 2003,
        make: 'Honda',
        model: 'Accord',
        trim: 'EX',
        bodyStyle: 'Sedan',
        exteriorColor: 'Silver',
        interiorColor: 'Gray',
        mileage: 142_510,
        status: 'in_recon',
        acquiredDate: '2025-06-18',
        acquisitionSource: 'lease_return',
        costCents: 310_000,
        listPriceCents: 499_500,
        lotLocation: 'Row A',
        // Formula-looking cells are defused with a leading apostrophe on export.
        notes: `'=HYPERLINK("x") and "quotes", commas`,
      },
    });
    expect(read[1]).toMatchObject({
      ok: true,
      fields: { vin: '2T1BURHE0JC014702', status: 'sale_pending', acquisitionSource: 'trade_in' },
    });
    expect(read[1]!.ok && read[1]!.fields.listPriceCents).toBeUndefined();
  });

  it('leaves cost out of the file for a viewer who may not see it', () => {
    const csv = vehiclesToCsv(vehicles, { includeCost: false });
    expect(csv.split('\r\n')[0]).not.toMatch(/Cost/);
    expect(csv).not.toContain('3100.00');
  });

  it('gives the same rows (same VINs, same lines) when the same file is imported again', () => {
    const text = vehiclesToCsv(vehicles, { includeCost: true });
    expect(readAll(text).read).toEqual(readAll(text).read);
  });
});
