import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DISPOSED_STATUSES, type VehicleStatus } from '../../../src/shared/inventory/vehicle';
import { describeIssues, type FieldIssue } from '../../../src/shared/inventory/vehicle-fields';
import type { Database } from '../../db/client';
import { vehiclePriceChanges, vehicles, vehicleStatusChanges } from '../../db/schema';
import { AppError } from '../../errors';
import type { InventoryScope } from './scope';

export function badInput(issues: FieldIssue[]): AppError {
  return new AppError('BAD_USER_INPUT', describeIssues(issues), { issues });
}

/** The day a vehicle leaves inventory, kept while it stays out; null once it is back in stock. */
export function disposedOnAfter(
  status: VehicleStatus,
  previous: { status: VehicleStatus; disposedOn: string | null } | null,
  today: string,
): string | null {
  if (!DISPOSED_STATUSES.includes(status)) return null;
  if (previous && DISPOSED_STATUSES.includes(previous.status) && previous.disposedOn) return previous.disposedOn;
  return today;
}

type Identity = { vin?: string; stockNumber?: string };

/**
 * CONFLICT when another vehicle of the organization already has this VIN or stock number
 * (`exceptId`: the vehicle being changed). The unique indexes stay the last word under races.
 */
export async function assertIdentityFree({
  db,
  organizationId,
  identity,
  exceptId,
}: {
  db: Database;
  organizationId: string;
  identity: Identity;
  exceptId?: string;
}): Promise<void> {
  const matches = [
    identity.vin !== undefined ? eq(vehicles.vin, identity.vin) : undefined,
    identity.stockNumber !== undefined ? eq(vehicles.stockNumber, identity.stockNumber) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return;
  const rows = await db
    .select({ id: vehicles.id, vin: vehicles.vin, stockNumber: vehicles.stockNumber })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), or(...matches)));
  for (const row of rows) {
    if (row.id === exceptId) continue;
    if (row.vin === identity.vin) {
      throw new AppError(
        'CONFLICT',
        `A vehicle with VIN ${row.vin} is already in your inventory (stock number ${row.stockNumber}).`,
      );
    }
    throw new AppError(
      'CONFLICT',
      `Stock number ${row.stockNumber} is already used by the vehicle with VIN ${row.vin}.`,
    );
  }
}

/** The organization's next stock number: `prefix` and one more than the highest number in use (T000301). */
export async function nextStockNumber(tx: Database, organizationId: string, prefix: string): Promise<string> {
  const [row] = await tx
    .select({
      highest: sql<number | null>`max(nullif(substring(${vehicles.stockNumber} from '([0-9]+)$'), '')::bigint)`,
    })
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId));
  return `${prefix}${String(Number(row?.highest ?? 0) + 1).padStart(6, '0')}`;
}

/** The stock numbers among `stockNumbers` already taken in the organization, with the VIN holding each. */
export async function stockNumberHolders({
  db,
  organizationId,
  stockNumbers,
}: {
  db: Database;
  organizationId: string;
  stockNumbers: string[];
}): Promise<Map<string, string>> {
  if (stockNumbers.length === 0) return new Map();
  const rows = await db
    .select({ vin: vehicles.vin, stockNumber: vehicles.stockNumber })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.stockNumber, stockNumbers)));
  return new Map(rows.map((row) => [row.stockNumber, row.vin]));
}

function sqlErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as Error).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as { code?: string; constraint?: string };
  }
  return undefined;
}

/** The unique index a write ran into, or undefined when the error is something else. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const sqlError = sqlErrorOf(error);
  return sqlError?.code === '23505' ? (sqlError.constraint ?? 'unique') : undefined;
}

/** True for errors caused by the values written (SQLSTATE classes 22 and 23), not by the database being unwell. */
export function isDataError(error: unknown): boolean {
  const code = sqlErrorOf(error)?.code;
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}

/** A unique-index violation as the CONFLICT a person can act on. */
export function conflictFrom(error: unknown): AppError | undefined {
  const index = violatedUniqueIndex(error);
  if (!index) return undefined;
  return new AppError(
    'CONFLICT',
    index.includes('stock')
      ? 'That stock number is already used by another vehicle in your inventory.'
      : 'A vehicle with that VIN is already in your inventory.',
  );
}

export async function recordPriceChange({
  db,
  ...change
}: { db: Database } & {
  vehicleId: string;
  userId: string;
  fromCents: number | null;
  toCents: number | null;
  reason?: string | null;
}): Promise<void> {
  await db.insert(vehiclePriceChanges).values({ ...change, reason: change.reason ?? null });
}

export async function recordStatusChange({
  db,
  ...change
}: { db: Database } & {
  vehicleId: string;
  userId: string;
  fromStatus: VehicleStatus | null;
  toStatus: VehicleStatus;
  note?: string | null;
}): Promise<void> {
  await db.insert(vehicleStatusChanges).values({ ...change, note: change.note ?? null });
}

export const COST_WITHHELD_MESSAGE =
  'Your organization hides vehicle cost from everyone but owners: you cannot set it.';

/** Refuses cost from a viewer who may not see it. Sending it at all is writing it: null erases a stored cost. */
export function assertMayWriteCost(scope: InventoryScope, costCents: number | null | undefined): void {
  if (costCents !== undefined && !scope.canSeeCost) throw new AppError('FORBIDDEN', COST_WITHHELD_MESSAGE);
}

/** The input without keys left undefined (null stays: it clears an optional field). */
export function withoutUndefined<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export const touch = { updatedAt: sql`now()` };
