import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { countedMs } from '../../../src/shared/recon/business-hours';
import { stageTimerState } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { notifications, reconTimelines, reconVehicles, vehicles } from '../../db/schema';
import { loadWorkflow } from '../recon/workflow';
import { notify } from './create';
import { stageOverdue } from './messages';

const OVERDUE_KIND = 'recon_stage_overdue';

/**
 * The overdue job's work (every five minutes, server/jobs/queue.ts): each assigned car whose
 * current stage turned overdue against the stage's target (the board's rule, stageTimerState over
 * the recon projection `recon_timelines`) tells its assignee, once per vehicle and stage entry: the
 * occasion is the entry, so the unique dedupe key keeps a second run or process from telling again.
 * Returns the notifications created.
 */
export async function notifyOverdueStages({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const rows = await db
    .select({
      vehicleId: reconTimelines.vehicleId,
      organizationId: reconTimelines.organizationId,
      stageId: reconTimelines.stageId,
      enteredStageAt: reconTimelines.enteredStageAt,
      assigneeUserId: reconVehicles.assigneeUserId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stockNumber: vehicles.stockNumber,
    })
    .from(reconTimelines)
    .innerJoin(reconVehicles, eq(reconVehicles.vehicleId, reconTimelines.vehicleId))
    .innerJoin(vehicles, eq(vehicles.id, reconTimelines.vehicleId))
    .where(
      and(
        isNotNull(reconVehicles.assigneeUserId),
        eq(reconVehicles.stageId, reconTimelines.stageId),
        // Entries the assignee was already told of are not looked at again.
        notExists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.recipientUserId, reconVehicles.assigneeUserId),
                eq(
                  notifications.dedupeKey,
                  sql`${OVERDUE_KIND}::text || ':' || ${reconTimelines.vehicleId}::text || ':' || ${reconTimelines.stageId}::text || ':' || ${reconTimelines.enteredStageAt}::text`,
                ),
              ),
            ),
        ),
      ),
    );
  const workflows = new Map<string, Awaited<ReturnType<typeof loadWorkflow>>>();
  let created = 0;
  for (const row of rows) {
    let workflow = workflows.get(row.organizationId);
    if (!workflow) {
      workflow = await loadWorkflow({ db, organizationId: row.organizationId });
      workflows.set(row.organizationId, workflow);
    }
    const stage = workflow.stages.find((candidate) => candidate.id === row.stageId);
    if (!stage || stage.removed || stage.isFrontLine) continue;
    const minutes = countedMs(new Date(row.enteredStageAt), now, workflow.businessHours) / 60_000;
    if (stageTimerState(stage, minutes) !== 'overdue') continue;
    created += await db.transaction(async (tx) => {
      const ids = await notify({
        tx,
        organizationId: row.organizationId,
        recipientUserIds: [row.assigneeUserId!],
        kind: OVERDUE_KIND,
        subjectType: 'vehicle',
        subjectId: row.vehicleId,
        occasion: `${row.vehicleId}:${row.stageId}:${row.enteredStageAt}`,
        url: `/inventory/${row.vehicleId}`,
        ...stageOverdue({ vehicle: row, stageName: stage.name }),
      });
      return ids.length;
    });
  }
  return created;
}
