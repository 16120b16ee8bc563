// Measuring the vehicles front-lined in a range, two ways with one answer: in SQL over each
// vehicle's measured times (calendar time: recon-line-times.ts, nothing loaded per vehicle), or in the process
// with src/shared/recon/metrics.ts (business hours, which SQL cannot count). An integration test
// holds both equal to `reconMetrics`.
import { sql } from 'drizzle-orm';
import { countedMs } from '../../../src/shared/recon/business-hours';
import { firstFrontLineArrival, stageVisits, timeInRecon, timeToLine } from '../../../src/shared/recon/metrics';
import { activeStages, frontLineStage } from '../../../src/shared/recon/workflow';
import { weekStartOf } from '../../../src/shared/reports/range';
import {
  frontLinedFigures,
  stageReportFigures,
  totalTargetMs,
  type FrontLinedFigures,
  type FrontLinedVehicle,
  type StageReportFigures,
  type StageVisitTime,
} from '../../../src/shared/reports/recon';
import type { Database } from '../../db/client';
import { reconEvents, reconLineStageTimes, reconLineTimes } from '../../db/schema';
import { arrivalsIn, listStageMoves } from '../recon/events';
import type { ReconWorkflow } from '../recon/workflow';
import { queryRows } from '../query-rows';
import type { RangeBounds } from './area-report';
import { fillLineTimes } from './recon-line-times';

export type OverTargetVehicle = FrontLinedVehicle & { vehicleId: string };

export type MeasuredRange = {
  figures: FrontLinedFigures;
  /** By week start (Monday); only with `withDetail`. */
  weeks: Map<string, FrontLinedFigures>;
  /** By stage id; only with `withDetail`. */
  stages: Map<string, StageReportFigures>;
  /** Longest time-to-line first; only with `withDetail`. */
  overTarget: OverTargetVehicle[];
};

type MeasureOptions = { db: Database; workflow: ReconWorkflow; bounds: RangeBounds; withDetail: boolean };

/**
 * Calendar time, in SQL over each vehicle's measured times (recon-line-times.ts, filled first for
 * vehicles not measured yet): one statement per range for the figures, weeks, stages and the
 * over-target list, one row per vehicle (and per stage) instead of every event.
 */
export async function measureInSql({ db, workflow, bounds, withDetail }: MeasureOptions): Promise<MeasuredRange> {
  await fillLineTimes({ db, workflow, bounds });
  const frontLine = frontLineStage(workflow.stages)!;
  const targetMs = totalTargetMs(workflow.stages);
  const frontLined = sql`
    front_lined as materialized (
      select l.vehicle_id, l.arrival_at as arrival, l.time_to_line_ms as ttl, l.time_in_recon_ms as recon
      from ${reconLineTimes} l
      where l.organization_id = ${workflow.organizationId} and l.front_stage_id = ${frontLine.id}
        and l.arrival_at >= ${bounds.start} and l.arrival_at < ${bounds.end}
    )`;
  const figureColumns = sql`
    count(*)::int as "frontLined",
    avg(ttl)::float8 as "averageTimeToLineMs",
    (percentile_cont(0.5) within group (order by ttl))::float8 as "medianTimeToLineMs",
    avg(recon)::float8 as "averageTimeInReconMs",
    (percentile_cont(0.5) within group (order by recon))::float8 as "medianTimeInReconMs",
    (count(*) filter (where ttl > ${targetMs}))::int as "overTargetUnits"`;
  if (!withDetail) {
    const [figures] = await queryRows<FrontLinedFigures>(
      db,
      sql`with ${frontLined} select ${figureColumns} from front_lined`,
    );
    return { figures: figures!, weeks: new Map(), stages: new Map(), overTarget: [] };
  }
  type Detail = {
    groups: (FrontLinedFigures & { week: string | null })[] | null;
    stages: (StageReportFigures & { stageId: string })[] | null;
    overTarget: OverTargetVehicle[] | null;
  };
  const [detail] = await queryRows<Detail>(
    db,
    sql`with ${frontLined}
      select
        (select json_agg(g) from (
          select to_char(date_trunc('week', arrival at time zone 'UTC'), 'YYYY-MM-DD') as week, ${figureColumns}
          from front_lined group by grouping sets ((), (1))) g) as groups,
        (select json_agg(x) from (
          select t.stage_id as "stageId", count(*)::int as vehicles, avg(t.ms)::float8 as "averageMs", sum(t.over_target_visits)::int as "overTargetVisits"
          from ${reconLineStageTimes} t
          where t.organization_id = ${workflow.organizationId} and t.arrival_at >= ${bounds.start} and t.arrival_at < ${bounds.end}
          group by t.stage_id) x) as stages,
        (select json_agg(o order by o."timeToLineMs" desc, o."vehicleId") from (
          select vehicle_id as "vehicleId", ttl as "timeToLineMs", recon as "timeInReconMs"
          from front_lined where ttl > ${targetMs} order by ttl desc, vehicle_id limit 500) o) as "overTarget"`,
  );
  const groups = detail?.groups ?? [];
  const total = groups.find((group) => group.week === null)!;
  return {
    figures: withoutWeek(total),
    weeks: new Map(groups.filter((group) => group.week !== null).map((group) => [group.week!, withoutWeek(group)])),
    stages: new Map((detail?.stages ?? []).map(({ stageId, ...figures }) => [stageId, figures])),
    overTarget: detail?.overTarget ?? [],
  };
}

