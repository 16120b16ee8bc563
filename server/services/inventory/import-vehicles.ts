import { and, eq, inArray } from 'drizzle-orm';
import {
  planImportRow,
  readImportRow,
  type ImportRejection,
  type RawImportRow,
  type ReadImportRow,
} from '../../../src/shared/inventory/import-row';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { VehicleFields } from '../../../src/shared/inventory/vehicle-fields';
import type { Database } from '../../db/client';
import { vehicles, type VehicleRow } from '../../db/schema';
import { AppError, rootMessage } from '../../errors';
import { emit } from '../domain-events';
import { completeChecklistItem } from '../organizations/checklist';
import type { Viewer } from '../users/viewer';
import { announcePrice, announceStatus, announceVehicle } from './partner-events';
import { followSale } from './sales';
import { inventoryScope, type InventoryScope } from './scope';
import {
  COST_WITHHELD_MESSAGE,
  disposedOnAfter,
  isDataError,
  recordPriceChange,
  recordStatusChange,
  stockNumberHolders,
  touch,
  violatedUniqueIndex,
} from './write-support';

/** Rows one call may carry; a file is sent in several calls (the client does so). */
export const MAX_IMPORT_ROWS_PER_CALL = 500;
const IMPORT_NOTE = 'CSV import';

export type ImportResult = { created: number; updated: number; unchanged: number; rejected: ImportRejection[] };

type Accepted = Extract<ReadImportRow, { ok: true }>;

type RowContext = { tx: Database; scope: InventoryScope; today: string; existing: VehicleRow | undefined };

/** The given fields that differ from the stored vehicle. */
function changesOf(fields: Partial<VehicleFields>, current: VehicleRow): Partial<VehicleFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => current[key as keyof VehicleRow] !== value),
  ) as Partial<VehicleFields>;
}

/** Writes one row: 'created', 'updated' or 'unchanged', or the reason it was rejected. */
async function writeRow(
  row: Accepted,
  { tx, scope, today, existing }: RowContext,
): Promise<'created' | 'updated' | 'unchanged' | { reason: string }> {
  const plan = planImportRow(row, { inInventory: existing !== undefined });
  if (!plan.ok) return { reason: plan.reason };
  if (plan.action === 'create' || !existing) {
    const fields = plan.fields as VehicleFields;
    const [created] = await tx
      .insert(vehicles)
      .values({
        ...fields,
        organizationId: scope.organizationId,
        disposedOn: disposedOnAfter(fields.status, null, today),
      })
      .returning();
    const vehicleId = created!.id;
    await recordStatusChange({
      db: tx,
      vehicleId,
      userId: scope.userId,
      fromStatus: null,
      toStatus: fields.status,
      note: IMPORT_NOTE,
    });
    await followSale({ tx, before: null, after: created!, userId: scope.userId });
    if (fields.listPriceCents !== null) {
      await recordPriceChange({
        db: tx,
        vehicleId,
        userId: scope.userId,
        fromCents: null,
        toCents: fields.listPriceCents,
        reason: IMPORT_NOTE,
      });
    }
    await announceVehicle(tx, created!);
    await emit('vehicle.acquired', { tx, vehicle: created!, userId: scope.userId, note: IMPORT_NOTE });
    return 'created';
  }
  const changes = changesOf(plan.fields, existing);
  if (Object.keys(changes).length === 0) return 'unchanged';
  const statusChanged = changes.status !== undefined;
  // The update locks the row until the import commits, as moves expect of a vehicle they follow.
  const [updated] = await tx
    .update(vehicles)
    .set({
      ...changes,
      ...touch,
      ...(statusChanged
        ? { disposedOn: disposedOnAfter(changes.status!, existing, today), statusChangedAt: touch.updatedAt }
        : {}),
    })
    .where(eq(vehicles.id, existing.id))
    .returning();
  if (changes.listPriceCents !== undefined) {
    await recordPriceChange({
      db: tx,
      vehicleId: existing.id,
      userId: scope.userId,
      fromCents: existing.listPriceCents,
      toCents: changes.listPriceCents,
      reason: IMPORT_NOTE,
    });
    await announcePrice(tx, updated!, {
      fromCents: existing.listPriceCents,
      toCents: changes.listPriceCents,
      reason: IMPORT_NOTE,
    });
  }
  if (statusChanged) {
    await recordStatusChange({
      db: tx,
      vehicleId: existing.id,
      userId: scope.userId,
      fromStatus: existing.status,
      toStatus: changes.status!,
      note: IMPORT_NOTE,
    });
    await followSale({ tx, before: existing, after: updated!, userId: scope.userId });
    await emit('vehicle.statusChanged', { tx, vehicle: updated!, userId: scope.userId, note: IMPORT_NOTE });
    await announceStatus(tx, updated!, { from: existing.status, to: changes.status!, note: IMPORT_NOTE });
  }
  await announceVehicle(tx, updated!, Object.keys(changes));
  return 'updated';
}

