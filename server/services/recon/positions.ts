import { and, eq, inArray } from 'drizzle-orm';
import { expectedFrontLineAt } from '../../../src/shared/recon/expected-front-line';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { reconVehicles, vehicles } from '../../db/schema';
import { loadWorkflow, type ReconStage, type ReconWorkflow } from './workflow';

/** Where a vehicle stands in recon, as inventory shows it: its stage and when it should be on the line. */
export type ReconPosition = { stage: ReconStage; enteredStageAt: Date; expectedFrontLineAt: Date | null };

/**
 * The recon positions of vehicles in stock, by vehicle id (absent: not in recon), in two queries
 * for any number of vehicles plus one workflow read per organization. Unchecked: only for
 * vehicles the caller has already found in the viewer's organization.
 */
export async function unsafeListReconPositions(options: {
  db: Database;
  vehicleIds: readonly string[];
  now?: Date;
}): Promise<Map<string, ReconPosition>> {
  const { db, vehicleIds } = options;
  const positions = new Map<string, ReconPosition>();
  if (vehicleIds.length === 0) return positions;
  const rows = await db
    .select({
      vehicleId: reconVehicles.vehicleId,
      organizationId: reconVehicles.organizationId,
      stageId: reconVehicles.stageId,
      enteredStageAt: reconVehicles.enteredStageAt,
    })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .where(and(inArray(reconVehicles.vehicleId, [...vehicleIds]), inArray(vehicles.status, [...IN_STOCK_STATUSES])));
  const workflows = new Map<string, ReconWorkflow>();
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    workflows.set(organizationId, await loadWorkflow({ db, organizationId }));
  }
  const now = options.now ?? new Date();
  for (const row of rows) {
    const workflow = workflows.get(row.organizationId)!;
    const stage = workflow.stages.find((candidate) => candidate.id === row.stageId)!;
    positions.set(row.vehicleId, {
      stage,
      enteredStageAt: row.enteredStageAt,
      expectedFrontLineAt: expectedFrontLineAt({
        stages: workflow.stages,
        stageId: stage.id,
        enteredStageAt: row.enteredStageAt,
        now,
        hours: workflow.businessHours,
      }),
    });
  }
  return positions;
}
