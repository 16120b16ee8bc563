// Creating, editing and deleting dealers: settings holders with scope 2 (`manageTerritories`).
// Agents do not edit dealers here; they record what they learn as visits and tasks.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealers, territories, users, type DealerRow, type TerritoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../users/viewer';
import { readDealerFields, territoryFor, type DealerInput, type DealerValues } from './dealer-fields';
import { findDealer } from './dealers';
import { dealerScope } from './scope';

type Options = { db: Database; viewer: Viewer };

export type DealerPlacement = { territoryId: string | null; ownerAgentUserId: string | null };

/** The organization's territories (for placing dealers) and its agents' ids. */
export async function placementContext(db: Database, organizationId: string) {
  const [rows, agents] = await Promise.all([
    db.select().from(territories).where(eq(territories.organizationId, organizationId)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.type, 'agent'))),
  ]);
  return { territories: rows, agentIds: new Set(agents.map((agent) => agent.id)) };
}

/** Where a dealer goes: the named territory (NOT_FOUND when not the organization's) or the one its ZIP falls in. */
export function placeDealer(
  context: { territories: readonly TerritoryRow[]; agentIds: ReadonlySet<string> },
  input: Pick<DealerInput, 'territoryId' | 'ownerAgentUserId'>,
  values: Pick<DealerValues, 'zip' | 'latitude' | 'longitude'>,
): DealerPlacement {
  const { territoryId, ownerAgentUserId } = input;
  if (territoryId && !context.territories.some((territory) => territory.id === territoryId))
    throw new AppError('NOT_FOUND', 'No such territory in your organization.');
  if (ownerAgentUserId && !context.agentIds.has(ownerAgentUserId))
    throw new AppError('NOT_FOUND', 'No agent with that id in your organization.');
  return {
    territoryId: territoryId || territoryFor(context.territories, values.zip, values),
    ownerAgentUserId: ownerAgentUserId || null,
  };
}

function checked(input: DealerInput): DealerValues {
  const read = readDealerFields(input);
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.reason);
  return read.values;
}

export function conflictOnDuplicate(error: unknown, values: Pick<DealerValues, 'name' | 'zip'>): never {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === '23505')
    throw new AppError('CONFLICT', `A dealer named '${values.name}' in ZIP ${values.zip} already exists.`);
  throw error;
}

const audited = (dealer: DealerRow) => ({
  name: dealer.name,
  zip: dealer.zip,
  priority: dealer.priority,
  territoryId: dealer.territoryId,
  ownerAgentUserId: dealer.ownerAgentUserId,
});

export async function createDealer({ db, viewer, input }: Options & { input: DealerInput }): Promise<DealerRow> {
  const { organizationId } = dealerScope(viewer, 'manage');
  const values = checked(input);
  const placement = placeDealer(await placementContext(db, organizationId), input, values);
  return db
    .transaction(async (tx) => {
      const [dealer] = await tx
        .insert(dealers)
        .values({ organizationId, ...values, ...placement })
        .returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId,
        action: 'dealer.created',
        targetType: 'dealer',
        targetId: dealer!.id,
        after: audited(dealer!),
      });
      return dealer!;
    })
    .catch((error: unknown) => conflictOnDuplicate(error, values));
}

export async function updateDealer({
  db,
  viewer,
  id,
  input,
}: Options & { id: string; input: DealerInput }): Promise<DealerRow> {
  const before = await findDealer({ db, viewer, id, purpose: 'manage' });
  const read = checked(input);
  // The form has no coordinates: a dealer staying in its ZIP keeps its point (pin, import or
  // check-in); one moved to another ZIP goes to that ZIP's centroid, approximate again.
  const values =
    read.zip === before.zip
      ? { ...read, latitude: before.latitude, longitude: before.longitude, locationSource: before.locationSource }
      : read;
  const placement = placeDealer(await placementContext(db, before.organizationId), input, values);
  return db
    .transaction(async (tx) => {
      const [dealer] = await tx
        .update(dealers)
        .set({ ...values, ...placement })
        .where(eq(dealers.id, before.id))
        .returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId: before.organizationId,
        action: 'dealer.updated',
        targetType: 'dealer',
        targetId: id,
        before: audited(before),
        after: audited(dealer!),
      });
      return dealer!;
    })
    .catch((error: unknown) => conflictOnDuplicate(error, values));
}

export async function deleteDealer({ db, viewer, id }: Options & { id: string }): Promise<string> {
  const before = await findDealer({ db, viewer, id, purpose: 'manage' });
  await db.transaction(async (tx) => {
    await tx.delete(dealers).where(eq(dealers.id, before.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: before.organizationId,
      action: 'dealer.deleted',
      targetType: 'dealer',
      targetId: id,
      before: audited(before),
    });
  });
  return id;
}
