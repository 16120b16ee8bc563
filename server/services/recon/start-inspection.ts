import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';
import { usableTemplate, withItems, type Inspection } from './inspections';

/** Starts an inspection of a vehicle of the viewer's organization against a template it may use. */
export async function startInspection(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  templateKey: string;
}): Promise<Inspection> {
  const { db, viewer } = options;
  const template = usableTemplate(viewer, options.templateKey);
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, options.vehicleId);
  const [row] = await db
    .insert(inspections)
    .values({
      organizationId: vehicle.organizationId,
      vehicleId: vehicle.id,
      templateKey: template.key,
      createdByUserId: viewer.user.id,
    })
    .returning();
  return withItems(db, row!);
}
