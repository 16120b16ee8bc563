import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import type { StageTimeline } from '../../../src/shared/recon/metrics';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import {
  reconTimelines,
  reconVehicles,
  users,
  vehicles,
  type ReconTimelineRow,
  type VehicleRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { actorName, findOwnVehicleRow, type HistoryActor } from '../inventory/get-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { eventsByVehicle, listReconEventsOf, withStages, type PlacedReconEvent, type ReconEvent } from './events';
import { openRepairOrderCents } from '../repair-spend';
import { reconSetting } from './settings';
import { timelineFromRow } from './timelines';
import { loadWorkflow, type ReconStage, type ReconWorkflow } from './workflow';

/**
 * A vehicle in recon with what its figures need: its timeline (recon_timelines), its workflow, the
 * money settings and the instant measured at. `history` loads the full events (notes, who) of the
 * whole board in one query, only when something asks for them.
 */
export type ReconCard = {
  vehicle: VisibleVehicle;
  stage: ReconStage;
  enteredStageAt: Date;
  assignee: HistoryActor;
  timeline: StageTimeline;
  history: () => Promise<ReconEvent[]>;
  workflow: ReconWorkflow;
  holdingCostPerDayCents: number;
  /** Approved and pending lines of its orders not closed (repair-spend.ts). */
  openRepairOrderCents: number;
  now: Date;
};

/** The organization's holding cost per vehicle per day (cents), its stored setting or the default. */
export function holdingCostPerDayCents(viewer: Viewer): number {
  return reconSetting(viewer, 'holding_cost_per_day_cents');
}

export type BoardFilter = { stageId?: string | null; assigneeUserId?: string | null };

const MAX_BOARD = 5_000;

// The board's vehicle rows as one JSON array each, times as epoch milliseconds: 2,000 rows of 25
// driver columns cost several times more to parse and map than 2,000 small JSON texts (bench).
// Its uuid, text, integer, enum and string-mode date columns come out of JSON as drizzle maps them;
// a column of another type (bigint, numeric, json) would need its own decoder here.
const vehicleColumns = Object.entries(getTableColumns(vehicles));
const vehicleTuple = sql<unknown[]>`json_build_array(${sql.join(
  vehicleColumns.map(([, column]) =>
    column instanceof PgTimestamp ? sql`floor(date_part('epoch', ${column}) * 1000)` : sql`${column}`,
  ),
  sql`, `,
)})`;
const vehicleDecoders = vehicleColumns.map(([key, column]) => [key, column instanceof PgTimestamp] as const);

// The card's timeline the same way: its uuid columns come out as text, its epoch-ms bigints as
// JSON numbers (drizzle's number mode) and its jsonb columns as the arrays they hold.
const timelineColumns = Object.keys(getTableColumns(reconTimelines));
const timelineTuple = sql<unknown[]>`json_build_array(${sql.join(
  Object.values(getTableColumns(reconTimelines)).map((column) => sql`${column}`),
  sql`, `,
)})`;

function timelineRow(tuple: unknown[]): ReconTimelineRow {
  return Object.fromEntries(timelineColumns.map((key, index) => [key, tuple[index]])) as ReconTimelineRow;
}

function vehicleRow(tuple: unknown[]): VehicleRow {
  const row: Record<string, unknown> = {};
  vehicleDecoders.forEach(([key, isTime], index) => {
    const value = tuple[index];
    row[key] = isTime && value !== null ? new Date(value as number) : value;
  });
  return row as VehicleRow;
}

async function cards(options: {
  db: Database;
  viewer: Viewer;
  where: SQL | undefined;
  now?: Date;
}): Promise<ReconCard[]> {
  const { db, viewer } = options;
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  const onBoard = and(
    eq(reconVehicles.organizationId, organizationId),
    inArray(vehicles.status, [...IN_STOCK_STATUSES]),
    options.where,
  );
  // The same vehicles as a subquery for the reads beside it (a vehicle past MAX_BOARD is read but unused).
  const vehicleIds = db
    .select({ id: reconVehicles.vehicleId })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .where(onBoard);
  const cardRows = db
    .select({
      stageId: reconVehicles.stageId,
      enteredStageAt: reconVehicles.enteredStageAt,
      assigneeUserId: reconVehicles.assigneeUserId,
      vehicle: vehicleTuple,
      assigneeName: actorName,
      timeline: timelineTuple,
    })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .innerJoin(reconTimelines, eq(reconTimelines.vehicleId, reconVehicles.vehicleId))
    .leftJoin(users, eq(users.id, reconVehicles.assigneeUserId))
    .where(onBoard)
    .orderBy(asc(reconVehicles.enteredStageAt), asc(reconVehicles.vehicleId))
    .limit(MAX_BOARD);
  const [rows, openRepairs] = await Promise.all([cardRows, openRepairOrderCents({ db, organizationId, vehicleIds })]);
  let histories: Promise<Map<string, ReconEvent[]>> | undefined;
  const historyOf = async (vehicleId: string) => {
    histories ??= listReconEventsOf({ db, organizationId, vehicleIds }).then(eventsByVehicle);
    return (await histories).get(vehicleId) ?? [];
  };
  const stages = new Map(workflow.stages.map((stage) => [stage.id, stage]));
  const scope = inventoryScope(viewer);
  const now = options.now ?? new Date();
  const perDay = holdingCostPerDayCents(viewer);
  return rows.map((row) => {
    const vehicle = vehicleRow(row.vehicle);
    return {
      vehicle: visibleVehicle(vehicle, scope),
      stage: stages.get(row.stageId)!,
      enteredStageAt: row.enteredStageAt,
      assignee: row.assigneeUserId && row.assigneeName ? { id: row.assigneeUserId, name: row.assigneeName } : null,
      timeline: timelineFromRow(timelineRow(row.timeline)),
      history: () => historyOf(vehicle.id),
      workflow,
      holdingCostPerDayCents: perDay,
      openRepairOrderCents: openRepairs.get(vehicle.id) ?? 0,
      now,
    };
  });
}

/**
 * The vehicles in recon now, longest in their stage first; filtered by stage and assignee. A vehicle
 * sold or wholesaled meanwhile keeps its position row but is off the board.
 */
export async function listReconBoard(options: {
  db: Database;
  viewer: Viewer;
  filter?: BoardFilter;
  now?: Date;
}): Promise<ReconCard[]> {
  const { stageId, assigneeUserId } = options.filter ?? {};
  for (const id of [stageId, assigneeUserId]) {
    if (id && !isUuid(id)) throw new AppError('BAD_USER_INPUT', `'${id}' is not an id.`);
  }
  const where = and(
    stageId ? eq(reconVehicles.stageId, stageId) : undefined,
    assigneeUserId ? eq(reconVehicles.assigneeUserId, assigneeUserId) : undefined,
  );
  return cards({ ...options, where });
}

/**
 * A vehicle's recon card, null when it is not in recon; NOT_FOUND for a vehicle that is not the
 * organization's.
 */
export async function getReconCard(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  now?: Date;
}): Promise<ReconCard | null> {
  const vehicle = await findOwnVehicleRow(options.db, options.viewer.organization.id, options.vehicleId);
  const [card] = await cards({ ...options, where: eq(reconVehicles.vehicleId, vehicle.id) });
  return card ?? null;
}

/** A vehicle's recon events with their stages, oldest first; NOT_FOUND for another organization's vehicle. */
export async function listReconEvents(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
}): Promise<PlacedReconEvent[]> {
  const { db, viewer } = options;
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, options.vehicleId);
  const workflow = await loadWorkflow({ db, organizationId: viewer.organization.id });
  const vehicleIds = db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicle.id));
  return withStages(await listReconEventsOf({ db, organizationId: viewer.organization.id, vehicleIds }), workflow);
}
