import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { canDo, type Operation } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { salesPacketLinks, users } from '../../db/schema';
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

/** Whoever shared `vehicleId`'s sales packet by a link of their own (a marketplace's derived links are nobody's). */
export async function packetSharers(db: Database, vehicleId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: salesPacketLinks.createdByUserId })
    .from(salesPacketLinks)
    .where(
      and(
        eq(salesPacketLinks.vehicleId, vehicleId),
        isNull(salesPacketLinks.marketplaceFeedId),
        isNotNull(salesPacketLinks.createdByUserId),
      ),
    );
  return rows.map((row) => row.id!);
}
