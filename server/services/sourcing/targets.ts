// The buy list (docs/sourcing.md): targets of the viewer's organization, written by hand or taken
// from a proposal. Another organization's target, or an id of no shape, is NOT_FOUND.
import { and, desc, eq } from 'drizzle-orm';
import { sourcingTargetSchema, type TSourcingTarget } from '../../../src/shared/sourcing/target';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { sourcingTargets, type SourcingTargetRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

type Scoped = { db: Database; viewer: Viewer };

export async function listSourcingTargets({ db, viewer }: Scoped): Promise<SourcingTargetRow[]> {
  return db
    .select()
    .from(sourcingTargets)
    .where(eq(sourcingTargets.organizationId, viewer.organization.id))
    .orderBy(desc(sourcingTargets.createdAt), desc(sourcingTargets.id));
}

function readTarget(input: unknown): TSourcingTarget {
  const parsed = sourcingTargetSchema(todayIso()).safeParse(input);
  if (!parsed.success)
    throw new AppError('BAD_USER_INPUT', parsed.error.issues.map((issue) => issue.message).join(' '));
  return parsed.data;
}

async function findOwnTarget(db: Database, viewer: Viewer, id: string): Promise<SourcingTargetRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(sourcingTargets)
        .where(and(eq(sourcingTargets.id, id), eq(sourcingTargets.organizationId, viewer.organization.id)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'No such buy-list target in your organization.');
  return row;
}

export async function createSourcingTarget({
  db,
  viewer,
  input,
}: Scoped & { input: unknown }): Promise<SourcingTargetRow> {
  const values = readTarget(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sourcingTargets)
      .values({
        ...values,
        organizationId: viewer.organization.id,
        createdByUserId: viewer.token ? null : viewer.user.id,
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'sourcing_target.created',
      targetType: 'sourcing_target',
      targetId: row!.id,
      after: values,
    });
    return row!;
  });
}

export async function updateSourcingTarget({
  db,
  viewer,
  id,
  input,
}: Scoped & { id: string; input: unknown }): Promise<SourcingTargetRow> {
  const before = await findOwnTarget(db, viewer, id);
  const values = readTarget(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(sourcingTargets).set(values).where(eq(sourcingTargets.id, before.id)).returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'sourcing_target.updated',
      targetType: 'sourcing_target',
      targetId: before.id,
      before,
      after: values,
    });
    return row!;
  });
}

export async function deleteSourcingTarget({ db, viewer, id }: Scoped & { id: string }): Promise<string> {
  const before = await findOwnTarget(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx.delete(sourcingTargets).where(eq(sourcingTargets.id, before.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'sourcing_target.deleted',
      targetType: 'sourcing_target',
      targetId: before.id,
      before,
    });
  });
  return before.id;
}
