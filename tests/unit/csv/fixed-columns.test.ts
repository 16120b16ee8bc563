import { describe, expect, it } from 'vitest';
import { columnKey, fixedColumnCsv, fixedColumnSynonyms, isBlankRow } from '../../../src/shared/csv/fixed-columns';
import { detectColumns, parseCsv } from '../../../src/shared/csv/read';

const COLUMNS = ['run_number', 'vin', 'notes'] as const;

describe('columnKey: a header as the graph names it', () => {
  it('ignores case, spaces and dashes', () => {
    expect(['Run Number', 'run-number', ' RUN_NUMBER ', 'run  number'].map(columnKey)).toEqual([
      'run_number',
      'run_number',
      'run_number',
      'run_number',
    ]);
  });
});

describe('fixedColumnSynonyms: the wizard finds every header the graph accepts, and the aliases', () => {
  const synonyms = fixedColumnSynonyms(COLUMNS, { run_number: ['run', 'lot'] });

  it('puts the column name squashed first', () => {
    expect(synonyms).toEqual({ run_number: ['runnumber', 'run', 'lot'], vin: ['vin'], notes: ['notes'] });
  });

  it('maps the headers the graph would accept, and an alias', () => {
    expect(detectColumns(['Run-Number', 'VIN', 'Color'], COLUMNS, synonyms)).toEqual({ run_number: 0, vin: 1 });
    expect(detectColumns(['Lot', 'vin'], COLUMNS, synonyms)).toEqual({ run_number: 0, vin: 1 });
  });
});

describe('fixedColumnCsv: checked rows as the CSV the graph reads', () => {
  const rows = [
    { line: 2, run_number: '101', vin: '1ZEPH0000V0000001', notes: 'Said "soon", call back\nat noon' },
    { line: 5, run_number: '102', vin: '1ZEPH0000V0000002' },
    { line: 9, vin: '1ZEPH0000V0000003', notes: '=1+2 and -5, kept as given' },
  ];

  it('writes Lotwise column names and the cells as given, not neutralised', () => {
    const { csv } = fixedColumnCsv(COLUMNS, rows);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.csv.headers).toEqual(['run_number', 'vin', 'notes']);
    expect(parsed.csv.rows.map((row) => row.cells)).toEqual([
      ['101', '1ZEPH0000V0000001', 'Said "soon", call back\nat noon'],
      ['102', '1ZEPH0000V0000002', ''],
      ['', '1ZEPH0000V0000003', '=1+2 and -5, kept as given'],
    ]);
  });

  it('turns a line the graph names into the line of the person file, a cell with a line break included', () => {
    const { lineOf } = fixedColumnCsv(COLUMNS, rows);
    // The first row takes lines 2 and 3 of the CSV sent.
    expect([lineOf(2), lineOf(4), lineOf(5)]).toEqual([2, 5, 9]);
  });

  it('knows a row with nothing in the columns given', () => {
    expect(isBlankRow({ line: 3, vin: ' ', notes: '' }, COLUMNS)).toBe(true);
    expect(isBlankRow({ line: 3, notes: 'x' }, COLUMNS)).toBe(false);
  });
});
