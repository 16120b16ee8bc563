import { eq } from 'drizzle-orm';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import {
  checkVehicleFields,
  EDITABLE_FIELDS,
  type EditableField,
  type VehicleFields,
} from '../../../src/shared/inventory/vehicle-fields';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../users/viewer';
import { findOwnVehicleRow } from './get-vehicle';
import { announceVehicle } from './partner-events';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';
import {
  assertIdentityFree,
  assertMayWriteCost,
  badInput,
  conflictFrom,
  touch,
  withoutUndefined,
} from './write-support';

export type VehiclePatch = { [K in EditableField]?: VehicleFields[K] | null };

/**
 * Changes the facts of a vehicle of the viewer's organization: only the fields given (null
 * clears an optional one). List price and status change through their own mutations, which
 * keep their histories.
 */
export async function updateVehicle(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  patch: VehiclePatch;
  acceptCheckDigitMismatch?: boolean;
  today?: string;
}): Promise<VisibleVehicle> {
  const { db, viewer, id } = options;
  const scope = inventoryScope(viewer);
  const patch = withoutUndefined(options.patch);
  const unknown = Object.keys(patch).filter((key) => !(EDITABLE_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new AppError('BAD_USER_INPUT', `These fields cannot be changed here: ${unknown.join(', ')}.`);
  assertMayWriteCost(scope, patch.costCents);
  const checked = checkVehicleFields(patch, {
    partial: true,
    acceptCheckDigitMismatch: options.acceptCheckDigitMismatch,
    today: options.today ?? todayIso(),
  });
  if (!checked.ok) throw badInput(checked.issues);
  const fields = checked.value;
  try {
    const row = await db.transaction(async (tx) => {
      const current = await findOwnVehicleRow(tx, scope.organizationId, id, { forUpdate: true });
      // Unchanged identifiers are not checked again: a vehicle keeps its own VIN and stock number.
      await assertIdentityFree({
        db: tx,
        organizationId: scope.organizationId,
        identity: {
          vin: fields.vin !== current.vin ? fields.vin : undefined,
          stockNumber: fields.stockNumber !== current.stockNumber ? fields.stockNumber : undefined,
        },
        exceptId: current.id,
      });
      const changedFields = Object.keys(fields).filter(
        (key) => current[key as keyof typeof current] !== fields[key as keyof typeof fields],
      );
      if (changedFields.length === 0) return current;
      const [updated] = await tx
        .update(vehicles)
        .set({ ...fields, ...touch })
        .where(eq(vehicles.id, current.id))
        .returning();
      await announceVehicle(tx, updated!, changedFields);
      return updated!;
    });
    return visibleVehicle(row, scope);
  } catch (error) {
    throw conflictFrom(error) ?? error;
  }
}
