import { eq, sql } from 'drizzle-orm';
import { DISPOSED_STATUSES, todayIso, type VehicleStatus } from '../../../src/shared/inventory/vehicle';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import { activeStages, frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconEvents, reconStages, reconVehicles, reconWorkflows, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { emit, on } from '../domain-events';
import { moveToStatus, reasonText } from '../inventory/change-vehicle';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { getReconCard, type ReconCard } from './board';
import { recordTimelineMove } from './timelines';
import { loadWorkflow, toStages, type ReconStage } from './workflow';

/** The status a vehicle takes on entering `stage`: the front line makes it frontline; leaving it, or the first stage, puts it in recon. */
function statusIn(stage: ReconStage, stages: ReconStage[], current: VehicleStatus): VehicleStatus {
  if (stage.id === frontLineStage(stages)?.id) return 'frontline';
  if (current === 'frontline') return 'in_recon';
  if (current === 'incoming' && stage.id !== activeStages(stages)[0]?.id) return 'in_recon';
  return current;
}

/**
 * Moves a locked vehicle into `stage` of the (share-locked) workflow: one event, the new position,
 * and the status that goes with the stage (recorded in the status history), all in `tx`. A vehicle
 * already in the stage stays, unrecorded. `clock_timestamp()`: moves queued on the same vehicle
 * lock are stamped in the order they are made, not when their transactions began.
 */
async function moveLocked(options: {
  tx: Database;
  vehicle: VehicleRow;
  stage: ReconStage;
  workflow: LockedWorkflow;
  userId: string;
  note: string | null;
}): Promise<void> {
  const { tx, vehicle, stage, userId, note } = options;
  const { stages, businessHours } = options.workflow;
  const [position] = await tx.select().from(reconVehicles).where(eq(reconVehicles.vehicleId, vehicle.id));
  if (position?.stageId === stage.id) return;
  const [event] = await tx
    .insert(reconEvents)
    .values({
      organizationId: vehicle.organizationId,
      vehicleId: vehicle.id,
      fromStageId: position?.stageId ?? null,
      toStageId: stage.id,
      userId,
      note,
      occurredAt: sql`clock_timestamp()`,
    })
    .returning({ occurredAt: reconEvents.occurredAt });
  const entered = { stageId: stage.id, enteredStageAt: event!.occurredAt };
  await tx
    .insert(reconVehicles)
    .values({ vehicleId: vehicle.id, organizationId: vehicle.organizationId, ...entered })
    .onConflictDoUpdate({ target: reconVehicles.vehicleId, set: entered });
  await recordTimelineMove({
    tx,
    vehicleId: vehicle.id,
    organizationId: vehicle.organizationId,
    move: { toStageId: stage.id, at: event!.occurredAt },
    stages,
    hours: businessHours,
  });
  const data = {
    vehicleId: vehicle.id,
    fromStageId: position?.stageId ?? null,
    toStageId: stage.id,
    toStageName: stage.name,
  };
  const moved = { organizationId: vehicle.organizationId, subjectId: vehicle.id, data, actorId: userId } as const;
  await emit('event.occurred', { tx, event: { ...moved, type: 'recon.moved', subject: 'vehicle' } });
  await moveToStatus({
    tx,
    current: vehicle,
    status: statusIn(stage, stages, vehicle.status),
    note,
    userId,
    today: todayIso(),
  });
}

type LockedWorkflow = { stages: ReconStage[]; businessHours: BusinessHours | null };

/**
 * The workflow's stages and hours, read under a share lock of the workflow row so no edit removes
 * the target or changes what the move's timeline counts meanwhile.
 */
async function lockedWorkflow(tx: Database, workflowId: string): Promise<LockedWorkflow> {
  const [row] = await tx
    .select({ businessHours: reconWorkflows.businessHours })
    .from(reconWorkflows)
    .where(eq(reconWorkflows.id, workflowId))
    .for('share');
  const stages = toStages(await tx.select().from(reconStages).where(eq(reconStages.workflowId, workflowId)));
  return { stages, businessHours: row!.businessHours ?? null };
}

/**
 * Puts a just-acquired vehicle (status incoming or in_recon) in the first stage, in the
 * transaction that created it (`vehicle.acquired`). Other statuses are not in recon.
 */
export async function enterRecon(options: {
  tx: Database;
  vehicle: VehicleRow;
  userId: string;
  note?: string | null;
}): Promise<void> {
  if (options.vehicle.status !== 'incoming' && options.vehicle.status !== 'in_recon') return;
  await putInFirstStage(options);
}

/**
 * Puts a locked vehicle that is not in recon in the workflow's first stage, whatever its stock
 * status: a car that arrives from another lot (transport delivery) is inspected before it is sold,
 * even one that was on the front line there. A front-line car becomes in_recon; the others keep
 * their status.
 */
export async function putInFirstStage(options: {
  tx: Database;
  vehicle: VehicleRow;
  userId: string;
  note?: string | null;
}): Promise<void> {
  const { tx, vehicle, userId } = options;
  const workflow = await loadWorkflow({ db: tx, organizationId: vehicle.organizationId });
  const locked = await lockedWorkflow(tx, workflow.id);
  const stage = activeStages(locked.stages)[0]!;
  await moveLocked({ tx, vehicle, stage, workflow: locked, userId, note: options.note ?? null });
}

/**
 * Moves a vehicle of the viewer's organization to a stage of its workflow: forward, back or
 * skipping stages. Moves on one vehicle queue on its row lock, so two people moving it at once
 * both get their event, in order. A vehicle not yet in recon enters it here.
 */
export async function moveReconVehicle(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  stageId: string;
  note?: string | null;
  now?: Date;
}): Promise<ReconCard> {
  const { db, viewer, vehicleId, stageId } = options;
  const note = reasonText(options.note, 'The note');
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, organizationId, vehicleId, { forUpdate: true });
    const locked = await lockedWorkflow(tx, workflow.id);
    const stage = isUuid(stageId) ? locked.stages.find((candidate) => candidate.id === stageId) : undefined;
    if (!stage) throw new AppError('NOT_FOUND', `No stage ${stageId} in your recon workflow.`);
    if (stage.removed)
      throw new AppError(
        'BAD_USER_INPUT',
        `Stage '${stage.name}' was removed from the workflow; pick a current stage.`,
      );
    if (DISPOSED_STATUSES.includes(vehicle.status)) {
      throw new AppError(
        'BAD_USER_INPUT',
        `This vehicle is ${vehicle.status}: change its status back to stock before moving it through recon.`,
      );
    }
    await moveLocked({ tx, vehicle, stage, workflow: locked, userId: viewer.user.id, note });
  });
  return (await getReconCard({ db, viewer, vehicleId, now: options.now }))!;
}

