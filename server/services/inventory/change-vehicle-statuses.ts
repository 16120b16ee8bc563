import { and, eq, inArray } from 'drizzle-orm';
import { todayIso, VEHICLE_LIMITS, type VehicleStatus } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { moveToStatus, reasonText } from './change-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';

/**
 * Moves several vehicles of the viewer's organization to one status, all or nothing, each
 * change recorded as `changeVehicleStatus` records it. Any id that is not one of the
 * organization's vehicles is NOT_FOUND, and nothing changes.
 */
export async function changeVehicleStatuses(options: {
  db: Database;
  viewer: Viewer;
  ids: string[];
  status: VehicleStatus;
  note?: string | null;
  today?: string;
}): Promise<{ changed: number; vehicles: VisibleVehicle[] }> {
  const { db, viewer, status } = options;
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) throw new AppError('BAD_USER_INPUT', 'Choose at least one vehicle.');
  if (ids.length > VEHICLE_LIMITS.maxBulkStatusChange) {
    throw new AppError(
      'BAD_USER_INPUT',
      `At most ${VEHICLE_LIMITS.maxBulkStatusChange} vehicles can change status at once; choose fewer.`,
    );
  }
  const note = reasonText(options.note, 'The note');
  const scope = inventoryScope(viewer);
  const today = options.today ?? todayIso();
  const missing = () =>
    new AppError(
      'NOT_FOUND',
      'Some of the chosen vehicles are not in your inventory (any more); nothing was changed. Reload the list and try again.',
    );
  if (!ids.every(isUuid)) throw missing();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, scope.organizationId), inArray(vehicles.id, ids)))
      .orderBy(vehicles.id)
      .for('update');
    if (rows.length !== ids.length) throw missing();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const moved = [];
    let changed = 0;
    for (const id of ids) {
      const current = byId.get(id)!;
      const updated = await moveToStatus({ tx, current, status, note, userId: scope.userId, today });
      if (updated !== current) changed += 1;
      moved.push(visibleVehicle(updated, scope));
    }
    return { changed, vehicles: moved };
  });
}
