import { describe, expect, it } from 'vitest';
import { detectColumns, mappedRows, parseCsv } from '../../../src/shared/csv/read';

const FIELDS = ['price', 'listPrice'] as const;
const SYNONYMS = { price: ['saleprice', 'price'], listPrice: ['listprice', 'price'] };

describe('detectColumns: the mapping headers suggest, for any kind of file', () => {
  it('compares headers squashed, in field order, the earliest synonym first', () => {
    expect(detectColumns(['Price', 'Sale Price', 'LIST-PRICE'], FIELDS, SYNONYMS)).toEqual({ price: 1, listPrice: 2 });
  });

  it('gives each column to one field only', () => {
    expect(detectColumns(['Price'], FIELDS, SYNONYMS)).toEqual({ price: 0 });
  });
});

describe('mappedRows: field texts under a mapping', () => {
  it('keeps each row its line and leaves rows of the wrong width rejected', () => {
    const parsed = parseCsv('a,b\n1,2\n\n3\n4,5\n');
    if (!parsed.ok) throw new Error(parsed.reason);
    const { rows, rejected } = mappedRows(parsed.csv, { price: 1 });
    expect(rows).toEqual([
      { line: 2, price: '2' },
      { line: 5, price: '5' },
    ]);
    expect(rejected.map((rejection) => rejection.line)).toEqual([4]);
  });
});
