// Bulk loading for the bench's data sets: one statement per chunk with one JSON parameter
// (json_to_recordset, as server/db/seed-market.ts does), so tens of thousands of rows are parsed and
// planned once per chunk instead of row by row.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** A column as [name, PostgreSQL type]: enums by their type name, json columns as jsonb. */
export type BulkColumn = readonly [string, string];

const CHUNK = 5_000;

/** Inserts `rows` (keyed by column name; missing keys are null) into `table`. */
export async function bulkInsert(
  db: Database,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const list = sql.raw(columns.map(([name]) => name).join(', '));
  const record = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_to_recordset(${chunk}::json) as r(${record})`,
    );
  }
}
