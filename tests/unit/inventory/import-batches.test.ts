import { describe, expect, it } from 'vitest';
import { importBatches } from '../../../src/shared/inventory/csv';
import type { RawImportRow } from '../../../src/shared/inventory/import-row';

describe('importBatches: a file goes to the graph in parts that fit one request', () => {
  it('keeps every row once, in order, at most 200 rows and about 60 kB per part', () => {
    const rows: RawImportRow[] = Array.from({ length: 1_234 }, (_, index) => ({
      line: index + 2,
      vin: `VIN${index}`,
      notes: index % 10 === 0 ? 'x'.repeat(2_000) : 'short',
    }));
    const batches = importBatches(rows);
    expect(batches.flat()).toEqual(rows);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(200);
      expect(JSON.stringify(batch).length).toBeLessThan(64_000);
    }
  });

  it('sends a single huge row alone rather than dropping it', () => {
    const rows: RawImportRow[] = [
      { line: 2, notes: 'x'.repeat(70_000) },
      { line: 3, vin: 'A' },
    ];
    expect(importBatches(rows)).toEqual([[rows[0]], [rows[1]]]);
  });
});
