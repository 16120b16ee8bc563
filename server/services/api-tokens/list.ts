import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, type ApiTokenRow } from '../../db/schema';
import type { Viewer } from '../users/viewer';

export async function listApiTokens({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.organizationId, viewer.organization.id))
    .orderBy(desc(apiTokens.createdAt));
}
