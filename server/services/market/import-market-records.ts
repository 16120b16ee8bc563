import type { ImportRejection } from '../../../src/shared/inventory/import-row';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { MARKET_LIMITS, readMarketRecord, type MarketRecordInput } from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { placeRecord, storeRecords, type PlacedRecord } from './write-records';

export type MarketImportRow = { line: number } & MarketRecordInput;
export type MarketImportResult = { stored: number; accepted: number; preview: boolean; rejected: ImportRejection[] };

/** Reads rows into records to store and rejections (line and reason), the same for a preview and an import. */
export function screenMarketRows(
  rows: MarketImportRow[],
  today: string,
): { accepted: PlacedRecord[]; rejected: ImportRejection[] } {
  const accepted: PlacedRecord[] = [];
  const rejected: ImportRejection[] = [];
  for (const { line, ...input } of rows) {
    const read = readMarketRecord(input, { today });
    const placed = read.ok ? placeRecord(read.fields) : read;
    if (placed.ok) accepted.push(placed.record);
    else rejected.push({ line, reason: placed.reason });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { accepted, rejected };
}

export function checkBatchSize(count: number, noun: string): void {
  if (count === 0) throw new AppError('BAD_USER_INPUT', `There are no ${noun} to import.`);
  if (count > MARKET_LIMITS.maxRecordsPerCall) {
    throw new AppError(
      'BAD_USER_INPUT',
      `At most ${MARKET_LIMITS.maxRecordsPerCall} ${noun} can be sent per call; send the file in parts.`,
    );
  }
}

/**
 * Imports mapped CSV rows of market listings and sales into the viewer's organization: every
 * readable row is stored, every other comes back with its line and reason. With `preview`
 * nothing is stored and the answer says what the import would do.
 */
export async function importMarketRecords(options: {
  db: Database;
  viewer: Viewer;
  rows: MarketImportRow[];
  preview?: boolean;
  today?: string;
}): Promise<MarketImportResult> {
  const { db, viewer, rows } = options;
  checkBatchSize(rows.length, 'rows');
  const preview = options.preview ?? false;
  const { accepted, rejected } = screenMarketRows(rows, options.today ?? todayIso());
  if (!preview && accepted.length > 0) await storeRecords(db, viewer.organization.id, accepted);
  return { stored: preview ? 0 : accepted.length, accepted: accepted.length, preview, rejected };
}
