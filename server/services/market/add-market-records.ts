import { todayIso } from '../../../src/shared/inventory/vehicle';
import { readMarketRecord, type MarketRecordInput } from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { checkBatchSize } from './import-market-records';
import { placeRecord, storeRecords, type PlacedRecord } from './write-records';

/**
 * A partner integration's batch of records, all or nothing: one bad record refuses the batch
 * (BAD_USER_INPUT naming each bad record by its index) and nothing is stored.
 */
export async function addMarketRecords(options: {
  db: Database;
  viewer: Viewer;
  records: MarketRecordInput[];
  today?: string;
}): Promise<{ stored: number }> {
  const { db, viewer, records } = options;
  checkBatchSize(records.length, 'records');
  const today = options.today ?? todayIso();
  const placed: PlacedRecord[] = [];
  const problems: string[] = [];
  records.forEach((input, index) => {
    const read = readMarketRecord(input, { today });
    const result = read.ok ? placeRecord(read.fields) : read;
    if (result.ok) placed.push(result.record);
    else problems.push(`Record ${index}: ${result.reason}`);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join(' ');
    const more = problems.length > 10 ? ` And ${problems.length - 10} more.` : '';
    throw new AppError('BAD_USER_INPUT', `Nothing was stored. ${shown}${more}`);
  }
  await storeRecords(db, viewer.organization.id, placed);
  return { stored: placed.length };
}
