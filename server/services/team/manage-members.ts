import { eq } from 'drizzle-orm';
import { explainGrant, isSectionKey, type Grant, type Role, type UserType } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { userPermissions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { memberColumns, type Member } from '../users/member';
import { writeAffectingViewers } from '../users/viewer-changes';
import { toAccessUser, type Viewer } from '../users/viewer';
import { findMember, lockActiveOwners } from './members';

type MemberChange = { db: Database; viewer: Viewer; userId: string };

/** Refuses a change that would give more than the viewer holds (src/access/grant-rules.ts). */
export function assertMayGrant(viewer: Viewer, grant: Grant): void {
  const decision = explainGrant(toAccessUser(viewer), grant);
  if (!decision.allowed) throw new AppError('FORBIDDEN', `Not allowed: ${decision.reason}.`);
}

/** An organization always keeps one active OWNER. */
async function assertNotLastOwner(tx: Database, target: Member, what: string) {
  if (target.role !== 'OWNER' || !target.active) return;
  const owners = await lockActiveOwners({ db: tx, organizationId: target.organizationId });
  if (owners.length <= 1) {
    throw new AppError(
      'CONFLICT',
      `${what} would leave your organization without an OWNER. Make someone else an OWNER first.`,
    );
  }
}

async function updateMember(
  { db, viewer, userId }: MemberChange,
  action: string,
  change: (tx: Database, before: Member) => Promise<Partial<typeof users.$inferInsert> | null>,
): Promise<Member> {
  const before = await findMember({ db, viewer, userId });
  return writeAffectingViewers(db, { userId }, async (tx) => {
    const values = await change(tx, before);
    const [after] = values
      ? await tx.update(users).set(values).where(eq(users.id, userId)).returning(memberColumns)
      : [before];
    await recordAudit({
      db: tx,
      viewer,
      organizationId: before.organizationId,
      action,
      targetType: 'user',
      targetId: userId,
      before: values ? pick(before, Object.keys(values)) : null,
      after: values ? pick(after!, Object.keys(values)) : null,
    });
    return after!;
  });
}

function pick(member: Member, keys: string[]) {
  return Object.fromEntries(keys.map((key) => [key, member[key as keyof Member]]));
}

export function updateMemberRole(options: MemberChange & { role: Role }): Promise<Member> {
  return updateMember(options, 'user.role_changed', async (tx, before) => {
    assertMayGrant(options.viewer, { member: before, role: options.role });
    if (before.role === options.role) return null;
    if (options.role !== 'OWNER') await assertNotLastOwner(tx, before, 'Changing this role');
    return { role: options.role };
  });
}

export function updateMemberType(options: MemberChange & { type: UserType }): Promise<Member> {
  return updateMember(options, 'user.type_changed', async (_tx, before) => {
    assertMayGrant(options.viewer, { member: before, type: options.type });
    return before.type === options.type ? null : { type: options.type };
  });
}

export function setActive(options: MemberChange & { active: boolean }): Promise<Member> {
  return updateMember(options, options.active ? 'user.reactivated' : 'user.deactivated', async (tx, before) => {
    assertMayGrant(options.viewer, { member: before });
    if (before.active === options.active) return null;
    if (!options.active) {
      if (before.id === options.viewer.user.id) throw new AppError('CONFLICT', 'You cannot deactivate yourself.');
      await assertNotLastOwner(tx, before, 'Deactivating this OWNER');
    }
    return { active: options.active };
  });
}

/** Replaces a member's section permissions. */
export async function setMemberPermissions(options: MemberChange & { sections: string[] }): Promise<Member> {
  const unknown = options.sections.filter((section) => !isSectionKey(section));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Unknown section(s): ${unknown.join(', ')}.`);
  const sections = [...new Set(options.sections)].sort();
  const before = await findMember({ db: options.db, viewer: options.viewer, userId: options.userId });
  return writeAffectingViewers(options.db, { userId: before.id }, async (tx) => {
    const previous = await tx
      .select({ section: userPermissions.section })
      .from(userPermissions)
      .where(eq(userPermissions.userId, before.id));
    const held = new Set(previous.map((row) => row.section));
    assertMayGrant(options.viewer, { member: before, sections: sections.filter((section) => !held.has(section)) });
    await tx.delete(userPermissions).where(eq(userPermissions.userId, before.id));
    if (sections.length > 0) {
      await tx.insert(userPermissions).values(sections.map((section) => ({ userId: before.id, section })));
    }
    await recordAudit({
      db: tx,
      viewer: options.viewer,
      organizationId: before.organizationId,
      action: 'user.permissions_set',
      targetType: 'user',
      targetId: before.id,
      before: previous.map((row) => row.section).sort(),
      after: sections,
    });
    return before;
  });
}
