import { todayIso } from '../../../src/shared/inventory/vehicle';
import { checkVehicleFields, type VehicleFields } from '../../../src/shared/inventory/vehicle-fields';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { emit } from '../domain-events';
import type { Viewer } from '../users/viewer';
import { announceVehicle } from './partner-events';
import { followSale } from './sales';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';
import {
  assertIdentityFree,
  assertMayWriteCost,
  badInput,
  conflictFrom,
  disposedOnAfter,
  recordPriceChange,
  recordStatusChange,
  withoutUndefined,
} from './write-support';

/** What a caller gives for a vehicle: every field, optional ones possibly null. */
export type VehicleInput = { [K in keyof VehicleFields]?: VehicleFields[K] | null };

/**
 * Adds a vehicle to the viewer's organization, with its initial status (and list price, when
 * given) as the first entries of its histories, in one transaction; an incoming or in-recon
 * vehicle enters the first recon stage in that transaction too. A VIN whose check digit
 * does not match is refused unless `acceptCheckDigitMismatch`.
 */
export async function createVehicle(options: {
  db: Database;
  viewer: Viewer;
  input: VehicleInput;
  acceptCheckDigitMismatch?: boolean;
  today?: string;
}): Promise<VisibleVehicle> {
  const { db, viewer, input } = options;
  const today = options.today ?? todayIso();
  const scope = inventoryScope(viewer);
  // A new vehicle has no cost to erase: only an amount is writing one.
  assertMayWriteCost(scope, input.costCents ?? undefined);
  const checked = checkVehicleFields(
    {
      status: 'incoming',
      acquisitionSource: 'other',
      costCents: null,
      listPriceCents: null,
      ...withoutUndefined(input),
    },
    { acceptCheckDigitMismatch: options.acceptCheckDigitMismatch, today },
  );
  if (!checked.ok) throw badInput(checked.issues);
  const fields = checked.value;
  await assertIdentityFree({ db, organizationId: scope.organizationId, identity: fields });
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vehicles)
        .values({
          ...fields,
          organizationId: scope.organizationId,
          disposedOn: disposedOnAfter(fields.status, null, today),
        })
        .returning();
      const vehicleId = created!.id;
      await recordStatusChange({ db: tx, vehicleId, userId: scope.userId, fromStatus: null, toStatus: fields.status });
      await followSale({ tx, before: null, after: created!, userId: scope.userId });
      if (fields.listPriceCents !== null) {
        await recordPriceChange({
          db: tx,
          vehicleId,
          userId: scope.userId,
          fromCents: null,
          toCents: fields.listPriceCents,
        });
      }
      await announceVehicle(tx, created!);
      await emit('vehicle.acquired', { tx, vehicle: created!, userId: scope.userId });
      return created!;
    });
    return visibleVehicle(row, scope);
  } catch (error) {
    throw conflictFrom(error) ?? error;
  }
}
