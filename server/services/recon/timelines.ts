import { eq, notExists, sql } from 'drizzle-orm';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import { foldMove, timelineOf, type StageMove, type StageTimeline } from '../../../src/shared/recon/metrics';
import type { StageRules } from '../../../src/shared/recon/workflow';
import type { Database } from '../../db/client';
import { reconEvents, reconTimelines, reconWorkflows, type ReconTimelineRow } from '../../db/schema';
import { listStageMoves } from './events';
import { loadWorkflow } from './workflow';

const CHUNK = 1_000;

/** A stored row as the figures read it. */
export function timelineFromRow(row: ReconTimelineRow): StageTimeline {
  const { vehicleId: _vehicleId, organizationId: _organizationId, ...timeline } = row;
  return timeline;
}

function rowOf(vehicleId: string, organizationId: string, timeline: StageTimeline): ReconTimelineRow {
  return { vehicleId, organizationId, ...timeline };
}

/**
 * Folds a move just recorded into its vehicle's timeline, in the move's transaction (the vehicle's
 * row lock orders moves, the workflow's share lock keeps `stages` and `hours` current).
 */
export async function recordTimelineMove(options: {
  tx: Database;
  vehicleId: string;
  organizationId: string;
  move: StageMove;
  stages: readonly StageRules[];
  hours: BusinessHours | null;
}): Promise<void> {
  const { tx, vehicleId, organizationId } = options;
  const [current] = await tx.select().from(reconTimelines).where(eq(reconTimelines.vehicleId, vehicleId));
  const timeline = foldMove(current ? timelineFromRow(current) : null, options.move, options.stages, options.hours);
  const row = rowOf(vehicleId, organizationId, timeline);
  await tx.insert(reconTimelines).values(row).onConflictDoUpdate({ target: reconTimelines.vehicleId, set: row });
}

/**
 * Folds every recon event of the organization again into its timelines, replacing them: after a
 * workflow edit (in its transaction, which holds the workflow row) and from `npm run recon:rebuild`.
 * Takes the workflow row FOR UPDATE so no move is recorded meanwhile. Returns how many vehicles.
 */
export async function rebuildTimelines({ db, organizationId }: { db: Database; organizationId: string }) {
  const workflow = await loadWorkflow({ db, organizationId });
  return db.transaction(async (tx) => {
    await tx
      .select({ id: reconWorkflows.id })
      .from(reconWorkflows)
      .where(eq(reconWorkflows.id, workflow.id))
      .for('update');
    const { stages, businessHours } = await loadWorkflow({ db: tx, organizationId });
    const vehicleIds = tx
      .selectDistinct({ id: reconEvents.vehicleId })
      .from(reconEvents)
      .where(eq(reconEvents.organizationId, organizationId));
    const moves = await listStageMoves({ db: tx, organizationId, vehicleIds });
    const rows = [...moves].map(([vehicleId, events]) =>
      rowOf(vehicleId, organizationId, timelineOf(events, stages, businessHours)!),
    );
    await tx.delete(reconTimelines).where(eq(reconTimelines.organizationId, organizationId));
    for (let from = 0; from < rows.length; from += CHUNK)
      await tx.insert(reconTimelines).values(rows.slice(from, from + CHUNK));
    return rows.length;
  });
}

/** Rebuilds the timelines of every organization with recon events, one transaction each. */
export async function rebuildAllTimelines({
  db,
}: {
  db: Database;
}): Promise<{ organizations: number; vehicles: number }> {
  const organizations = await db.selectDistinct({ id: reconEvents.organizationId }).from(reconEvents);
  let vehicles = 0;
  for (const { id } of organizations) vehicles += await rebuildTimelines({ db, organizationId: id });
  return { organizations: organizations.length, vehicles };
}

/**
 * Folds the timelines of organizations that have recon events but none yet: a database upgraded
 * to the migration that added the table (0030) with recon history. Run at start-up, under the
 * start-up lock, so an upgrade shows the board it had without a manual `npm run recon:rebuild`.
 */
export async function fillMissingTimelines({
  db,
}: {
  db: Database;
}): Promise<{ organizations: number; vehicles: number }> {
  const organizations = await db
    .selectDistinct({ id: reconEvents.organizationId })
    .from(reconEvents)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(reconTimelines)
          .where(eq(reconTimelines.organizationId, reconEvents.organizationId)),
      ),
    );
  let vehicles = 0;
  for (const { id } of organizations) vehicles += await rebuildTimelines({ db, organizationId: id });
  return { organizations: organizations.length, vehicles };
}