const withoutWeek = ({ week: _week, ...figures }: FrontLinedFigures & { week: string | null }): FrontLinedFigures =>
  figures;

/** Business hours, in the process: each vehicle's moves through src/shared/recon/metrics.ts, as reconMetrics does. */
export async function measureInProcess({ db, workflow, bounds, withDetail }: MeasureOptions): Promise<MeasuredRange> {
  const frontLine = frontLineStage(workflow.stages)!;
  const hours = workflow.businessHours;
  const targetMs = totalTargetMs(workflow.stages);
  const arrived = db
    .selectDistinct({ id: reconEvents.vehicleId })
    .from(reconEvents)
    .where(
      arrivalsIn({
        organizationId: workflow.organizationId,
        stageId: frontLine.id,
        start: bounds.start,
        end: bounds.end,
      }),
    );
  const moves = await listStageMoves({ db, organizationId: workflow.organizationId, vehicleIds: arrived });
  const measured: (OverTargetVehicle & { week: string })[] = [];
  const visits: StageVisitTime[] = [];
  for (const [vehicleId, events] of moves) {
    const arrival = firstFrontLineArrival(events, workflow.stages);
    if (!arrival || arrival < bounds.start || arrival >= bounds.end) continue;
    measured.push({
      vehicleId,
      week: weekStartOf(arrival.toISOString().slice(0, 10)),
      timeToLineMs: timeToLine(events, workflow.stages, arrival, hours)!.ms,
      timeInReconMs: timeInRecon(events, workflow.stages, arrival, hours)?.ms ?? null,
    });
    if (!withDetail) continue;
    for (const visit of stageVisits(events.filter((event) => event.at <= arrival))) {
      if (visit.stageId !== frontLine.id)
        visits.push({ stageId: visit.stageId, vehicleId, ms: countedMs(visit.start, visit.end ?? arrival, hours) });
    }
  }
  const figures = frontLinedFigures(measured, targetMs);
  if (!withDetail) return { figures, weeks: new Map(), stages: new Map(), overTarget: [] };
  const byWeek = new Map<string, OverTargetVehicle[]>();
  for (const vehicle of measured) byWeek.set(vehicle.week, [...(byWeek.get(vehicle.week) ?? []), vehicle]);
  return {
    figures,
    weeks: new Map([...byWeek].map(([week, group]) => [week, frontLinedFigures(group, targetMs)])),
    stages: new Map(activeStages(workflow.stages).map((stage) => [stage.id, stageReportFigures(visits, stage)])),
    overTarget: measured
      .filter((vehicle) => vehicle.timeToLineMs > targetMs)
      .sort((a, b) => b.timeToLineMs - a.timeToLineMs || a.vehicleId.localeCompare(b.vehicleId))
      .map(({ week: _week, ...vehicle }) => vehicle),
  };
}
