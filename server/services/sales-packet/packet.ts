import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { customerVehicle } from '../../../src/shared/inventory/customer-view';
import { checkOrganizationSetting } from '../../../src/shared/organization';
import type { SalesPacket } from '../../../src/shared/sales-packet/packet';
import type { Database } from '../../db/client';
import { inspections, organizations, repairOrderLines, repairOrders, vehiclePhotos } from '../../db/schema';
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
  const [organization, passed, repairs, photos] = await Promise.all([
    db
      .select({ name: organizations.name, settings: organizations.settings })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1),
    db
      .select({ templateKey: inspections.templateKey, completedAt: inspections.completedAt })
      .from(inspections)
      .where(
        and(
          eq(inspections.vehicleId, vehicle.id),
          eq(inspections.outcome, 'passed'),
          isNotNull(inspections.completedAt),
        ),
      )
      .orderBy(desc(inspections.completedAt))
      .limit(MAX_ITEMS),
    db
      .select({ operation: repairOrderLines.operation, completedAt: repairOrders.updatedAt })
      .from(repairOrderLines)
      .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
      .where(
        and(
          eq(repairOrders.vehicleId, vehicle.id),
          inArray(repairOrders.status, [...FINISHED_ORDER_STATUSES]),
          eq(repairOrderLines.decision, 'approved'),
        ),
      )
      .orderBy(desc(repairOrders.updatedAt), repairOrderLines.createdAt)
      .limit(MAX_ITEMS),
    db
      .select({ id: vehiclePhotos.id, width: vehiclePhotos.width, height: vehiclePhotos.height })
      .from(vehiclePhotos)
      .where(and(eq(vehiclePhotos.vehicleId, vehicle.id), eq(vehiclePhotos.organizationId, organizationId)))
      .orderBy(desc(vehiclePhotos.isMain), asc(vehiclePhotos.position), asc(vehiclePhotos.createdAt)),
  ]);
  const settings = organization[0]?.settings ?? {};
  return {
    vehicleId: vehicle.id,
    ...customerVehicle(vehicle),
    certifiedAt: vehicle.certifiedAt?.toISOString() ?? null,
    inspections: passed.map((row) => ({ templateKey: row.templateKey, completedAt: row.completedAt!.toISOString() })),
    repairs: repairs.map((row) => ({ operation: row.operation, completedAt: row.completedAt.toISOString() })),
    dealershipName: organization[0]?.name ?? '',
    dealerAddress: contactSetting(settings, 'dealer_address'),
    dealerPhone: contactSetting(settings, 'dealer_phone'),
    dealerHours: contactSetting(settings, 'dealer_hours'),
    photos,
  };
}

/** A contact setting as the registry accepts it; null when unset, empty or not valid. */
function contactSetting(
  settings: Record<string, unknown>,
  key: 'dealer_address' | 'dealer_phone' | 'dealer_hours',
): string | null {
  if (!Object.hasOwn(settings, key)) return null;
  const checked = checkOrganizationSetting(key, settings[key]);
  return checked.ok && typeof checked.value === 'string' && checked.value !== '' ? checked.value : null;
}

/** The packet of a vehicle of the viewer's organization. */
export const getSalesPacket = ({ db, viewer, vehicleId }: { db: Database; viewer: Viewer; vehicleId: string }) =>
  unsafeLoadPacket(db, viewer.organization.id, vehicleId);
