import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The rows of a raw query, from either driver (PostgreSQL or PGlite); numbers must be cast in SQL
 * (::int, ::float8) so both drivers give numbers. The reports and inventory's sales read with it.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
