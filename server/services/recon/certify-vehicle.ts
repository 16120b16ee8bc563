import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inspections, repairOrders, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { usableTemplate } from './inspections';

/**
 * Marks a vehicle certified pre-owned: it needs the `cpo` feature, a passed CPO inspection of the
 * vehicle, and every repair order of the vehicle closed. Certifying again keeps the first date.
 */
export async function certifyVehicle(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
}): Promise<VisibleVehicle> {
  const { db, viewer } = options;
  usableTemplate(viewer, 'cpo');
  const row = await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, options.vehicleId, { forUpdate: true });
    if (vehicle.certifiedAt) return vehicle;
    const [passed] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(
        and(
          eq(inspections.vehicleId, vehicle.id),
          eq(inspections.templateKey, 'cpo'),
          eq(inspections.outcome, 'passed'),
        ),
      )
      .limit(1);
    if (!passed)
      throw new AppError('CONFLICT', 'Certifying needs a passed CPO inspection of this vehicle: complete one first.');
    const open = await tx
      .select({ id: repairOrders.id })
      .from(repairOrders)
      .where(and(eq(repairOrders.vehicleId, vehicle.id), ne(repairOrders.status, 'closed')));
    if (open.length > 0)
      throw new AppError('CONFLICT', `Close this vehicle's ${open.length} open repair order(s) before certifying it.`);
    const [certified] = await tx
      .update(vehicles)
      .set({ certifiedAt: new Date() })
      .where(eq(vehicles.id, vehicle.id))
      .returning();
    return certified!;
  });
  return visibleVehicle(row, inventoryScope(viewer));
}
