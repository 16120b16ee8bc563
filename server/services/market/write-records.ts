import { segmentKey, type MarketRecordFields } from '../../../src/shared/market/records';
import type { Database } from '../../db/client';
import { marketRecords } from '../../db/schema';
import { emit } from '../domain-events';
import { announceMarketChange } from './changes';
import { zipCentroid, type Centroid } from './zip';

export type PlacedRecord = MarketRecordFields & Centroid;

/** The record with its ZIP's centroid, or the reason its ZIP cannot be placed. */
export function placeRecord(
  fields: MarketRecordFields,
): { ok: true; record: PlacedRecord } | { ok: false; reason: string } {
  const centroid = zipCentroid(fields.zip);
  if (!centroid) return { ok: false, reason: `ZIP ${fields.zip} is not a US ZIP code we can place on a map.` };
  return { ok: true, record: { ...fields, ...centroid } };
}

// PostgreSQL takes at most 65,535 parameters per statement: 18 columns × 1,000 rows stays well under.
const INSERT_CHUNK = 1_000;

/**
 * Stores placed records for the organization, all or none, in chunks of one multi-row insert each.
 * The same transaction announces the change, so every process forgets its remembered market
 * averages once the rows are visible; this one hears `market.recordsChanged` right after the commit.
 */
export async function storeRecords(db: Database, organizationId: string, records: PlacedRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += INSERT_CHUNK) {
      const chunk = records.slice(start, start + INSERT_CHUNK);
      await tx
        .insert(marketRecords)
        .values(
          chunk.map((record) => ({ ...record, organizationId, segmentKey: segmentKey(record.make, record.model) })),
        );
    }
    await announceMarketChange(tx);
  });
  await emit('market.recordsChanged', {});
}
