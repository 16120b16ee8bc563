import type { AnyColumn } from 'drizzle-orm';
import { vehicles, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { VehicleOrder, VehicleSortField } from '../../../src/shared/inventory/vehicle';
import { cursorValue, type Keyset } from '../pagination';
import type { InventoryScope } from './scope';

type SortDirection = VehicleOrder['direction'];

type SortKey = {
  column: AnyColumn;
  /** Nullable columns sort their nulls last in both directions. */
  nullable: boolean;
  /** Days in inventory grow as the acquired date falls: its order is the date's, reversed. */
  reversed?: boolean;
  value: (row: VehicleRow) => string | number | null;
};

// Sorting by age is sorting by acquired date (index vehicles_organization_acquired_idx).
const SORT_KEYS: Record<VehicleSortField, SortKey> = {
  DAYS_IN_INVENTORY: {
    column: vehicles.acquiredDate,
    nullable: false,
    reversed: true,
    value: (row) => row.acquiredDate,
  },
  ACQUIRED_DATE: { column: vehicles.acquiredDate, nullable: false, value: (row) => row.acquiredDate },
  YEAR: { column: vehicles.year, nullable: false, value: (row) => row.year },
  MAKE: { column: vehicles.make, nullable: false, value: (row) => row.make },
  MODEL: { column: vehicles.model, nullable: false, value: (row) => row.model },
  MILEAGE: { column: vehicles.mileage, nullable: false, value: (row) => row.mileage },
  LIST_PRICE: { column: vehicles.listPriceCents, nullable: true, value: (row) => row.listPriceCents },
  COST: { column: vehicles.costCents, nullable: true, value: (row) => row.costCents },
  STOCK_NUMBER: { column: vehicles.stockNumber, nullable: false, value: (row) => row.stockNumber },
  STATUS: { column: vehicles.status, nullable: false, value: (row) => row.status },
};

/** Refuses an order the viewer may not use: sorting by a withheld cost would reveal it. */
export function checkOrder(order: VehicleOrder, scope: InventoryScope): void {
  if (order.field === 'COST' && !scope.canSeeCost) {
    throw new AppError('FORBIDDEN', 'Your organization hides vehicle cost: sorting by cost is not available to you.');
  }
}

function effectiveDirection(order: VehicleOrder): SortDirection {
  const { reversed } = SORT_KEYS[order.field];
  if (!reversed) return order.direction;
  return order.direction === 'ASC' ? 'DESC' : 'ASC';
}

const sortValue = (value: unknown) =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));

/**
 * The keyset of `order`: its sort key (nullable ones with their nulls last), then the id so the
 * order is total. A row's cursor names the order, so a cursor only continues its own.
 */
export function vehicleKeyset(order: VehicleOrder): Keyset<VehicleRow> {
  const key = SORT_KEYS[order.field];
  const direction = effectiveDirection(order);
  return {
    tag: [order.field, order.direction],
    keys: [
      { by: key.column, direction, nullsLast: key.nullable, of: key.value, accepts: sortValue },
      { by: vehicles.id, direction, of: (row) => row.id, accepts: cursorValue.uuid },
    ],
  };
}
