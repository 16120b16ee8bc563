import { and, eq, inArray, ne } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import {
  firstFrontLineArrival,
  holdingCost,
  median,
  timeInRecon,
  timePerStage,
  timeToLine,
  unitsOverTarget,
  type StageLoad,
} from '../../../src/shared/recon/metrics';
import { frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconEvents, reconVehicles, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { holdingCostPerDayCents } from './board';
import { arrivalsIn, listStageMoves } from './events';
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
 * cost they have run up. Every number comes from the events (src/shared/recon/metrics.ts).
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
  const onBoard = and(
    eq(reconVehicles.organizationId, organizationId),
    inArray(vehicles.status, [...IN_STOCK_STATUSES]),
  );
  // Vehicles that arrived at the front line in the range (the time-to-line figures), as a subquery.
  const arrived = db
    .select({ id: reconEvents.vehicleId })
    .from(reconEvents)
    .where(arrivalsIn({ organizationId, stageId: frontLine.id, start: from, end: to }));
  // Vehicles in recon now and not yet on the front line (the holding cost).
  const waiting = db
    .select({ id: reconVehicles.vehicleId })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .where(and(onBoard, ne(reconVehicles.stageId, frontLine.id)));
  const [positions, events, waitingEvents, spend] = await Promise.all([
    db
      .select({ stageId: reconVehicles.stageId, enteredAt: reconVehicles.enteredStageAt })
      .from(reconVehicles)
      .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
      .where(onBoard),
    listStageMoves({ db, organizationId, vehicleIds: arrived }),
    listStageMoves({ db, organizationId, vehicleIds: waiting }),
    reconSpendCents({ db, organizationId, from, to }),
  ]);
  const toLine: number[] = [];
  const inRecon: number[] = [];
  const stageTotals = new Map<string, { ms: number; vehicles: number }>();
  for (const vehicleEvents of events.values()) {
    const arrival = firstFrontLineArrival(vehicleEvents, workflow.stages);
    if (!arrival || arrival < from || arrival >= to) continue;
    toLine.push(timeToLine(vehicleEvents, workflow.stages, now, hours)!.ms);
    const recon = timeInRecon(vehicleEvents, workflow.stages, now, hours);
    if (recon) inRecon.push(recon.ms);
    const untilArrival = vehicleEvents.filter((event) => event.at <= arrival);
    for (const [stageId, ms] of timePerStage(untilArrival, arrival, hours)) {
      if (stageId === frontLine.id) continue;
      const total = stageTotals.get(stageId) ?? { ms: 0, vehicles: 0 };
      stageTotals.set(stageId, { ms: total.ms + ms, vehicles: total.vehicles + 1 });
    }
  }
  const perDay = holdingCostPerDayCents(viewer);
  let holdingCostSoFarCents = 0;
  for (const vehicleEvents of waitingEvents.values())
    holdingCostSoFarCents += holdingCost(vehicleEvents, workflow.stages, now, perDay);
  const loads = unitsOverTarget(positions, workflow.stages, now, hours);
  return {
    workflow,
    from,
    to,
    frontLined: toLine.length,
    medianTimeToLineMs: median(toLine),
    medianTimeInReconMs: median(inRecon),
    vehiclesInRecon: positions.filter((position) => position.stageId !== frontLine.id).length,
    holdingCostSoFarCents,
    reconSpendCents: spend,
    stages: loads.map((load) => {
      const total = stageTotals.get(load.stageId);
      return { ...load, averageMsOfFrontLined: total ? total.ms / total.vehicles : null };
    }),
  };
}
