import { and, count } from 'drizzle-orm';
import { VEHICLE_LIMITS, todayIso } from '../../../src/inventory/vehicle';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { vehicleConditions, type VehicleFilter } from './filter';
import { afterPosition, checkOrder, decodeCursor, encodeCursor, orderByClauses, type VehicleOrder } from './order';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';

export type VehiclePage = {
  edges: { cursor: string; node: VisibleVehicle }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** How many vehicles match the filter; counted only when asked for. */
  totalCount: () => Promise<number>;
};

type ListOptions = {
  db: Database;
  viewer: Viewer;
  filter: VehicleFilter;
  order: VehicleOrder;
  first: number;
  after?: string | null;
  today?: string;
};

/**
 * The viewer's organization's vehicles matching `filter`, in `order`, `first` after the cursor
 * `after`. Keyset pagination: the cursor is the last row's sort value and id, so vehicles
 * added or changed meanwhile never repeat or skip a vehicle that stayed in place.
 */
export async function listVehicles(options: ListOptions): Promise<VehiclePage> {
  const { db, viewer, filter, order, first, after } = options;
  const today = options.today ?? todayIso();
  if (!Number.isInteger(first) || first < 1 || first > VEHICLE_LIMITS.maxPageSize) {
    throw new AppError('BAD_USER_INPUT', `first must be between 1 and ${VEHICLE_LIMITS.maxPageSize}.`);
  }
  const scope = inventoryScope(viewer);
  checkOrder(order, scope);
  const conditions = vehicleConditions(scope, filter, { today });
  const where = and(...conditions);
  const pageConditions = after != null ? [...conditions, afterPosition(order, decodeCursor(order, after))] : conditions;
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(...pageConditions))
    .orderBy(...orderByClauses(order))
    .limit(first + 1);
  const edges = rows.slice(0, first).map((row) => ({ cursor: encodeCursor(order, row), node: visibleVehicle(row, scope) }));
  let total: Promise<number> | undefined;
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: () => {
      total ??= db
        .select({ total: count() })
        .from(vehicles)
        .where(where)
        .then(([row]) => row?.total ?? 0);
      return total;
    },
  };
}
