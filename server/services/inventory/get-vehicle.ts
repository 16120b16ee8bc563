import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, vehiclePriceChanges, vehicles, vehicleStatusChanges, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';

const NOT_FOUND_MESSAGE = 'No vehicle with this id in your inventory.';

/** The row of a vehicle of `organizationId` (locked for update inside a transaction when asked), or NOT_FOUND. */
export async function findOwnVehicleRow(
  db: Database,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const query = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.organizationId, organizationId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** A vehicle of the viewer's organization; another organization's vehicle is not found, like a missing one. */
export async function getVehicle(options: { db: Database; viewer: Viewer; id: string }): Promise<VisibleVehicle> {
  const scope = inventoryScope(options.viewer);
  return visibleVehicle(await findOwnVehicleRow(options.db, scope.organizationId, options.id), scope);
}

/** Vehicles of the viewer's organization by id, in the ids' order; null for an id not found there (batched loaders). */
export async function getVehiclesByIds(options: {
  db: Database;
  viewer: Viewer;
  ids: readonly string[];
}): Promise<(VisibleVehicle | null)[]> {
  const scope = inventoryScope(options.viewer);
  const ids = options.ids.filter(isUuid);
  const rows =
    ids.length === 0
      ? []
      : await options.db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.organizationId, scope.organizationId), inArray(vehicles.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, visibleVehicle(row, scope)]));
  return options.ids.map((id) => byId.get(id) ?? null);
}

export type HistoryActor = { id: string; name: string } | null;
export type PriceChange = {
  id: string;
  vehicleId: string;
  fromCents: number | null;
  toCents: number | null;
  reason: string | null;
  changedAt: Date;
  changedBy: HistoryActor;
};
export type StatusChange = {
  id: string;
  vehicleId: string;
  fromStatus: VehicleRow['status'] | null;
  toStatus: VehicleRow['status'];
  note: string | null;
  changedAt: Date;
  changedBy: HistoryActor;
};

/** A user's display name in SQL (first and last name), for history actors. */
export const actorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

function actorOf(row: { userId: string | null; userName: string | null }): HistoryActor {
  return row.userId && row.userName ? { id: row.userId, name: row.userName } : null;
}

/**
 * Price histories of vehicles, newest first. Unchecked: only for vehicles the caller has
 * already found in the viewer's organization (the graph's Vehicle.priceHistory).
 */
export async function unsafeListPriceChanges({
  db,
  vehicleIds,
}: {
  db: Database;
  vehicleIds: readonly string[];
}): Promise<PriceChange[]> {
  const rows = await db
    .select({
      id: vehiclePriceChanges.id,
      vehicleId: vehiclePriceChanges.vehicleId,
      fromCents: vehiclePriceChanges.fromCents,
      toCents: vehiclePriceChanges.toCents,
      reason: vehiclePriceChanges.reason,
      changedAt: vehiclePriceChanges.changedAt,
      userId: vehiclePriceChanges.userId,
      userName: actorName,
    })
    .from(vehiclePriceChanges)
    .leftJoin(users, eq(users.id, vehiclePriceChanges.userId))
    .where(inArray(vehiclePriceChanges.vehicleId, [...vehicleIds]))
    .orderBy(desc(vehiclePriceChanges.changedAt), desc(vehiclePriceChanges.id));
  return rows.map(({ userId, userName, ...change }) => ({ ...change, changedBy: actorOf({ userId, userName }) }));
}

/** Status histories of vehicles, newest first. Unchecked, like `unsafeListPriceChanges`. */
export async function unsafeListStatusChanges({
  db,
  vehicleIds,
}: {
  db: Database;
  vehicleIds: readonly string[];
}): Promise<StatusChange[]> {
  const rows = await db
    .select({
      id: vehicleStatusChanges.id,
      vehicleId: vehicleStatusChanges.vehicleId,
      fromStatus: vehicleStatusChanges.fromStatus,
      toStatus: vehicleStatusChanges.toStatus,
      note: vehicleStatusChanges.note,
      changedAt: vehicleStatusChanges.changedAt,
      userId: vehicleStatusChanges.userId,
      userName: actorName,
    })
    .from(vehicleStatusChanges)
    .leftJoin(users, eq(users.id, vehicleStatusChanges.userId))
    .where(inArray(vehicleStatusChanges.vehicleId, [...vehicleIds]))
    .orderBy(desc(vehicleStatusChanges.changedAt), desc(vehicleStatusChanges.id));
  return rows.map(({ userId, userName, ...change }) => ({ ...change, changedBy: actorOf({ userId, userName }) }));
}
