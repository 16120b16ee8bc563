// Market and wholesale-book CSV files: parsed by the inventory import's reader (papaparse, line
// numbers, rows of the wrong width rejected), headers mapped through synonyms the same way.

import { parseCsv, squashHeader, type ParsedCsv } from '../inventory/csv';
import type { ImportRejection } from '../inventory/import-row';

export { parseCsv };

export const MARKET_FIELDS = [
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'price',
  'dealerName',
  'zip',
  'firstSeenOn',
  'lastSeenOn',
  'soldOn',
  'channel',
  'source',
] as const;
export type MarketField = (typeof MARKET_FIELDS)[number];

export const BOOK_FIELDS = [
  'year',
  'make',
  'model',
  'trim',
  'averageMileage',
  'rough',
  'average',
  'clean',
  'extraClean',
] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

const MARKET_SYNONYMS: Record<MarketField, string[]> = {
  year: ['year', 'modelyear', 'yr'],
  make: ['make', 'manufacturer', 'brand'],
  model: ['model', 'modelname'],
  trim: ['trim', 'trimlevel', 'series'],
  mileage: ['mileage', 'odometer', 'miles'],
  price: ['price', 'saleprice', 'soldprice', 'listprice', 'askingprice', 'amount'],
  dealerName: ['dealer', 'dealername', 'seller', 'sellername'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
  firstSeenOn: ['firstseen', 'firstseenon', 'listeddate', 'datelisted', 'listed'],
  lastSeenOn: ['lastseen', 'lastseenon'],
  soldOn: ['solddate', 'soldon', 'datesold', 'saledate', 'sold'],
  channel: ['channel', 'retailwholesale', 'type', 'saletype'],
  source: ['source', 'recordsource', 'origin'],
};

const BOOK_SYNONYMS: Record<BookField, string[]> = {
  year: ['year', 'modelyear', 'yr'],
  make: ['make', 'manufacturer'],
  model: ['model', 'modelname'],
  trim: ['trim', 'series'],
  averageMileage: ['averagemileage', 'avgmileage', 'basemileage', 'mileage'],
  rough: ['rough', 'roughvalue'],
  average: ['average', 'averagevalue', 'avg'],
  clean: ['clean', 'cleanvalue'],
  extraClean: ['extraclean', 'extracleanvalue', 'xclean'],
};

/** Field → column index; each column serves at most one field, the earliest synonym first. */
export type Mapping<F extends string> = Partial<Record<F, number>>;

function detect<F extends string>(headers: string[], fields: readonly F[], synonyms: Record<F, string[]>): Mapping<F> {
  const squashed = headers.map(squashHeader);
  const mapping: Mapping<F> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    for (const synonym of synonyms[field]) {
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

export const detectMarketMapping = (headers: string[]) => detect(headers, MARKET_FIELDS, MARKET_SYNONYMS);
export const detectBookMapping = (headers: string[]) => detect(headers, BOOK_FIELDS, BOOK_SYNONYMS);

/** Rows of a parsed file as field texts under `mapping`, each with its line; unreadable rows stay rejected. */
export function mappedRows<F extends string>(
  csv: ParsedCsv,
  mapping: Mapping<F>,
): { rows: ({ line: number } & Partial<Record<F, string>>)[]; rejected: ImportRejection[] } {
  const rows = csv.rows.map(({ line, cells }) => {
    const fields = Object.fromEntries(
      (Object.entries(mapping) as [F, number][]).map(([field, column]) => [field, cells[column] ?? '']),
    );
    return { line, ...fields } as { line: number } & Partial<Record<F, string>>;
  });
  return { rows, rejected: [...csv.rejected] };
}
