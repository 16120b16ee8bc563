// The recon report's formulas over a set of front-lined vehicles (docs/metrics.md "Reports: recon,
// appraisals, pricing, market"). The server computes them in SQL when the workflow counts calendar
// time; with business hours it measures each vehicle with src/shared/recon/metrics.ts and sums here.
// Durations are milliseconds of counted time.

import { median } from '../recon/metrics';
import { activeStages, stageTimerState, type StageRules } from '../recon/workflow';

/** One vehicle front-lined in a range: its time-to-line and its time in recon (null before recon started). */
export type FrontLinedVehicle = { timeToLineMs: number; timeInReconMs: number | null };

export type FrontLinedFigures = {
  frontLined: number;
  averageTimeToLineMs: number | null;
  medianTimeToLineMs: number | null;
  averageTimeInReconMs: number | null;
  medianTimeInReconMs: number | null;
  overTargetUnits: number;
};

/** The workflow's total target: the sum of its active stages' targets, in ms. */
export function totalTargetMs(stages: readonly StageRules[]): number {
  return activeStages(stages).reduce((sum, stage) => sum + stage.targetMinutes, 0) * 60_000;
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Counts, means and medians of front-lined vehicles; over target = time-to-line above `targetMs`. */
export function frontLinedFigures(vehicles: readonly FrontLinedVehicle[], targetMs: number): FrontLinedFigures {
  const toLine = vehicles.map((vehicle) => vehicle.timeToLineMs);
  const inRecon = vehicles.flatMap((vehicle) => (vehicle.timeInReconMs === null ? [] : [vehicle.timeInReconMs]));
  return {
    frontLined: vehicles.length,
    averageTimeToLineMs: mean(toLine),
    medianTimeToLineMs: median(toLine),
    averageTimeInReconMs: mean(inRecon),
    medianTimeInReconMs: median(inRecon),
    overTargetUnits: toLine.filter((ms) => ms > targetMs).length,
  };
}

/** One visit to a stage before the vehicle's first front-line arrival. */
export type StageVisitTime = { stageId: string; vehicleId: string; ms: number };

export type StageReportFigures = { vehicles: number; averageMs: number | null; overTargetVisits: number };

/**
 * Per stage: the vehicles that visited it, the mean of their total time in it (a vehicle sent back
 * counts both visits in its total), and the visits overdue by the stage's own timer rule.
 */
export function stageReportFigures(visits: readonly StageVisitTime[], stage: StageRules): StageReportFigures {
  const totals = new Map<string, number>();
  let overTargetVisits = 0;
  for (const visit of visits) {
    if (visit.stageId !== stage.id) continue;
    totals.set(visit.vehicleId, (totals.get(visit.vehicleId) ?? 0) + visit.ms);
    if (stageTimerState(stage, visit.ms / 60_000) === 'overdue') overTargetVisits += 1;
  }
  return { vehicles: totals.size, averageMs: mean([...totals.values()]), overTargetVisits };
}

/** Recon spend per front-lined unit, whole cents; null when none was front-lined. */
export function reconCostPerUnitCents(spendCents: number, frontLined: number): number | null {
  return frontLined === 0 ? null : Math.round(spendCents / frontLined);
}
