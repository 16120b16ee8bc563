import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMemberships, groups, users, type GroupRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { memberColumns, type Member } from '../users/member';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';
import { assertMayGrant } from './manage-members';
import { findMember } from './members';

type Options = { db: Database; viewer: Viewer };

function groupName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 80)
    throw new AppError('BAD_USER_INPUT', 'A group name has 1 to 80 characters.');
  return trimmed;
}

async function findGroup(db: Database, viewer: Viewer, id: string): Promise<GroupRow> {
  const [group] = isUuid(id)
    ? await db
        .select()
        .from(groups)
        .where(and(eq(groups.id, id), eq(groups.organizationId, viewer.organization.id)))
    : [];
  if (!group) throw new AppError('NOT_FOUND', 'No such group in your organization.');
  return group;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
}

export async function listGroups({ db, viewer }: Options): Promise<GroupRow[]> {
  return db.select().from(groups).where(eq(groups.organizationId, viewer.organization.id)).orderBy(asc(groups.name));
}

export async function groupMembers({
  db,
  groupIds,
}: {
  db: Database;
  groupIds: readonly string[];
}): Promise<Map<string, Member[]>> {
  const rows = await db
    .select({ groupId: groupMemberships.groupId, member: memberColumns })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(inArray(groupMemberships.groupId, [...groupIds]))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const byGroup = new Map<string, Member[]>(groupIds.map((id) => [id, []]));
  for (const row of rows) byGroup.get(row.groupId)?.push(row.member);
  return byGroup;
}

// Group names appear in every member's access rules (groups, excludeGroups): changes reach
// cached viewers through writeAffectingViewers.
export async function createGroup({ db, viewer, name }: Options & { name: string }): Promise<GroupRow> {
  const organizationId = viewer.organization.id;
  try {
    return await writeAffectingViewers(db, { organizationId }, async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({ organizationId, name: groupName(name) })
        .returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId,
        action: 'group.created',
        targetType: 'group',
        targetId: group!.id,
        after: { name: group!.name },
      });
      return group!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `A group named '${name.trim()}' already exists.`);
    throw error;
  }
}

export async function renameGroup({ db, viewer, id, name }: Options & { id: string; name: string }): Promise<GroupRow> {
  const before = await findGroup(db, viewer, id);
  const organizationId = viewer.organization.id;
  try {
    return await writeAffectingViewers(db, { organizationId }, async (tx) => {
      const [group] = await tx
        .update(groups)
        .set({ name: groupName(name) })
        .where(eq(groups.id, before.id))
        .returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId,
        action: 'group.renamed',
        targetType: 'group',
        targetId: id,
        before: { name: before.name },
        after: { name: group!.name },
      });
      return group!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `A group named '${name.trim()}' already exists.`);
    throw error;
  }
}

export async function deleteGroup({ db, viewer, id }: Options & { id: string }): Promise<string> {
  const before = await findGroup(db, viewer, id);
  const organizationId = viewer.organization.id;
  await writeAffectingViewers(db, { organizationId }, async (tx) => {
    await tx.delete(groups).where(eq(groups.id, before.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'group.deleted',
      targetType: 'group',
      targetId: id,
      before: { name: before.name },
    });
  });
  return id;
}

export async function setGroupMembership({
  db,
  viewer,
  groupId,
  userId,
  member,
}: Options & { groupId: string; userId: string; member: boolean }): Promise<GroupRow> {
  const group = await findGroup(db, viewer, groupId);
  const user = await findMember({ db, viewer, userId });
  // Group names take part in access rules: joining or leaving a group changes the member.
  assertMayGrant(viewer, { member: user });
  await writeAffectingViewers(db, { userId: user.id }, async (tx) => {
    if (member) await tx.insert(groupMemberships).values({ groupId: group.id, userId: user.id }).onConflictDoNothing();
    else
      await tx
        .delete(groupMemberships)
        .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.userId, user.id)));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: group.organizationId,
      action: member ? 'group.member_added' : 'group.member_removed',
      targetType: 'group',
      targetId: group.id,
      after: { userId: user.id, email: user.email },
    });
  });
  return group;
}
