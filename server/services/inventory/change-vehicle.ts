import { eq, sql } from 'drizzle-orm';
import { DISPOSED_STATUSES, todayIso, VEHICLE_LIMITS, type VehicleStatus } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { vehicles, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { emit } from '../domain-events';
import type { Viewer } from '../users/viewer';
import { findOwnVehicleRow } from './get-vehicle';
import { announcePrice, announceStatus } from './partner-events';
import { checkSale, followSale, type SaleInput } from './sales';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';
import { disposedOnAfter, recordPriceChange, recordStatusChange, touch } from './write-support';

export function reasonText(reason: string | null | undefined, name: string): string | null {
  const text = reason?.trim() ?? '';
  if (text.length > VEHICLE_LIMITS.maxReasonLength)
    throw new AppError('BAD_USER_INPUT', `${name} must be at most ${VEHICLE_LIMITS.maxReasonLength} characters.`);
  return text || null;
}

/** Sets a vehicle's list price and records who changed it from what, in the same transaction. Same price: nothing changes. */
export async function changeVehiclePrice(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  listPriceCents: number;
  reason?: string | null;
}): Promise<VisibleVehicle> {
  const { db, viewer, id, listPriceCents } = options;
  if (!Number.isInteger(listPriceCents) || listPriceCents < 0 || listPriceCents > VEHICLE_LIMITS.maxMoneyCents) {
    throw new AppError('BAD_USER_INPUT', 'List price must be a whole number of cents between 0 and $10,000,000.');
  }
  const reason = reasonText(options.reason, 'The reason');
  const scope = inventoryScope(viewer);
  const row = await db.transaction(async (tx) => {
    const current = await findOwnVehicleRow(tx, scope.organizationId, id, { forUpdate: true });
    return writeListPrice({ tx, current, listPriceCents, userId: scope.userId, reason });
  });
  return visibleVehicle(row, scope);
}

/**
 * Sets a locked vehicle row's list price and records who changed it from what, with the reason:
 * the one way a list price changes (one by one here, in bulk by pricing). Same price: nothing changes.
 */
export async function writeListPrice(options: {
  tx: Database;
  current: VehicleRow;
  listPriceCents: number;
  userId: string;
  reason: string | null;
}): Promise<VehicleRow> {
  const { tx, current, listPriceCents } = options;
  if (current.listPriceCents === listPriceCents) return current;
  const [updated] = await tx
    .update(vehicles)
    .set({ listPriceCents, ...touch })
    .where(eq(vehicles.id, current.id))
    .returning();
  await recordPriceChange({
    db: tx,
    vehicleId: current.id,
    userId: options.userId,
    fromCents: current.listPriceCents,
    toCents: listPriceCents,
    reason: options.reason,
  });
  await announcePrice(tx, updated!, {
    fromCents: current.listPriceCents,
    toCents: listPriceCents,
    reason: options.reason,
  });
  return updated!;
}

/**
 * Moves a locked vehicle row to `status` and records it; a vehicle already there stays as it
 * is, unrecorded (but a sale given for it is recorded). Sold and wholesaled vehicles stop aging
 * on the day they left (the sale's day when given) and get their sale row; moving one back in
 * stock resumes it and removes the sale (server/services/inventory/sales.ts). Recon follows in
 * `tx`, on `vehicle.statusChanged` (services/domain-events.ts). A sale with a status that is not
 * one is BAD_USER_INPUT.
 */
export async function moveToStatus(options: {
  tx: Database;
  current: VehicleRow;
  status: VehicleStatus;
  note: string | null;
  userId: string;
  today: string;
  sale?: SaleInput | null;
}): Promise<VehicleRow> {
  const { tx, current, status, note, userId, today } = options;
  if (options.sale && !DISPOSED_STATUSES.includes(status)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `A sale is recorded only when a vehicle becomes sold or wholesaled, not ${status}.`,
    );
  }
  const sale = options.sale ? checkSale(options.sale, { acquiredDate: current.acquiredDate, today }) : null;
  if (current.status === status && !sale) return current;
  const disposedOn = sale?.soldOn ?? disposedOnAfter(status, current, today);
  const statusChange = current.status === status ? {} : { status, statusChangedAt: sql`now()` };
  const [updated] = await tx
    .update(vehicles)
    .set({ ...statusChange, disposedOn, ...touch })
    .where(eq(vehicles.id, current.id))
    .returning();
  await followSale({ tx, before: current, after: updated!, userId, sale });
  if (current.status === status) return updated!;
  await recordStatusChange({
    db: tx,
    vehicleId: current.id,
    userId,
    fromStatus: current.status,
    toStatus: status,
    note,
  });
  await emit('vehicle.statusChanged', { tx, vehicle: updated!, userId, note });
  await announceStatus(tx, updated!, { from: current.status, to: status, note });
  return updated!;
}

/** Moves a vehicle to another status and records it (and its sale, when given), in the same transaction. */
export async function changeVehicleStatus(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  status: VehicleStatus;
  note?: string | null;
  sale?: SaleInput | null;
  today?: string;
}): Promise<VisibleVehicle> {
  const { db, viewer, id, status, sale } = options;
  const note = reasonText(options.note, 'The note');
  const scope = inventoryScope(viewer);
  const today = options.today ?? todayIso();
  const row = await db.transaction(async (tx) => {
    const current = await findOwnVehicleRow(tx, scope.organizationId, id, { forUpdate: true });
    return moveToStatus({ tx, current, status, note, userId: scope.userId, today, sale });
  });
  return visibleVehicle(row, scope);
}
