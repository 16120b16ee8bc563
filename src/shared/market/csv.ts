// Market and wholesale-book CSV files, read by the shared reader (`src/shared/csv/read.ts`):
// headers mapped to each kind's fields through the synonyms such files use.

import { detectColumns } from '../csv/read';

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

export const detectMarketMapping = (headers: string[]) => detectColumns(headers, MARKET_FIELDS, MARKET_SYNONYMS);
export const detectBookMapping = (headers: string[]) => detectColumns(headers, BOOK_FIELDS, BOOK_SYNONYMS);
