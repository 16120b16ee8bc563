import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { vehicles, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { VehicleOrder, VehicleSortField } from '../../../src/shared/inventory/vehicle';
import { decodeCursor } from '../pagination';
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
  DAYS_IN_INVENTORY: { column: vehicles.acquiredDate, nullable: false, reversed: true, value: (row) => row.acquiredDate },
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

type Position = { value: string | number | null; id: string };

/** Refuses an order the viewer may not use: sorting by a withheld cost would reveal it. */
export function checkOrder(order: VehicleOrder, scope: InventoryScope): void {
  if (order.field === 'COST' && !scope.canSeeCost) {
    throw new AppError('FORBIDDEN', 'Your organization hides vehicle cost: sorting by cost is not available to you.');
  }
}

/** The row's keyset position in `order`; it names the order, so a cursor only continues its own. */
export function positionIn(order: VehicleOrder, row: VehicleRow): unknown[] {
  return [order.field, order.direction, SORT_KEYS[order.field].value(row), row.id];
}

/** The position a cursor from `positionIn(order, …)` holds; BAD_USER_INPUT for any other. */
export function readPosition(order: VehicleOrder, cursor: string): Position {
  const [field, direction, value, id] = decodeCursor(cursor, 4);
  const valueOk = value === null || typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
  if (field !== order.field || direction !== order.direction || !valueOk || typeof id !== 'string' || !isUuid(id)) {
    throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned for this order.');
  }
  return { value: value as Position['value'], id };
}

function effectiveDirection(order: VehicleOrder): SortDirection {
  const { reversed } = SORT_KEYS[order.field];
  if (!reversed) return order.direction;
  return order.direction === 'ASC' ? 'DESC' : 'ASC';
}

/** ORDER BY for `order`, the id last so the order is total (and a keyset). */
export function orderByClauses(order: VehicleOrder): SQL[] {
  const key = SORT_KEYS[order.field];
  const by = effectiveDirection(order) === 'ASC' ? asc : desc;
  if (!key.nullable) return [by(key.column), by(vehicles.id)];
  return [asc(sql`(${key.column} is null)`), by(sql`coalesce(${key.column}, 0)`), by(vehicles.id)];
}

/** Rows strictly after `position` in `order`. */
export function afterPosition(order: VehicleOrder, position: Position): SQL {
  const key = SORT_KEYS[order.field];
  const beyond = effectiveDirection(order) === 'ASC' ? sql.raw('>') : sql.raw('<');
  if (!key.nullable) {
    // A row comparison PostgreSQL answers from the (organization, key, id) index.
    return sql`(${key.column}, ${vehicles.id}) ${beyond} (${position.value}, ${position.id})`;
  }
  const isNull = position.value === null;
  const value = position.value ?? 0;
  // Non-null values first, then nulls; inside each group by value, then id.
  return sql`(
    (${key.column} is null) > ${isNull}
    or ((${key.column} is null) = ${isNull} and coalesce(${key.column}, 0) ${beyond} ${value})
    or ((${key.column} is null) = ${isNull} and coalesce(${key.column}, 0) = ${value} and ${vehicles.id} ${beyond} ${position.id})
  )`;
}
