import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The rows of a raw SQL query (node-postgres and PGlite both answer `{ rows }`); cast numbers and dates in the SQL. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
