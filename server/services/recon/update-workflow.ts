import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import { ZBusinessHours } from '../../../src/shared/recon/business-hours-schema';
import { activeStages, checkStages, frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { organizations, reconStages, reconVehicles, reconWorkflows } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { emit } from '../domain-events';
import { writeAffectingViewers } from '../users/viewer-changes';
import type { Viewer } from '../users/viewer';
import { rebuildTimelines } from './timelines';
import { loadWorkflow, toStages, type ReconWorkflow } from './workflow';

/** The feature that shows recon stages in inventory (SPEC: set by Lotwise, not assignable). */
export const RECON_STATUS_FLAG = 'recon_status';

export type StageInput = {
  /** An existing active stage to keep (renamed, retargeted, moved); absent for a new stage. */
  id?: string | null;
  name: string;
  targetMinutes: number;
  atRiskPercent: number;
  overduePercent: number;
  startsRecon: boolean;
};

/** Vehicles now in each of `stageIds`. */
async function vehiclesIn(db: Database, stageIds: string[]): Promise<Map<string, number>> {
  if (stageIds.length === 0) return new Map();
  const rows = await db
    .select({ stageId: reconVehicles.stageId, vehicles: count() })
    .from(reconVehicles)
    .where(inArray(reconVehicles.stageId, stageIds))
    .groupBy(reconVehicles.stageId);
  return new Map(rows.map((row) => [row.stageId, row.vehicles]));
}

function checkBusinessHours(value: BusinessHours | null | undefined): BusinessHours | null | undefined {
  if (value === undefined || value === null) return value;
  const parsed = ZBusinessHours.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('BAD_USER_INPUT', `Business hours: ${issue.path.join('.') || 'value'} ${issue.message}.`);
  }
  return parsed.data;
}

/**
 * Replaces the workflow's stage list: listed ids are kept in the new order, new entries are added,
 * stages left out are marked removed (their events stay). Refused with CONFLICT when a removed stage
 * still holds vehicles, or when the front line (the last stage) would change while the old or new
 * last stage holds vehicles: their `frontline` status would stop matching their stage.
 * `businessHours`: undefined keeps them, null returns to calendar time. `showStatusInInventory`
 * sets the organization's `recon_status` feature (undefined keeps it) in the same transaction,
 * announced to every process's cached viewers like any flag change.
 */
