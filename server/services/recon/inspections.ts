import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  findTemplate,
  INSPECTION_RESULTS,
  inspectionOutcome,
  templateItems,
  type InspectionResult,
  type InspectionTemplate,
} from '../../../src/shared/recon/inspection-templates';
import type { Database } from '../../db/client';
import { inspectionItems, inspections, repairOrders, vehicles, type InspectionItemRow, type InspectionRow } from '../../db/schema';
import { AppError } from '../../errors';
import { reasonText } from '../inventory/change-vehicle';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { addLineLocked, type RepairLineInput } from './change-repair-order';
import { findOwnOrderRow } from './repair-orders';

export type Inspection = InspectionRow & { template: InspectionTemplate; items: InspectionItemRow[] };

/** The template, refused when unknown or when it needs a feature the organization lacks (CPO: `cpo`). */
function usableTemplate(viewer: Viewer, key: string): InspectionTemplate {
  const template = findTemplate(key);
  if (!template) throw new AppError('BAD_USER_INPUT', `No inspection template '${key}': use express, standard or cpo.`);
  if (template.requiresFeature && !viewer.organization.featureFlags.includes(template.requiresFeature)) {
    throw new AppError('FORBIDDEN', `The ${template.name} inspection needs the ${template.requiresFeature} feature on your organization.`);
  }
  return template;
}

async function findOwnInspectionRow(db: Database, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<InspectionRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No inspection with this id in your organization.');
  const query = db
    .select()
    .from(inspections)
    .where(and(eq(inspections.id, id), eq(inspections.organizationId, organizationId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No inspection with this id in your organization.');
  return row;
}

async function withItems(db: Database, row: InspectionRow): Promise<Inspection> {
  return { ...row, template: findTemplate(row.templateKey)!, items: await db.select().from(inspectionItems).where(eq(inspectionItems.inspectionId, row.id)) };
}

export async function getInspection(options: { db: Database; viewer: Viewer; id: string }): Promise<Inspection> {
  return withItems(options.db, await findOwnInspectionRow(options.db, options.viewer.organization.id, options.id));
}

/** A vehicle's inspections, newest first. */
export async function listInspections(options: { db: Database; viewer: Viewer; vehicleId: string }): Promise<Inspection[]> {
  const vehicle = await findOwnVehicleRow(options.db, options.viewer.organization.id, options.vehicleId);
  const rows = await options.db.select().from(inspections).where(eq(inspections.vehicleId, vehicle.id)).orderBy(desc(inspections.createdAt));
  return Promise.all(rows.map((row) => withItems(options.db, row)));
}

export async function startInspection(options: { db: Database; viewer: Viewer; vehicleId: string; templateKey: string }): Promise<Inspection> {
  const { db, viewer } = options;
  const template = usableTemplate(viewer, options.templateKey);
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, options.vehicleId);
  const [row] = await db
    .insert(inspections)
    .values({ organizationId: vehicle.organizationId, vehicleId: vehicle.id, templateKey: template.key, createdByUserId: viewer.user.id })
    .returning();
  return withItems(db, row!);
}

export type ItemAnswer = { itemKey: string; result: InspectionResult; note?: string | null };

/** Answers items (again, until completed): each a template item, pass / fail / n-a, with an optional note. All or none are stored. */
export async function answerInspectionItems(options: { db: Database; viewer: Viewer; inspectionId: string; answers: ItemAnswer[] }): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    if (row.completedAt) throw new AppError('CONFLICT', 'This inspection is completed: start a new one to inspect again.');
    const keys = new Set(templateItems(findTemplate(row.templateKey)!).map((item) => item.key));
    for (const answer of options.answers) {
      if (!keys.has(answer.itemKey)) throw new AppError('BAD_USER_INPUT', `No item '${answer.itemKey}' in the ${row.templateKey} inspection.`);
      if (!INSPECTION_RESULTS.includes(answer.result)) throw new AppError('BAD_USER_INPUT', 'Answer pass, fail or na.');
    }
    // One statement for the lot (a CPO inspection is 150+ items); the last answer to an item wins.
    const rows = new Map(options.answers.map((answer) => [answer.itemKey, { inspectionId: row.id, itemKey: answer.itemKey, result: answer.result, note: reasonText(answer.note, 'The note') }]));
    if (rows.size > 0) {
      await tx
        .insert(inspectionItems)
        .values([...rows.values()])
        .onConflictDoUpdate({ target: [inspectionItems.inspectionId, inspectionItems.itemKey], set: { result: sql`excluded.result`, note: sql`excluded.note` } });
    }
    return withItems(tx, row);
  });
}

