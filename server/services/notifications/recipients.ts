import { and, eq } from 'drizzle-orm';
import { canDo, type Operation } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { loadViewer, toAccessUser } from '../users/viewer';

/**
 * The active members of `organizationId` whom the operations table lets do `operation` as people
 * (the approvers of repair orders, the appraisal managers), but not `except` (whoever made the change).
 */
export async function membersWhoMay({
  db,
  organizationId,
  operation,
  except,
}: {
  db: Database;
  organizationId: string;
  operation: Operation;
  except?: string;
}): Promise<string[]> {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.active, true)));
  const allowed: string[] = [];
  for (const member of members) {
    if (member.id === except) continue;
    const viewer = await loadViewer({ db, userId: member.id });
    if (viewer && canDo(toAccessUser(viewer), operation)) allowed.push(member.id);
  }
  return allowed;
}
