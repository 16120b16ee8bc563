import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { customerVehicle } from '../../../src/shared/inventory/customer-view';
import type { SalesPacket } from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { inspections, organizations, repairOrderLines, repairOrders } from '../../db/schema';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

/** Orders whose work is finished: their approved lines are the reconditioning done. */
const FINISHED_ORDER_STATUSES = ['completed', 'closed'] as const;
const MAX_ITEMS = 50;

/**
 * The packet of a vehicle of `organizationId` (NOT_FOUND for any other). Unchecked: the caller
 * has decided who asks (the viewer's organization, or the organization a share link belongs to).
 */
export async function unsafeLoadPacket(db: Database, organizationId: string, vehicleId: string): Promise<SalesPacket> {
  const vehicle = await findOwnVehicleRow(db, organizationId, vehicleId);
  const [organization, passed, repairs] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1),
    db
      .select({ templateKey: inspections.templateKey, completedAt: inspections.completedAt })
      .from(inspections)
      .where(and(eq(inspections.vehicleId, vehicle.id), eq(inspections.outcome, 'passed'), isNotNull(inspections.completedAt)))
      .orderBy(desc(inspections.completedAt))
      .limit(MAX_ITEMS),
    db
      .select({ operation: repairOrderLines.operation, completedAt: repairOrders.updatedAt })
      .from(repairOrderLines)
      .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
      .where(and(eq(repairOrders.vehicleId, vehicle.id), inArray(repairOrders.status, [...FINISHED_ORDER_STATUSES]), eq(repairOrderLines.decision, 'approved')))
      .orderBy(desc(repairOrders.updatedAt), repairOrderLines.createdAt)
      .limit(MAX_ITEMS),
  ]);
  return {
    vehicleId: vehicle.id,
    ...customerVehicle(vehicle),
    certifiedAt: vehicle.certifiedAt?.toISOString() ?? null,
    inspections: passed.map((row) => ({ templateKey: row.templateKey, completedAt: row.completedAt!.toISOString() })),
    repairs: repairs.map((row) => ({ operation: row.operation, completedAt: row.completedAt.toISOString() })),
    dealershipName: organization[0]?.name ?? '',
  };
}

/** The packet of a vehicle of the viewer's organization. */
export const getSalesPacket = ({ db, viewer, vehicleId }: { db: Database; viewer: Viewer; vehicleId: string }) =>
  unsafeLoadPacket(db, viewer.organization.id, vehicleId);
