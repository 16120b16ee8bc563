import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { actorName } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

const MAX_ASSIGNEES = 500;

/**
 * The people a vehicle in recon can be assigned to: the organization's active members, by name.
 * Read with the recon section alone (the team list needs `user_settings`), and only names and ids.
 */
export async function listReconAssignees(options: {
  db: Database;
  viewer: Viewer;
}): Promise<{ id: string; name: string }[]> {
  return options.db
    .select({ id: users.id, name: actorName })
    .from(users)
    .where(and(eq(users.organizationId, options.viewer.organization.id), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(MAX_ASSIGNEES) as Promise<{ id: string; name: string }[]>;
}
