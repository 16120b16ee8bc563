import type { Database } from '../../db/client';
import { repairOrders } from '../../db/schema';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';
import { getRepairOrder, type RepairOrder } from './repair-orders';

/** Opens a draft order for a vehicle of the viewer's organization. */
export async function createRepairOrder(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
}): Promise<RepairOrder> {
  const { db, viewer } = options;
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, options.vehicleId);
  const [order] = await db
    .insert(repairOrders)
    .values({ organizationId: vehicle.organizationId, vehicleId: vehicle.id, createdByUserId: viewer.user.id })
    .returning();
  return getRepairOrder({ db, viewer, id: order!.id });
}
