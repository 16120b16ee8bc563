import { BOOK_FIELDS, detectBookMapping, detectMarketMapping, MARKET_FIELDS } from '../../../shared/market/csv';
import type { Mapping } from '../../../shared/csv/read';
import { MARKET_LIMITS } from '../../../shared/market/records';

/** The two files the screen imports: market listings and sales, and the wholesale book. */
export type ImportKind = 'records' | 'book';

export type KindConfig = {
  fields: readonly string[];
  /** Fields every row needs: unmapped, every row would be refused. */
  required: readonly string[];
  /** Shown in the preview table next to the line and its check. */
  preview: readonly string[];
  detect: (headers: string[]) => Mapping<string>;
};

export const IMPORT_KINDS: Record<ImportKind, KindConfig> = {
  records: {
    fields: MARKET_FIELDS,
    required: ['year', 'make', 'model', 'mileage', 'price', 'zip', 'firstSeenOn', 'channel', 'source'],
    preview: ['year', 'make', 'model', 'mileage', 'price', 'zip', 'soldOn', 'channel', 'source'],
    detect: detectMarketMapping,
  },
  book: {
    fields: BOOK_FIELDS,
    required: ['year', 'make', 'model', 'averageMileage', 'rough', 'average', 'clean', 'extraClean'],
    preview: ['year', 'make', 'model', 'trim', 'averageMileage', 'rough', 'average', 'clean', 'extraClean'],
    detect: detectBookMapping,
  },
};

/** Rows in parts the graph takes in one call. */
export function inParts<T>(rows: T[], size: number = MARKET_LIMITS.maxRecordsPerCall): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}
