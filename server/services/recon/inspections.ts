import { and, desc, eq } from 'drizzle-orm';
import { findTemplate, type InspectionTemplate } from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { inspectionItems, inspections, type InspectionItemRow, type InspectionRow } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

export type Inspection = InspectionRow & { template: InspectionTemplate; items: InspectionItemRow[] };

/** The template, refused when unknown or when it needs a feature the organization lacks (CPO: `cpo`). */
export function usableTemplate(viewer: Viewer, key: string): InspectionTemplate {
  const template = findTemplate(key);
  if (!template) throw new AppError('BAD_USER_INPUT', `No inspection template '${key}': use express, standard or cpo.`);
  if (template.requiresFeature && !viewer.organization.featureFlags.includes(template.requiresFeature)) {
    throw new AppError(
      'FORBIDDEN',
      `The ${template.name} inspection needs the ${template.requiresFeature} feature on your organization.`,
    );
  }
  return template;
}

export async function findOwnInspectionRow(
  db: Database,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InspectionRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No inspection with this id in your organization.');
  const query = db
    .select()
    .from(inspections)
    .where(and(eq(inspections.id, id), eq(inspections.organizationId, organizationId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No inspection with this id in your organization.');
  return row;
}

export async function withItems(db: Database, row: InspectionRow): Promise<Inspection> {
  return {
    ...row,
    template: findTemplate(row.templateKey)!,
    items: await db.select().from(inspectionItems).where(eq(inspectionItems.inspectionId, row.id)),
  };
}

export async function getInspection(options: { db: Database; viewer: Viewer; id: string }): Promise<Inspection> {
  return withItems(options.db, await findOwnInspectionRow(options.db, options.viewer.organization.id, options.id));
}

/** A vehicle's inspections, newest first. */
export async function listInspections(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
}): Promise<Inspection[]> {
  const vehicle = await findOwnVehicleRow(options.db, options.viewer.organization.id, options.vehicleId);
  const rows = await options.db
    .select()
    .from(inspections)
    .where(eq(inspections.vehicleId, vehicle.id))
    .orderBy(desc(inspections.createdAt));
  return Promise.all(rows.map((row) => withItems(options.db, row)));
}
