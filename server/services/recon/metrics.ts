import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import { median, timelineHoldingCost, unitsOverTarget, type StageLoad } from '../../../src/shared/recon/metrics';
import { frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconTimelines, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { holdingCostPerDayCents } from './board';
import { reconSpendCents } from '../repair-spend';
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
  // Each read is one JSON array of tuples: one text to parse for thousands of vehicles instead of a
  // driver row each (several times cheaper, bench).
  const [[lined], [current], spend] = await Promise.all([
    // Vehicles whose first front-line arrival falls in the range, sold ones too.
    db
      .select({
        rows: sql<
          [number, number | null, [string, number][]][] | null
        >`json_agg(json_build_array(${reconTimelines.timeToLineMs}, ${reconTimelines.timeInReconMs}, ${reconTimelines.stageMsToLine}))`,
      })
      .from(reconTimelines)
      .where(
        and(
          eq(reconTimelines.organizationId, organizationId),
          gte(reconTimelines.frontLineAt, from.getTime()),
          lt(reconTimelines.frontLineAt, to.getTime()),
        ),
      ),
    // Vehicles in recon now (in stock): stage, entry, first event and first front-line arrival.
    db
      .select({
        rows: sql<
          [string, number, number, number | null][] | null
        >`json_agg(json_build_array(${reconTimelines.stageId}, ${reconTimelines.enteredStageAt}, ${reconTimelines.firstAt}, ${reconTimelines.frontLineAt}))`,
      })
      .from(reconTimelines)
      .innerJoin(vehicles, eq(vehicles.id, reconTimelines.vehicleId))
      .where(and(eq(reconTimelines.organizationId, organizationId), inArray(vehicles.status, [...IN_STOCK_STATUSES]))),
    reconSpendCents({ db, organizationId, from, to }),
  ]);
  const toLine: number[] = [];
  const inRecon: number[] = [];
  const stageTotals = new Map<string, { ms: number; vehicles: number }>();
  for (const [timeToLineMs, timeInReconMs, stageMsToLine] of lined?.rows ?? []) {
    toLine.push(timeToLineMs);
    if (timeInReconMs !== null) inRecon.push(timeInReconMs);
    for (const [stageId, ms] of stageMsToLine) {
      if (stageId === frontLine.id) continue;
      const total = stageTotals.get(stageId) ?? { ms: 0, vehicles: 0 };
      stageTotals.set(stageId, { ms: total.ms + ms, vehicles: total.vehicles + 1 });
    }
  }
  const perDay = holdingCostPerDayCents(viewer);
  const positions = (current?.rows ?? []).map(([stageId, enteredStageAt, firstAt, frontLineAt]) => ({
    stageId,
    enteredAt: new Date(enteredStageAt),
    firstAt,
    frontLineAt,
  }));
  const waiting = positions.filter((vehicle) => vehicle.stageId !== frontLine.id);
  let holdingCostSoFarCents = 0;
  for (const vehicle of waiting) holdingCostSoFarCents += timelineHoldingCost(vehicle, now, perDay);
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
