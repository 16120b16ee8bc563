import { and, eq, getTableColumns, gte, inArray, lt } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import { median, timelineHoldingCost, unitsOverTarget, type StageLoad } from '../../../src/shared/recon/metrics';
import { frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconTimelines, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { holdingCostPerDayCents } from './board';
import { reconSpendCents } from '../repair-spend';
import { timelineFromRow } from './timelines';
import { loadWorkflow, type ReconWorkflow } from './workflow';

export type StageFigures = StageLoad & { averageMsOfFrontLined: number | null };

export type ReconMetrics = {
  workflow: ReconWorkflow;
  from: Date;
  to: Date;
  frontLined: number;
  medianTimeToLineMs: number | null;
  medianTimeInReconMs: number | null;
  vehiclesInRecon: number;
  holdingCostSoFarCents: number;
  /** Approved repair-order lines, by approval time in the range. */
  reconSpendCents: number;
  stages: StageFigures[];
};

const MAX_RANGE_DAYS = 366;

/**
 * The workflow's figures over [from, to): for vehicles that first reached the front line in the
 * range, the median time-to-line, the median time in recon and the average time per stage; for
 * vehicles in recon now (at `now`), how many are in each stage, at risk and overdue, and the holding
 * cost they have run up. Every number comes from the vehicles' timelines, folded from the events
 * (src/shared/recon/metrics.ts), in one indexed read each.
 */
export async function reconMetrics(options: {
  db: Database;
  viewer: Viewer;
  from: Date;
  to: Date;
  now?: Date;
}): Promise<ReconMetrics> {
  const { db, viewer, from, to } = options;
  if (!(to > from)) throw new AppError('BAD_USER_INPUT', 'The range must end after it starts.');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 24 * 3600_000) {
    throw new AppError('BAD_USER_INPUT', `The range may cover at most ${MAX_RANGE_DAYS} days.`);
  }
  const now = options.now ?? new Date();
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  const hours = workflow.businessHours;
  const frontLine = frontLineStage(workflow.stages)!;
  const [lined, current, spend] = await Promise.all([
    // Vehicles whose first front-line arrival falls in the range, sold ones too.
    db
      .select({
        timeToLineMs: reconTimelines.timeToLineMs,
        timeInReconMs: reconTimelines.timeInReconMs,
        stageMsToLine: reconTimelines.stageMsToLine,
      })
      .from(reconTimelines)
      .where(
        and(
          eq(reconTimelines.organizationId, organizationId),
          gte(reconTimelines.frontLineAt, from.getTime()),
          lt(reconTimelines.frontLineAt, to.getTime()),
        ),
      ),
    // Vehicles in recon now (in stock).
    db
      .select(getTableColumns(reconTimelines))
      .from(reconTimelines)
      .innerJoin(vehicles, eq(vehicles.id, reconTimelines.vehicleId))
      .where(and(eq(reconTimelines.organizationId, organizationId), inArray(vehicles.status, [...IN_STOCK_STATUSES]))),
    reconSpendCents({ db, organizationId, from, to }),
  ]);
  const toLine: number[] = [];
  const inRecon: number[] = [];
  const stageTotals = new Map<string, { ms: number; vehicles: number }>();
  for (const vehicle of lined) {
    toLine.push(vehicle.timeToLineMs!);
    if (vehicle.timeInReconMs !== null) inRecon.push(vehicle.timeInReconMs);
    for (const [stageId, ms] of vehicle.stageMsToLine!) {
      if (stageId === frontLine.id) continue;
      const total = stageTotals.get(stageId) ?? { ms: 0, vehicles: 0 };
      stageTotals.set(stageId, { ms: total.ms + ms, vehicles: total.vehicles + 1 });
    }
  }
  const perDay = holdingCostPerDayCents(viewer);
  const waiting = current.filter((vehicle) => vehicle.stageId !== frontLine.id);
  let holdingCostSoFarCents = 0;
  for (const vehicle of waiting) holdingCostSoFarCents += timelineHoldingCost(timelineFromRow(vehicle), now, perDay);
  const positions = current.map((vehicle) => ({
    stageId: vehicle.stageId,
    enteredAt: new Date(vehicle.enteredStageAt),
  }));
  const loads = unitsOverTarget(positions, workflow.stages, now, hours);
  return {
    workflow,
    from,
    to,
    frontLined: toLine.length,
    medianTimeToLineMs: median(toLine),
    medianTimeInReconMs: median(inRecon),
    vehiclesInRecon: waiting.length,
    holdingCostSoFarCents,
    reconSpendCents: spend,
    stages: loads.map((load) => {
      const total = stageTotals.get(load.stageId);
      return { ...load, averageMsOfFrontLined: total ? total.ms / total.vehicles : null };
    }),
  };
}
