import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StageEvent } from '../../../src/shared/recon/metrics';
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
 * The stage events of vehicles, oldest first (by sequence: the order the moves were made in).
 * Unchecked: only for vehicles the caller has already found in the viewer's organization.
 */
export async function unsafeListReconEvents({ db, vehicleIds }: { db: Database; vehicleIds: readonly string[] }): Promise<ReconEvent[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
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
    .where(inArray(reconEvents.vehicleId, [...vehicleIds]))
    .orderBy(asc(reconEvents.sequence));
  return rows.map(({ userId, userName, ...event }) => ({ ...event, by: userId && userName ? { id: userId, name: userName } : null }));
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
 * The moves of vehicles as the figures need them (from, to, when), oldest first per vehicle. One
 * JSON row instead of a row per event: the board and the figures read thousands of vehicles'
 * events, and parsing one JSON text is several times cheaper than as many driver rows (bench).
 * Unchecked like unsafeListReconEvents.
 */
export async function unsafeListStageEvents({ db, vehicleIds }: { db: Database; vehicleIds: readonly string[] }): Promise<Map<string, StageEvent[]>> {
  const grouped = new Map<string, StageEvent[]>();
  if (vehicleIds.length === 0) return grouped;
  // One array parameter (the ids are uuids read from the database), not one parameter per id.
  const [row] = await db
    .select({
      events: sql<[string, string | null, string, string][] | null>`json_agg(json_build_array(${reconEvents.vehicleId}, ${reconEvents.fromStageId}, ${reconEvents.toStageId}, ${reconEvents.occurredAt}) order by ${reconEvents.vehicleId}, ${reconEvents.sequence})`,
    })
    .from(reconEvents)
    .where(sql`${reconEvents.vehicleId} = any(${`{${vehicleIds.join(',')}}`}::uuid[])`);
  const rows = row?.events ?? [];
  for (const [vehicleId, fromStageId, toStageId, at] of rows) {
    const event = { fromStageId, toStageId, at: new Date(at) };
    const list = grouped.get(vehicleId);
    if (list) list.push(event);
    else grouped.set(vehicleId, [event]);
  }
  return grouped;
}

export type PlacedReconEvent = ReconEvent & { from: ReconStage | null; to: ReconStage };

/** Events with their stages (removed ones too) from the workflow they belong to. */
export function withStages(events: readonly ReconEvent[], workflow: ReconWorkflow): PlacedReconEvent[] {
  const stages = new Map(workflow.stages.map((stage) => [stage.id, stage]));
  return events.map((event) => ({ ...event, from: event.fromStageId ? stages.get(event.fromStageId)! : null, to: stages.get(event.toStageId)! }));
}
