import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { reconVehicles, users, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { actorName, findOwnVehicleRow, type HistoryActor } from '../inventory/get-vehicle';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import type { StageEvent } from '../../../src/shared/recon/metrics';
import { eventsByVehicle, unsafeListReconEvents, unsafeListStageEvents, withStages, type PlacedReconEvent, type ReconEvent } from './events';
import { unsafeOpenRepairOrderCents } from './repair-spend';
import { reconSetting } from './settings';
import { loadWorkflow, type ReconStage, type ReconWorkflow } from './workflow';

/**
 * A vehicle in recon with what its figures need: its moves (from, to, when), its workflow, the
 * money settings and the instant measured at. `history` loads the full events (notes, who) of the
 * whole board in one query, only when something asks for them.
 */
export type ReconCard = {
  vehicle: VisibleVehicle;
  stage: ReconStage;
  enteredStageAt: Date;
  assignee: HistoryActor;
  events: StageEvent[];
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

async function cards(options: { db: Database; viewer: Viewer; where: SQL | undefined; now?: Date }): Promise<ReconCard[]> {
  const { db, viewer } = options;
  const organizationId = viewer.organization.id;
  const workflow = await loadWorkflow({ db, organizationId });
  const rows = await db
    .select({
      position: reconVehicles,
      vehicle: vehicles,
      assigneeName: actorName,
    })
    .from(reconVehicles)
    .innerJoin(vehicles, eq(vehicles.id, reconVehicles.vehicleId))
    .leftJoin(users, eq(users.id, reconVehicles.assigneeUserId))
    .where(and(eq(reconVehicles.organizationId, organizationId), inArray(vehicles.status, [...IN_STOCK_STATUSES]), options.where))
    .orderBy(asc(reconVehicles.enteredStageAt), asc(reconVehicles.vehicleId))
    .limit(MAX_BOARD);
  const vehicleIds = rows.map((row) => row.vehicle.id);
  const events = await unsafeListStageEvents({ db, vehicleIds });
  const openRepairs = await unsafeOpenRepairOrderCents({ db, vehicleIds });
  let histories: Promise<Map<string, ReconEvent[]>> | undefined;
  const historyOf = async (vehicleId: string) => {
    histories ??= unsafeListReconEvents({ db, vehicleIds }).then(eventsByVehicle);
    return (await histories).get(vehicleId) ?? [];
  };
  const stages = new Map(workflow.stages.map((stage) => [stage.id, stage]));
  const scope = inventoryScope(viewer);
  const now = options.now ?? new Date();
  const perDay = holdingCostPerDayCents(viewer);
  return rows.map(({ position, vehicle, assigneeName }) => ({
    vehicle: visibleVehicle(vehicle, scope),
    stage: stages.get(position.stageId)!,
    enteredStageAt: position.enteredStageAt,
    assignee: position.assigneeUserId && assigneeName ? { id: position.assigneeUserId, name: assigneeName } : null,
    events: events.get(vehicle.id) ?? [],
    history: () => historyOf(vehicle.id),
    workflow,
    holdingCostPerDayCents: perDay,
    openRepairOrderCents: openRepairs.get(vehicle.id) ?? 0,
    now,
  }));
}

/**
 * The vehicles in recon now, longest in their stage first; filtered by stage and assignee. A vehicle
 * sold or wholesaled meanwhile keeps its position row but is off the board.
 */
export async function listReconBoard(options: { db: Database; viewer: Viewer; filter?: BoardFilter; now?: Date }): Promise<ReconCard[]> {
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
export async function getReconCard(options: { db: Database; viewer: Viewer; vehicleId: string; now?: Date }): Promise<ReconCard | null> {
  const vehicle = await findOwnVehicleRow(options.db, options.viewer.organization.id, options.vehicleId);
  const [card] = await cards({ ...options, where: eq(reconVehicles.vehicleId, vehicle.id) });
  return card ?? null;
}

/** A vehicle's recon events with their stages, oldest first; NOT_FOUND for another organization's vehicle. */
export async function listReconEvents(options: { db: Database; viewer: Viewer; vehicleId: string }): Promise<PlacedReconEvent[]> {
  const { db, viewer } = options;
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, options.vehicleId);
  const workflow = await loadWorkflow({ db, organizationId: viewer.organization.id });
  return withStages(await unsafeListReconEvents({ db, vehicleIds: [vehicle.id] }), workflow);
}