/** Rows that cannot be written whatever the database holds: unreadable, or a stock number taken by another VIN. */
async function screenRows(
  db: Database,
  scope: InventoryScope,
  read: ReadImportRow[],
): Promise<{ accepted: Accepted[]; rejected: ImportRejection[] }> {
  const rejected: ImportRejection[] = [];
  const accepted: Accepted[] = [];
  const firstLine = new Map<string, number>();
  const stockOwner = new Map<string, string>();
  for (const row of read) {
    if (!row.ok) rejected.push({ line: row.line, reason: row.reason });
    else if (firstLine.has(row.vin))
      rejected.push({ line: row.line, reason: `The VIN ${row.vin} is already on line ${firstLine.get(row.vin)}.` });
    else {
      firstLine.set(row.vin, row.line);
      accepted.push(row);
    }
  }
  const stockNumbers = accepted.flatMap((row) => (row.fields.stockNumber ? [row.fields.stockNumber] : []));
  const holders = await stockNumberHolders({ db, organizationId: scope.organizationId, stockNumbers });
  const kept = accepted.filter((row) => {
    const stock = row.fields.stockNumber;
    if (!stock) return true;
    const holder = holders.get(stock) ?? stockOwner.get(stock);
    if (holder !== undefined && holder !== row.vin) {
      rejected.push({
        line: row.line,
        reason: `Stock number ${stock} is already used by the vehicle with VIN ${holder}.`,
      });
      return false;
    }
    stockOwner.set(stock, row.vin);
    return true;
  });
  return { accepted: kept, rejected };
}

/**
 * Imports rows of a DMS export into the viewer's organization: a row whose VIN is in inventory
 * updates that vehicle (the fields it gives), any other row creates one. Each row is written
 * whole or not at all (a savepoint per row inside one transaction); every rejected row is
 * reported with its line and reason. Price and status changes go into the histories.
 */
export async function importVehicles(options: {
  db: Database;
  viewer: Viewer;
  rows: RawImportRow[];
  acceptCheckDigitMismatch?: boolean;
  today?: string;
}): Promise<ImportResult> {
  const { db, viewer, rows } = options;
  const today = options.today ?? todayIso();
  const scope = inventoryScope(viewer);
  if (rows.length === 0) throw new AppError('BAD_USER_INPUT', 'There are no rows to import.');
  if (rows.length > MAX_IMPORT_ROWS_PER_CALL) {
    throw new AppError(
      'BAD_USER_INPUT',
      `At most ${MAX_IMPORT_ROWS_PER_CALL} rows can be imported per call; send the file in parts.`,
    );
  }
  if (!scope.canSeeCost && rows.some((row) => row.cost?.trim())) throw new AppError('FORBIDDEN', COST_WITHHELD_MESSAGE);
  const read = rows.map((row) =>
    readImportRow(row, { acceptCheckDigitMismatch: options.acceptCheckDigitMismatch, today }),
  );
  const { accepted, rejected } = await screenRows(db, scope, read);
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, rejected };
  if (accepted.length > 0) {
    await db.transaction(async (outer) => {
      const existing = await outer
        .select()
        .from(vehicles)
        .where(
          and(
            eq(vehicles.organizationId, scope.organizationId),
            inArray(
              vehicles.vin,
              accepted.map((row) => row.vin),
            ),
          ),
        )
        .for('update');
      const byVin = new Map(existing.map((row) => [row.vin, row]));
      for (const row of accepted) {
        try {
          const outcome = await outer.transaction((tx) =>
            writeRow(row, { tx, scope, today, existing: byVin.get(row.vin) }),
          );
          if (typeof outcome === 'string') result[outcome] += 1;
          else rejected.push({ line: row.line, reason: outcome.reason });
        } catch (error) {
          if (!isDataError(error)) throw error;
          const index = violatedUniqueIndex(error);
          const reason = index?.includes('stock')
            ? `Stock number ${row.fields.stockNumber} is already used by another vehicle.`
            : index
              ? `The VIN ${row.vin} was added by someone else meanwhile; import the file again to update it.`
              : `The row could not be stored: ${rootMessage(error)}.`;
          rejected.push({ line: row.line, reason });
        }
      }
      if (result.created + result.updated > 0)
        await completeChecklistItem({ db: outer, organizationId: scope.organizationId, key: 'import_inventory' });
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  return result;
}
