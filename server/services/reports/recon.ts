import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResolversParentTypes } from '../../../graphql/generated/resolvers';
import { dayLengthMs } from '../../../src/shared/recon/business-hours';
import { activeStages, frontLineStage } from '../../../src/shared/recon/workflow';
import { reportFigure, weekStarts, type ReportRangeInput } from '../../../src/shared/reports/range';
import { reconCostPerUnitCents, stageReportFigures, type FrontLinedFigures } from '../../../src/shared/reports/recon';
import type { Database } from '../../db/client';
import { repairOrderLines, repairOrders, vehicles } from '../../db/schema';
import { inventoryScope, visibleVehicle } from '../inventory/scope';
import { lineTotalSql, reconSpendCents } from '../repair-spend';
import { loadWorkflow, type ReconWorkflow } from '../recon/workflow';
import type { Viewer } from '../users/viewer';
import { reportRanges, unavailableUnless, type RangeBounds } from './area-report';
import { measureInProcess, measureInSql, type MeasuredRange } from './recon-measure';

export type ReconReport = ResolversParentTypes['ReconReport'];

const MAX_OVER_TARGET_ROWS = 500;

/**
 * The recon report (docs/metrics.md "Reports: recon, appraisals, pricing, market"): the vehicles
 * whose first front-line arrival falls in the range, with `reconMetrics`' formulas. Calendar time is
 * measured in SQL; a workflow with business hours is measured in the process (recon-measure.ts).
 */
export async function reconReport(options: {
  db: Database;
  viewer: Viewer;
  range: ReportRangeInput;
  today?: string;
}): Promise<ReconReport> {
  const { db, viewer } = options;
  const { current, previous } = reportRanges(options.range, options.today);
  const unavailable = unavailableUnless(
    viewer,
    'readRecon',
    'recon',
    'The recon report needs the recon section: ask an owner to give it to you.',
  );
  if (unavailable) return emptyReconReport(current, previous, unavailable);
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  const measure = workflow.businessHours ? measureInProcess : measureInSql;
  const [now, before, spendNow, spendBefore] = await Promise.all([
    measure({ db, workflow, bounds: current, withDetail: true }),
    measure({ db, workflow, bounds: previous, withDetail: false }),
    reconSpendCents({ db, organizationId, from: current.start, to: current.end }),
    reconSpendCents({ db, organizationId, from: previous.start, to: previous.end }),
  ]);
  const dayMs = dayLengthMs(workflow.businessHours);
  const days = (ms: number | null) => (ms === null ? null : ms / dayMs);
  const figure = (
    pick: (figures: FrontLinedFigures) => number | null,
    scale: (value: number | null) => number | null = (value) => value,
  ) => reportFigure(scale(pick(now.figures)), scale(pick(before.figures)));
  return {
    range: current.range,
    previousRange: previous.range,
    unavailable: null,
    frontLined: figure((figures) => figures.frontLined),
    averageTimeToLineDays: figure((figures) => figures.averageTimeToLineMs, days),
    medianTimeToLineDays: figure((figures) => figures.medianTimeToLineMs, days),
    averageDaysInRecon: figure((figures) => figures.averageTimeInReconMs, days),
    reconCostPerUnitCents: reportFigure(
      reconCostPerUnitCents(spendNow, now.figures.frontLined),
      reconCostPerUnitCents(spendBefore, before.figures.frontLined),
    ),
    reconSpendCents: reportFigure(spendNow, spendBefore),
    overTargetUnits: figure((figures) => figures.overTargetUnits),
    trend: weekStarts(current.range).map((date) => {
      const week = now.weeks.get(date);
      return {
        date,
        frontLined: week?.frontLined ?? 0,
        medianTimeToLineDays: days(week?.medianTimeToLineMs ?? null),
        medianDaysInRecon: days(week?.medianTimeInReconMs ?? null),
      };
    }),
    stages: reportStages(workflow, now),
    overTargetVehicles: await overTargetRows({ db, viewer, measured: now, dayMs }),
  };
}

function reportStages(workflow: ReconWorkflow, measured: MeasuredRange): ReconReport['stages'] {
  const frontLine = frontLineStage(workflow.stages);
  return activeStages(workflow.stages)
    .filter((stage) => stage.id !== frontLine?.id)
    .map((stage) => {
      const figures = measured.stages.get(stage.id) ?? stageReportFigures([], stage);
      return {
        stage,
        vehicles: figures.vehicles,
        averageHours: figures.averageMs === null ? null : figures.averageMs / 3_600_000,
        targetHours: stage.targetMinutes / 60,
        overTargetVisits: figures.overTargetVisits,
      };
    });
}

/** The over-target vehicles as the viewer may see them, with their approved repair-order lines. */
async function overTargetRows(options: {
  db: Database;
  viewer: Viewer;
  measured: MeasuredRange;
  dayMs: number;
}): Promise<ReconReport['overTargetVehicles']> {
  const { db, viewer, measured, dayMs } = options;
  const listed = measured.overTarget.slice(0, MAX_OVER_TARGET_ROWS);
  if (listed.length === 0) return [];
  const scope = inventoryScope(viewer);
  const ids = listed.map((row) => row.vehicleId);
  const [rows, costs] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.organizationId, scope.organizationId), inArray(vehicles.id, ids))),
    db
      .select({ vehicleId: repairOrders.vehicleId, cents: sql<number>`sum(${lineTotalSql})::float8` })
      .from(repairOrderLines)
      .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
      .where(
        and(
          eq(repairOrders.organizationId, scope.organizationId),
          inArray(repairOrders.vehicleId, ids),
          eq(repairOrderLines.decision, 'approved'),
        ),
      )
      .groupBy(repairOrders.vehicleId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const costOf = new Map(costs.map((row) => [row.vehicleId, row.cents]));
  return listed.flatMap((row) => {
    const vehicle = byId.get(row.vehicleId);
    if (!vehicle) return [];
    return [
      {
        vehicle: visibleVehicle(vehicle, scope),
        timeToLineDays: row.timeToLineMs / dayMs,
        daysInRecon: row.timeInReconMs === null ? null : row.timeInReconMs / dayMs,
        reconCostCents: costOf.get(row.vehicleId) ?? 0,
      },
    ];
  });
}

const EMPTY_FIGURE = reportFigure(null, null);

function emptyReconReport(
  current: RangeBounds,
  previous: RangeBounds,
  unavailable: { area: string; message: string },
): ReconReport {
  return {
    range: current.range,
    previousRange: previous.range,
    unavailable,
    frontLined: EMPTY_FIGURE,
    averageTimeToLineDays: EMPTY_FIGURE,
    medianTimeToLineDays: EMPTY_FIGURE,
    averageDaysInRecon: EMPTY_FIGURE,
    reconCostPerUnitCents: EMPTY_FIGURE,
    reconSpendCents: EMPTY_FIGURE,
    overTargetUnits: EMPTY_FIGURE,
    trend: [],
    stages: [],
    overTargetVehicles: [],
  };
}