/**
 * Keeps recon in step with a status change made in inventory, in that change's transaction
 * (`vehicle.statusChanged`):
 * `frontline` moves a vehicle in recon to the front-line stage (an event, noted like the change);
 * `incoming` or `in_recon` puts a vehicle not in recon in the first stage. Moves made here find
 * the status already set and the position already matching, so they stop.
 */
export async function followStatusChange(options: {
  tx: Database;
  vehicle: VehicleRow;
  userId: string;
  note: string | null;
}): Promise<void> {
  const { tx, vehicle, userId, note } = options;
  const [position] = await tx.select().from(reconVehicles).where(eq(reconVehicles.vehicleId, vehicle.id));
  if (!position) {
    await enterRecon({ tx, vehicle, userId, note });
    return;
  }
  if (vehicle.status !== 'frontline') return;
  const workflow = await loadWorkflow({ db: tx, organizationId: vehicle.organizationId });
  const locked = await lockedWorkflow(tx, workflow.id);
  const frontLine = frontLineStage(locked.stages)!;
  if (position.stageId !== frontLine.id)
    await moveLocked({ tx, vehicle, stage: frontLine, workflow: locked, userId, note });
}

// Recon follows inventory in the transaction of each change (services/domain-events.ts): inventory
// announces its vehicles' arrivals and status changes, and never imports recon.
on('vehicle.acquired', enterRecon);
on('vehicle.statusChanged', followStatusChange);
