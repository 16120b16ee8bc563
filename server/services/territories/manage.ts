import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { territories, users, type TerritoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

type Options = { db: Database; viewer: Viewer };
export type TerritoryInput = { name: string; postalCodes: string[]; agentUserId?: string | null };

// Postal codes of the US, Canada, the UK and most of Europe: letters, digits, a space or a dash.
const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

async function checkInput(db: Database, viewer: Viewer, input: TerritoryInput) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw new AppError('BAD_USER_INPUT', 'A territory name has 1 to 100 characters.');
  const postalCodes = [...new Set(input.postalCodes.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  const invalid = postalCodes.filter((code) => !POSTAL_CODE.test(code));
  if (invalid.length > 0) throw new AppError('BAD_USER_INPUT', `Not postal codes: ${invalid.slice(0, 5).join(', ')}.`);
  if (postalCodes.length > 2_000) throw new AppError('BAD_USER_INPUT', 'A territory has at most 2,000 postal codes.');
  const agentUserId = input.agentUserId ?? null;
  if (agentUserId) {
    const [agent] = isUuid(agentUserId)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, agentUserId), eq(users.organizationId, viewer.organization.id), eq(users.type, 'agent')))
      : [];
    if (!agent) throw new AppError('NOT_FOUND', 'No agent with that id in your organization.');
  }
  return { name, postalCodes, agentUserId };
}

async function findTerritory(db: Database, viewer: Viewer, id: string): Promise<TerritoryRow> {
  const [territory] = isUuid(id)
    ? await db.select().from(territories).where(and(eq(territories.id, id), eq(territories.organizationId, viewer.organization.id)))
    : [];
  if (!territory) throw new AppError('NOT_FOUND', 'No such territory in your organization.');
  return territory;
}

function conflictOnDuplicateName(error: unknown, name: string): never {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === '23505') throw new AppError('CONFLICT', `A territory named '${name.trim()}' already exists.`);
  throw error;
}

export async function createTerritory({ db, viewer, input }: Options & { input: TerritoryInput }): Promise<TerritoryRow> {
  const values = await checkInput(db, viewer, input);
  const organizationId = viewer.organization.id;
  return db
    .transaction(async (tx) => {
      const [territory] = await tx.insert(territories).values({ organizationId, ...values }).returning();
      await recordAudit({ db: tx, viewer, organizationId, action: 'territory.created', targetType: 'territory', targetId: territory!.id, after: values });
      return territory!;
    })
    .catch((error: unknown) => conflictOnDuplicateName(error, input.name));
}

export async function updateTerritory({ db, viewer, id, input }: Options & { id: string; input: TerritoryInput }): Promise<TerritoryRow> {
  const before = await findTerritory(db, viewer, id);
  const values = await checkInput(db, viewer, input);
  return db
    .transaction(async (tx) => {
      const [territory] = await tx.update(territories).set(values).where(eq(territories.id, before.id)).returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId: before.organizationId,
        action: 'territory.updated',
        targetType: 'territory',
        targetId: id,
        before: { name: before.name, postalCodes: before.postalCodes, agentUserId: before.agentUserId },
        after: values,
      });
      return territory!;
    })
    .catch((error: unknown) => conflictOnDuplicateName(error, input.name));
}

export async function deleteTerritory({ db, viewer, id }: Options & { id: string }): Promise<string> {
  const before = await findTerritory(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx.delete(territories).where(eq(territories.id, before.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: before.organizationId,
      action: 'territory.deleted',
      targetType: 'territory',
      targetId: id,
      before: { name: before.name },
    });
  });
  return id;
}
