import { and, asc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StageEvent, StageMove } from '../../../src/shared/recon/metrics';
import type { Database } from '../../db/client';
import { reconEvents, users } from '../../db/schema';
import { actorName, type HistoryActor } from '../inventory/get-vehicle';
import type { ReconStage, ReconWorkflow } from './workflow';

export type ReconEvent = StageEvent & {
  id: string;
  sequence: number;
  vehicleId: string;
  note: string | null;
  by: HistoryActor;
};

/**
 * The condition on recon_events for the organization's arrivals in `stageId` within [start, end):
 * the recon figures' first cut (vehicles front-lined in a range), read by the recon metrics, the
 * recon report and the measuring of its times.
 */
export function arrivalsIn(options: { organizationId: string; stageId: string; start: Date; end: Date }): SQL {
  return and(
    eq(reconEvents.organizationId, options.organizationId),
    eq(reconEvents.toStageId, options.stageId),
    gte(reconEvents.occurredAt, options.start),
    lt(reconEvents.occurredAt, options.end),
  )!;
}

/**
 * The stage events of the organization's vehicles that `vehicleIds` (a subquery of vehicle ids)
 * selects, oldest first (by sequence: the order the moves were made in).
 */
export async function listReconEventsOf(options: {
  db: Database;
  organizationId: string;
  vehicleIds: SQLWrapper;
}): Promise<ReconEvent[]> {
  const rows = await options.db
    .select({
      id: reconEvents.id,
      sequence: reconEvents.sequence,
      vehicleId: reconEvents.vehicleId,
      fromStageId: reconEvents.fromStageId,
      toStageId: reconEvents.toStageId,
      at: reconEvents.occurredAt,
      note: reconEvents.note,
      userId: reconEvents.userId,
      userName: actorName,
    })
    .from(reconEvents)
    .leftJoin(users, eq(users.id, reconEvents.userId))
    .where(
      and(eq(reconEvents.organizationId, options.organizationId), inArray(reconEvents.vehicleId, options.vehicleIds)),
    )
    .orderBy(asc(reconEvents.sequence));
  return rows.map(({ userId, userName, ...event }) => ({
    ...event,
    by: userId && userName ? { id: userId, name: userName } : null,
  }));
}

/** `events` grouped by vehicle, keeping their order. */
export function eventsByVehicle(events: readonly ReconEvent[]): Map<string, ReconEvent[]> {
  const grouped = new Map<string, ReconEvent[]>();
  for (const event of events) {
    const list = grouped.get(event.vehicleId);
    if (list) list.push(event);
    else grouped.set(event.vehicleId, [event]);
  }
  return grouped;
}

/**
 * The moves of the organization's vehicles that `vehicleIds` (a subquery of vehicle ids) selects,
 * oldest first per vehicle. One text of "vehicle stage epoch-ms" triples instead of a row or a JSON
 * tuple per event: the board and the figures read tens of thousands of events, and splitting one
 * string is several times cheaper than parsing driver rows or ISO times (bench). A subquery, not a
 * list of ids, so nothing round-trips and no per-id parameter is bound.
 */
export async function listStageMoves(options: {
  db: Database;
  organizationId: string;
  vehicleIds: SQLWrapper;
}): Promise<Map<string, StageMove[]>> {
  const [row] = await options.db
    .select({
      moves: sql<
        string | null
      >`string_agg(${reconEvents.vehicleId}::text || ' ' || ${reconEvents.toStageId}::text || ' ' || floor(date_part('epoch', ${reconEvents.occurredAt}) * 1000)::bigint, ' ' order by ${reconEvents.sequence})`,
    })
    .from(reconEvents)
    .where(
      and(eq(reconEvents.organizationId, options.organizationId), inArray(reconEvents.vehicleId, options.vehicleIds)),
    );
  const grouped = new Map<string, StageMove[]>();
  const parts = row?.moves ? row.moves.split(' ') : [];
  for (let index = 0; index < parts.length; index += 3) {
    const vehicleId = parts[index]!;
    const move = { toStageId: parts[index + 1]!, at: new Date(Number(parts[index + 2])) };
    const list = grouped.get(vehicleId);
    if (list) list.push(move);
    else grouped.set(vehicleId, [move]);
  }
  return grouped;
}

export type PlacedReconEvent = ReconEvent & { from: ReconStage | null; to: ReconStage };

/** Events with their stages (removed ones too) from the workflow they belong to. */
export function withStages(events: readonly ReconEvent[], workflow: ReconWorkflow): PlacedReconEvent[] {
  const stages = new Map(workflow.stages.map((stage) => [stage.id, stage]));
  return events.map((event) => ({
    ...event,
    from: event.fromStageId ? stages.get(event.fromStageId)! : null,
    to: stages.get(event.toStageId)!,
  }));
}
