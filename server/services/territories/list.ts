import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { territories, type TerritoryRow } from '../../db/schema';
import type { Viewer } from '../users/viewer';

export function listTerritories({ db, viewer }: { db: Database; viewer: Viewer }): Promise<TerritoryRow[]> {
  return db.select().from(territories).where(eq(territories.organizationId, viewer.organization.id)).orderBy(asc(territories.name));
}
