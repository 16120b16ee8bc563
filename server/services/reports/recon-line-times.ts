// The recon report's per-vehicle record (recon_line_times, recon_line_stage_times): each vehicle's
// calendar time to its first front-line arrival, time in recon and time per stage, measured once
// from its events in SQL and read by the report ever after. Rows are filled when a report first
// asks for a range whose vehicles have none (demo and imported history included), and dropped for
// the organization when its workflow changes (another front line, recon start or target): on
// `recon.workflowChanged`, in the edit's transaction (services/domain-events.ts).
import { and, eq, notExists, sql } from 'drizzle-orm';
import { frontLineStage } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconEvents, reconLineStageTimes, reconLineTimes, reconStages } from '../../db/schema';
import { on } from '../domain-events';
import { arrivalsIn } from '../recon/events';
import type { ReconWorkflow } from '../recon/workflow';
import { epochMs, inList, type RangeBounds } from './area-report';

/** The stage ids whose arrival starts recon (src/shared/recon/metrics.ts reconStart): at or after the first `startsRecon` stage. */
function reconStartStageIds(workflow: ReconWorkflow): string[] {
  const starts = workflow.stages.filter((stage) => stage.startsRecon).map((stage) => stage.position);
  if (starts.length === 0) return [];
  const from = Math.min(...starts);
  return workflow.stages.filter((stage) => stage.position >= from).map((stage) => stage.id);
}

/**
 * Measures the vehicles with a front-line arrival in [start, end) that have no row yet, in one
 * statement: a vehicle's first event, first front-line arrival and recon start are its lowest
 * sequences; its stage visits run from each event to the next (or to the arrival). Two reports
 * filling at once insert the same rows: the second's are skipped.
 */
export async function fillLineTimes({
  db,
  workflow,
  bounds,
}: {
  db: Database;
  workflow: ReconWorkflow;
  bounds: RangeBounds;
}): Promise<void> {
  const frontLine = frontLineStage(workflow.stages)!;
  const organizationId = workflow.organizationId;
  const unmeasured = db
    .selectDistinct({ id: reconEvents.vehicleId })
    .from(reconEvents)
    .where(
      and(
        arrivalsIn({ organizationId, stageId: frontLine.id, start: bounds.start, end: bounds.end }),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reconLineTimes)
            .where(eq(reconLineTimes.vehicleId, reconEvents.vehicleId)),
        ),
      ),
    );
  const at = sql`e.occurred_at`;
  await db.execute(sql`
    with events as materialized (
      select e.vehicle_id, e.sequence, e.to_stage_id, e.occurred_at from ${reconEvents} e
      where e.organization_id = ${organizationId} and e.vehicle_id in (${unmeasured})
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
    ),
    visits as (
      select e.vehicle_id, e.to_stage_id as stage_id,
        greatest(0, ${epochMs(sql`coalesce(lead(e.occurred_at) over (partition by e.vehicle_id order by e.sequence), f.arrival)`)} - ${epochMs(at)}) as ms
      from events e join front_lined f on f.vehicle_id = e.vehicle_id
      where e.occurred_at <= f.arrival
    ),
    lines as (
      insert into ${reconLineTimes} (vehicle_id, organization_id, front_stage_id, arrival_at, time_to_line_ms, time_in_recon_ms)
      select vehicle_id, ${organizationId}, ${frontLine.id}, arrival, ttl, recon from front_lined
      on conflict (vehicle_id) do nothing
      returning vehicle_id, arrival_at
    )
    insert into ${reconLineStageTimes} (vehicle_id, stage_id, organization_id, arrival_at, ms, over_target_visits)
    select v.vehicle_id, v.stage_id, ${organizationId}, l.arrival_at, sum(v.ms),
      count(*) filter (where s.target_minutes > 0 and v.ms * 100 >= s.target_minutes * 60000.0 * s.overdue_percent)
    from visits v
      join lines l on l.vehicle_id = v.vehicle_id
      join ${reconStages} s on s.id = v.stage_id
    where v.stage_id <> ${frontLine.id}
    group by v.vehicle_id, v.stage_id, l.arrival_at`);
}

/** Drops the organization's measured times (its workflow changed): the next report measures again. */
export async function dropLineTimes({ db, organizationId }: { db: Database; organizationId: string }): Promise<void> {
  await db.delete(reconLineTimes).where(eq(reconLineTimes.organizationId, organizationId));
}
on('recon.workflowChanged', ({ tx, organizationId }) => dropLineTimes({ db: tx, organizationId }));