export async function updateReconWorkflow(options: {
  db: Database;
  viewer: Viewer;
  stages: StageInput[];
  businessHours?: BusinessHours | null;
  showStatusInInventory?: boolean;
}): Promise<ReconWorkflow> {
  const { db, viewer, stages } = options;
  const problems = checkStages(stages);
  if (problems.length) throw new AppError('BAD_USER_INPUT', problems.join(' '));
  const businessHours = checkBusinessHours(options.businessHours);
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  // The screen sends the switch with every save: only a change is written and announced to every
  // process (the viewer's flags are kept current by those announcements; the write re-checks under lock).
  const showStatusInInventory =
    options.showStatusInInventory === viewer.organization.featureFlags.includes(RECON_STATUS_FLAG)
      ? undefined
      : options.showStatusInInventory;
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    showStatusInInventory === undefined ? db.transaction(work) : writeAffectingViewers(db, { organizationId }, work);
  await inTransaction(async (tx) => {
    // Moves hold this row FOR SHARE: no vehicle enters a stage while it is being removed.
    await tx
      .select({ id: reconWorkflows.id })
      .from(reconWorkflows)
      .where(eq(reconWorkflows.id, workflow.id))
      .for('update');
    // Read under the lock: an edit that finished meanwhile is what this one changes.
    const all = toStages(await tx.select().from(reconStages).where(eq(reconStages.workflowId, workflow.id)));
    const current = activeStages(all);
    const byId = new Map(all.map((stage) => [stage.id, stage]));
    const keptIds = new Set<string>();
    for (const stage of stages) {
      if (!stage.id) continue;
      const known = byId.get(stage.id);
      if (!known) throw new AppError('NOT_FOUND', `No stage ${stage.id} in your recon workflow.`);
      if (known.removed)
        throw new AppError('BAD_USER_INPUT', `Stage '${known.name}' was removed; add a new stage instead.`);
      if (keptIds.has(stage.id)) throw new AppError('BAD_USER_INPUT', `Stage '${known.name}' is listed twice.`);
      keptIds.add(stage.id);
    }
    const removed = current.filter((stage) => !keptIds.has(stage.id));
    const oldFrontLine = frontLineStage(current)!;
    const newLastId = stages.at(-1)!.id ?? null;
    const counts = await vehiclesIn(tx, [
      ...removed.map((stage) => stage.id),
      oldFrontLine.id,
      ...(newLastId ? [newLastId] : []),
    ]);
    for (const stage of removed) {
      const held = counts.get(stage.id) ?? 0;
      if (held)
        throw new AppError(
          'CONFLICT',
          `Stage '${stage.name}' still holds ${held} vehicle(s): move them to another stage before removing it.`,
        );
    }
    if (newLastId !== oldFrontLine.id) {
      const busy = [oldFrontLine.id, newLastId].find((id) => id && (counts.get(id) ?? 0) > 0);
      if (busy) {
        throw new AppError(
          'CONFLICT',
          `The last stage is the front line; '${byId.get(busy)!.name}' holds vehicles, so it cannot start or stop being the front line.`,
        );
      }
    }
    if (removed.length) {
      await tx
        .update(reconStages)
        .set({ removedAt: sql`now()` })
        .where(
          inArray(
            reconStages.id,
            removed.map((stage) => stage.id),
          ),
        );
    }
    for (const [position, { id, ...fields }] of stages.entries()) {
      const values = { ...fields, name: fields.name.trim(), position };
      if (id)
        await tx
          .update(reconStages)
          .set(values)
          .where(and(eq(reconStages.id, id), eq(reconStages.workflowId, workflow.id)));
      else await tx.insert(reconStages).values({ ...values, workflowId: workflow.id });
    }
    if (businessHours !== undefined)
      await tx.update(reconWorkflows).set({ businessHours }).where(eq(reconWorkflows.id, workflow.id));
    // The front line, recon start or a target may have changed: the recon report measures again,
    // and the vehicles' timelines are folded again under the new workflow.
    await emit('recon.workflowChanged', { tx, organizationId });
    await rebuildTimelines({ db: tx, organizationId });
    if (showStatusInInventory !== undefined) await setReconStatusFlag({ tx, viewer, shown: showStatusInInventory });
  });
  return loadWorkflow({ db, organizationId });
}

/** Adds or removes the organization's `recon_status` flag, other flags untouched, audited when it changes. */
async function setReconStatusFlag({ tx, viewer, shown }: { tx: Database; viewer: Viewer; shown: boolean }) {
  const organizationId = viewer.organization.id;
  const [before] = await tx
    .select({ featureFlags: organizations.featureFlags })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  const was = before!.featureFlags.includes(RECON_STATUS_FLAG);
  if (was === shown) return;
  const featureFlags = shown
    ? [...before!.featureFlags, RECON_STATUS_FLAG]
    : before!.featureFlags.filter((flag) => flag !== RECON_STATUS_FLAG);
  await tx.update(organizations).set({ featureFlags }).where(eq(organizations.id, organizationId));
  await recordAudit({
    db: tx,
    viewer,
    organizationId,
    action: 'organization.recon_status_changed',
    targetType: 'organization',
    targetId: organizationId,
    before: { recon_status: was },
    after: { recon_status: shown },
  });
}

/** Whether the organization shows recon status in inventory (read fresh: the viewer may be cached). */
export async function showsStatusInInventory({
  db,
  organizationId,
}: {
  db: Database;
  organizationId: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ featureFlags: organizations.featureFlags })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.featureFlags.includes(RECON_STATUS_FLAG) ?? false;
}
