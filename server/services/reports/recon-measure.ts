// Measuring the vehicles front-lined in a range, two ways with one answer: in SQL over recon_events
// (calendar time: window functions and aggregates, nothing loaded per vehicle), or in the process
// with src/shared/recon/metrics.ts (business hours, which SQL cannot count). An integration test
// holds both equal to `reconMetrics`.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
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
import { reconEvents, reconStages } from '../../db/schema';
import { listStageMoves } from '../recon/events';
import type { ReconWorkflow } from '../recon/workflow';
import { epochMs, inList, queryRows, type RangeBounds } from './area-report';

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

/** The stage ids whose arrival starts recon (src/shared/recon/metrics.ts reconStart): at or after the first `startsRecon` stage. */
function reconStartStageIds(workflow: ReconWorkflow): string[] {
  const starts = workflow.stages.filter((stage) => stage.startsRecon).map((stage) => stage.position);
  if (starts.length === 0) return [];
  const from = Math.min(...starts);
  return workflow.stages.filter((stage) => stage.position >= from).map((stage) => stage.id);
}

/**
 * Calendar time, in SQL: one statement per range. A vehicle's first event, first front-line arrival
 * and recon start are its lowest sequences (hash aggregates, no sort per vehicle), their instants
 * read back by sequence; the figures, weeks, stages and over-target list then share those rows.
 */
export async function measureInSql({ db, workflow, bounds, withDetail }: MeasureOptions): Promise<MeasuredRange> {
  const frontLine = frontLineStage(workflow.stages)!;
  const targetMs = totalTargetMs(workflow.stages);
  const arrived = arrivedIn(db, workflow.organizationId, frontLine.id, bounds);
  const at = sql`e.occurred_at`;
  const frontLined = sql`
    events as materialized (
      select e.vehicle_id, e.sequence, e.to_stage_id, e.occurred_at from ${reconEvents} e
      where e.organization_id = ${workflow.organizationId} and e.vehicle_id in (${arrived})
    ),
    firsts as (
      select e.vehicle_id, min(e.sequence) as first_seq,
        min(e.sequence) filter (where e.to_stage_id = ${frontLine.id}) as arrival_seq,
        min(e.sequence) filter (where ${inList(sql`e.to_stage_id`, reconStartStageIds(workflow))}) as recon_seq
      from events e group by e.vehicle_id
    ),
    front_lined as materialized (
      select f.vehicle_id, arrival.occurred_at as arrival,
        greatest(0, ${epochMs(sql`arrival.occurred_at`)} - ${epochMs(sql`first.occurred_at`)}) as ttl,
        case when start.occurred_at is null then null else greatest(0, ${epochMs(sql`arrival.occurred_at`)} - ${epochMs(sql`start.occurred_at`)}) end as recon
      from firsts f
        join events first on first.sequence = f.first_seq
        join events arrival on arrival.sequence = f.arrival_seq
        left join events start on start.sequence = f.recon_seq
      where arrival.occurred_at >= ${bounds.start} and arrival.occurred_at < ${bounds.end}
    )`;
  const figureColumns = sql`
    count(*)::int as "frontLined",
    avg(ttl)::float8 as "averageTimeToLineMs",
    (percentile_cont(0.5) within group (order by ttl))::float8 as "medianTimeToLineMs",
    avg(recon)::float8 as "averageTimeInReconMs",
    (percentile_cont(0.5) within group (order by recon))::float8 as "medianTimeInReconMs",
    (count(*) filter (where ttl > ${targetMs}))::int as "overTargetUnits"`;
  if (!withDetail) {
    const [figures] = await queryRows<FrontLinedFigures>(db, sql`with ${frontLined} select ${figureColumns} from front_lined`);
    return { figures: figures!, weeks: new Map(), stages: new Map(), overTarget: [] };
  }
  type Detail = {
    groups: (FrontLinedFigures & { week: string | null })[] | null;
    stages: (StageReportFigures & { stageId: string })[] | null;
    overTarget: OverTargetVehicle[] | null;
  };
  const [detail] = await queryRows<Detail>(
    db,
    sql`with ${frontLined},
      visits as (
        select e.vehicle_id, e.to_stage_id as stage_id,
          greatest(0, ${epochMs(sql`coalesce(lead(e.occurred_at) over (partition by e.vehicle_id order by e.sequence), f.arrival)`)} - ${epochMs(at)}) as ms
        from events e join front_lined f on f.vehicle_id = e.vehicle_id
        where e.occurred_at <= f.arrival
      ),
      per_vehicle as (
        select v.stage_id, v.vehicle_id, sum(v.ms) as ms,
          count(*) filter (where s.target_minutes > 0 and v.ms * 100 >= s.target_minutes * 60000.0 * s.overdue_percent) as over_target
        from visits v join ${reconStages} s on s.id = v.stage_id
        where v.stage_id <> ${frontLine.id}
        group by v.stage_id, v.vehicle_id
      )
      select
        (select json_agg(g) from (
          select to_char(date_trunc('week', arrival at time zone 'UTC'), 'YYYY-MM-DD') as week, ${figureColumns}
          from front_lined group by grouping sets ((), (1))) g) as groups,
        (select json_agg(x) from (
          select stage_id as "stageId", count(*)::int as vehicles, avg(ms)::float8 as "averageMs", sum(over_target)::int as "overTargetVisits"
          from per_vehicle group by stage_id) x) as stages,
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

const withoutWeek = ({ week: _week, ...figures }: FrontLinedFigures & { week: string | null }): FrontLinedFigures => figures;

/** Business hours, in the process: each vehicle's moves through src/shared/recon/metrics.ts, as reconMetrics does. */
export async function measureInProcess({ db, workflow, bounds, withDetail }: MeasureOptions): Promise<MeasuredRange> {
  const frontLine = frontLineStage(workflow.stages)!;
  const hours = workflow.businessHours;
  const targetMs = totalTargetMs(workflow.stages);
  const moves = await listStageMoves({ db, organizationId: workflow.organizationId, vehicleIds: arrivedIn(db, workflow.organizationId, frontLine.id, bounds) });
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
      if (visit.stageId !== frontLine.id) visits.push({ stageId: visit.stageId, vehicleId, ms: countedMs(visit.start, visit.end ?? arrival, hours) });
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

/** The vehicles with a front-line arrival in [start, end), a subquery (the recon figures' first cut). */
function arrivedIn(db: Database, organizationId: string, frontLineId: string, bounds: RangeBounds) {
  return db
    .selectDistinct({ id: reconEvents.vehicleId })
    .from(reconEvents)
    .where(
      and(
        eq(reconEvents.organizationId, organizationId),
        eq(reconEvents.toStageId, frontLineId),
        gte(reconEvents.occurredAt, bounds.start),
        lt(reconEvents.occurredAt, bounds.end),
      ),
    );
}
