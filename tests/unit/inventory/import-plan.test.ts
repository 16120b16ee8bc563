// The import and its preview decide each row with the same shared functions: a row the preview
// calls ready is one the import takes, and a required field no column feeds is named up front.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/shared/csv/read';
import { detectMapping, toImportRows, unmappedRequired, type ColumnMapping } from '../../../src/shared/inventory/csv';
import { planImportRow, readImportRow, type ImportPlan } from '../../../src/shared/inventory/import-row';
import { withCheckDigit } from '../../../src/shared/inventory/vin';

const TODAY = '2025-06-30';
const DMS_EXPORT = readFileSync(path.join(__dirname, '../../e2e/fixtures/inventory-dms-export.csv'), 'utf8')
  // The fixture's VINs get their check digits here, as the end-to-end test gives them.
  .replace(/\b[A-HJ-NPR-Z0-9]{17}\b/g, (vin) => withCheckDigit(vin));

function plan(
  mapping: (detected: ColumnMapping) => ColumnMapping,
  inInventory: (vin: string) => boolean = () => false,
) {
  const parsed = parseCsv(DMS_EXPORT);
  if (!parsed.ok) throw new Error(parsed.reason);
  const chosen = mapping(detectMapping(parsed.csv.headers));
  const { rows } = toImportRows(parsed.csv, chosen);
  const plans = rows.map((row) => {
    const read = readImportRow(row, { today: TODAY });
    return planImportRow(read, { inInventory: read.ok && inInventory(read.vin) });
  });
  return { mapping: chosen, plans };
}

const outcomes = (plans: ImportPlan[]) =>
  plans.map((entry) => (entry.ok ? `${entry.line}: ${entry.action}` : `${entry.line}: ${entry.reason}`));

describe('header synonyms of DMS exports', () => {
  it('maps the export of issue 15 whole, "Received" as the acquired date and "Yr" as the year', () => {
    const { mapping } = plan((detected) => detected);
    expect(mapping).toEqual({
      stockNumber: 0,
      vin: 1,
      year: 2,
      make: 3,
      model: 4,
      trim: 5,
      mileage: 6,
      listPrice: 7,
      cost: 8,
      exteriorColor: 9,
      acquiredDate: 10,
    });
    expect(unmappedRequired(mapping)).toEqual([]);
  });

  it.each(['Received', 'In Stock Date', 'Date In', 'Date Received', 'Received On', 'Arrival Date', 'Stock-In Date'])(
    'reads "%s" as the acquired date',
    (header) => {
      expect(detectMapping(['VIN', header])).toEqual({ vin: 0, acquiredDate: 1 });
    },
  );
});

describe('planImportRow: what the import will do with each row', () => {
  it('names the required fields no column feeds, the VIN first', () => {
    expect(unmappedRequired({ vin: 1, stockNumber: 0, model: 4 })).toEqual(['mileage', 'acquiredDate']);
    expect(unmappedRequired({})).toEqual(['vin', 'stockNumber', 'model', 'mileage', 'acquiredDate']);
  });

  it('refuses every new vehicle while no column holds the acquired date (the preview said 4 ready; the import took 0)', () => {
    const { plans } = plan(({ acquiredDate: _dropped, ...rest }) => rest);
    expect(outcomes(plans)).toEqual([
      '2: A new vehicle needs acquired date.',
      '3: A new vehicle needs acquired date.',
      '4: A new vehicle needs mileage, acquired date.',
      '5: A new vehicle needs acquired date.',
      '6: A new vehicle needs acquired date.',
    ]);
  });

  it('with "Received" mapped, creates the four whole rows and refuses the one without mileage', () => {
    const { plans } = plan((detected) => detected);
    expect(outcomes(plans)).toEqual([
      '2: create',
      '3: create',
      '4: A new vehicle needs mileage.',
      '5: create',
      '6: create',
    ]);
    expect(plans[0]).toMatchObject({
      ok: true,
      action: 'create',
      fields: { stockNumber: 'DMS-201', acquiredDate: '2025-01-15', mileage: 38_120, status: 'frontline' },
    });
  });

  it('updates a vehicle already in inventory with what the row gives, whatever it lacks for a new one', () => {
    const { plans } = plan(
      ({ acquiredDate: _dropped, ...rest }) => rest,
      (vin) => vin.startsWith('JTD'),
    );
    expect(outcomes(plans)[2]).toBe('4: update');
    expect(plans[2]).toMatchObject({
      ok: true,
      action: 'update',
      fields: { stockNumber: 'DMS-203', listPriceCents: 1_799_500 },
    });
    expect(plans[2]!.ok && 'mileage' in plans[2]!.fields).toBe(false);
  });

  it('passes an unreadable row through with its reason, in inventory or not', () => {
    const read = readImportRow({ line: 9, vin: 'NOT-A-VIN' }, { today: TODAY });
    expect(planImportRow(read, { inInventory: false })).toEqual(read);
    expect(read).toMatchObject({ ok: false, line: 9 });
  });
});
