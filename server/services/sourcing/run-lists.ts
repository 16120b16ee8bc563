// Run lists of the viewer's organization and their vehicles, matched against the buy list as
// they are read (docs/sourcing.md "Match score"): a list imported before a target was written
// matches it too. Another organization's list is NOT_FOUND.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { bestMatch } from '../../../src/shared/sourcing/match-score';
import type { Database } from '../../db/client';
import {
  sourcingRunLists,
  sourcingRunListVehicles,
  type SourcingRunListRow,
  type SourcingRunListVehicleRow,
  type SourcingTargetRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import type { SourcingMatchModel } from './models';

type Scoped = { db: Database; viewer: Viewer };

export async function listRunLists({ db, viewer }: Scoped): Promise<SourcingRunListRow[]> {
  return db
    .select()
    .from(sourcingRunLists)
    .where(eq(sourcingRunLists.organizationId, viewer.organization.id))
    .orderBy(desc(sourcingRunLists.importedAt), desc(sourcingRunLists.id));
}

export async function findRunList({ db, viewer, id }: Scoped & { id: string }): Promise<SourcingRunListRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(sourcingRunLists)
        .where(and(eq(sourcingRunLists.id, id), eq(sourcingRunLists.organizationId, viewer.organization.id)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'No such run list in your organization.');
  return row;
}

export async function deleteRunList({ db, viewer, id }: Scoped & { id: string }): Promise<string> {
  const list = await findRunList({ db, viewer, id });
  await db.transaction(async (tx) => {
    await tx.delete(sourcingRunLists).where(eq(sourcingRunLists.id, list.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'run_list.deleted',
      targetType: 'run_list',
      targetId: list.id,
      before: { name: list.name },
    });
  });
  return list.id;
}

/** Vehicles per run list, for the lists' counts in one query. */
export async function runListVehicleCounts(db: Database, runListIds: readonly string[]): Promise<Map<string, number>> {
  if (runListIds.length === 0) return new Map();
  const rows = await db
    .select({ runListId: sourcingRunListVehicles.runListId, vehicles: count() })
    .from(sourcingRunListVehicles)
    .where(inArray(sourcingRunListVehicles.runListId, [...runListIds]))
    .groupBy(sourcingRunListVehicles.runListId);
  return new Map(rows.map((row) => [row.runListId, row.vehicles]));
}

export async function runListVehicleRows(db: Database, runListId: string): Promise<SourcingRunListVehicleRow[]> {
  return db
    .select()
    .from(sourcingRunListVehicles)
    .where(eq(sourcingRunListVehicles.runListId, runListId))
    .orderBy(asc(sourcingRunListVehicles.line));
}

/** A run-list vehicle's best target at or above the threshold, or null. */
export function matchOf(
  vehicle: SourcingRunListVehicleRow,
  targets: readonly SourcingTargetRow[],
): SourcingMatchModel | null {
  const conditionGrade = vehicle.conditionGradeTenths === null ? null : vehicle.conditionGradeTenths / 10;
  // The buy list is newest first; on a tie the earlier written target wins.
  const best = bestMatch([...targets].reverse(), { ...vehicle, conditionGrade });
  return best ? { ...best, vehicle } : null;
}