/** Completes an inspection whose every item is answered: failed if any item failed, else passed. */
export async function completeInspection(options: { db: Database; viewer: Viewer; inspectionId: string }): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    if (row.completedAt) throw new AppError('CONFLICT', 'This inspection is already completed.');
    const inspection = await withItems(tx, row);
    const outcome = inspectionOutcome(inspection.template, new Map(inspection.items.map((item) => [item.itemKey, item.result])));
    if (outcome === 'incomplete') {
      const missing = templateItems(inspection.template).length - inspection.items.length;
      throw new AppError('BAD_USER_INPUT', `Answer every item before completing: ${missing} left.`);
    }
    const [done] = await tx.update(inspections).set({ outcome, completedAt: new Date() }).where(eq(inspections.id, row.id)).returning();
    return withItems(tx, done!);
  });
}

/**
 * Turns a failed item into a repair-order line in one action: on the order named (of the same
 * vehicle), or on a new draft order. The operation is the item's label and note; an item becomes
 * one line only (CONFLICT the second time).
 */
export async function repairFailedItem(options: {
  db: Database;
  viewer: Viewer;
  inspectionId: string;
  itemKey: string;
  repairOrderId?: string | null;
  line: Omit<RepairLineInput, 'operation'>;
}): Promise<Inspection> {
  const { db, viewer } = options;
  return db.transaction(async (tx) => {
    const row = await findOwnInspectionRow(tx, viewer.organization.id, options.inspectionId, { forUpdate: true });
    const [item] = await tx.select().from(inspectionItems).where(and(eq(inspectionItems.inspectionId, row.id), eq(inspectionItems.itemKey, options.itemKey)));
    if (item?.result !== 'fail') throw new AppError('BAD_USER_INPUT', `Item '${options.itemKey}' has not failed this inspection.`);
    if (item.repairOrderLineId) throw new AppError('CONFLICT', 'This failed item is already a repair-order line.');
    const order = options.repairOrderId
      ? await findOwnOrderRow(tx, viewer.organization.id, options.repairOrderId, { forUpdate: true })
      : (await tx.insert(repairOrders).values({ organizationId: row.organizationId, vehicleId: row.vehicleId, createdByUserId: viewer.user.id }).returning())[0]!;
    if (order.vehicleId !== row.vehicleId) throw new AppError('BAD_USER_INPUT', 'The repair order is for another vehicle than the inspection.');
    const label = templateItems(findTemplate(row.templateKey)!).find((candidate) => candidate.key === item.itemKey)!.label;
    const line = await addLineLocked(tx, viewer, order, { ...options.line, operation: item.note ? `${label}: ${item.note}`.slice(0, 200) : label });
    await tx.update(inspectionItems).set({ repairOrderLineId: line.id }).where(and(eq(inspectionItems.inspectionId, row.id), eq(inspectionItems.itemKey, item.itemKey)));
    return withItems(tx, row);
  });
}

/**
 * Marks a vehicle certified pre-owned: it needs the `cpo` feature, a passed CPO inspection of the
 * vehicle, and every repair order of the vehicle closed. Certifying again keeps the first date.
 */
export async function certifyVehicle(options: { db: Database; viewer: Viewer; vehicleId: string }): Promise<VisibleVehicle> {
  const { db, viewer } = options;
  usableTemplate(viewer, 'cpo');
  const row = await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, options.vehicleId, { forUpdate: true });
    if (vehicle.certifiedAt) return vehicle;
    const [passed] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(and(eq(inspections.vehicleId, vehicle.id), eq(inspections.templateKey, 'cpo'), eq(inspections.outcome, 'passed')))
      .limit(1);
    if (!passed) throw new AppError('BAD_USER_INPUT', 'Certifying needs a passed CPO inspection of this vehicle.');
    const open = await tx.select({ id: repairOrders.id }).from(repairOrders).where(and(eq(repairOrders.vehicleId, vehicle.id), ne(repairOrders.status, 'closed')));
    if (open.length > 0) throw new AppError('CONFLICT', `Close this vehicle's ${open.length} open repair order(s) before certifying it.`);
    const [certified] = await tx.update(vehicles).set({ certifiedAt: new Date() }).where(eq(vehicles.id, vehicle.id)).returning();
    return certified!;
  });
  return visibleVehicle(row, inventoryScope(viewer));
}
