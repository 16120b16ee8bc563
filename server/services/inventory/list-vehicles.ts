import { and, count } from 'drizzle-orm';
import { VEHICLE_LIMITS, todayIso, type VehicleOrder } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { keysetPager, type Connection } from '../pagination';
import type { Viewer } from '../users/viewer';
import { vehicleConditions, type VehicleFilter } from './filter';
import { checkOrder, vehicleKeyset } from './order';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';

export type VehiclePage = Connection<VisibleVehicle> & {
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
  const { db, viewer, filter, order, after } = options;
  const today = options.today ?? todayIso();
  const pager = keysetPager(vehicleKeyset(order), { first: options.first, max: VEHICLE_LIMITS.maxPageSize });
  const scope = inventoryScope(viewer);
  checkOrder(order, scope);
  const conditions = vehicleConditions(scope, filter, { today });
  const where = and(...conditions);
  const pageConditions = [...conditions, pager.after(after)];
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(...pageConditions))
    .orderBy(...pager.orderBy)
    .limit(pager.limit);
  const { edges, pageInfo } = pager.connection(rows);
  let total: Promise<number> | undefined;
  return {
    edges: edges.map(({ cursor, node }) => ({ cursor, node: visibleVehicle(node, scope) })),
    pageInfo,
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
