import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehiclePhotos } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnVehicleRow, getVehicle } from '../inventory/get-vehicle';
import type { VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { findOwnPhoto } from './list';

type Options = { db: Database; viewer: Viewer };

/** Puts a vehicle's photos in the order given, which must name each of its photos once. Answers the vehicle. */
export async function reorderVehiclePhotos({
  db,
  viewer,
  vehicleId,
  photoIds,
}: Options & { vehicleId: string; photoIds: readonly string[] }): Promise<VisibleVehicle> {
  await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, vehicleId, { forUpdate: true });
    const current = await tx
      .select({ id: vehiclePhotos.id })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicle.id));
    const known = new Set(current.map((photo) => photo.id));
    const sameSet =
      new Set(photoIds).size === photoIds.length &&
      photoIds.length === known.size &&
      photoIds.every((id) => known.has(id));
    if (!sameSet) {
      throw new AppError(
        'BAD_USER_INPUT',
        `Name each of this vehicle's ${known.size} photos exactly once, in the new order.`,
      );
    }
    for (const [position, id] of photoIds.entries()) {
      await tx.update(vehiclePhotos).set({ position }).where(eq(vehiclePhotos.id, id));
    }
  });
  return getVehicle({ db, viewer, id: vehicleId });
}

/** Makes a photo its vehicle's main one (the one lists show). Answers the vehicle. */
export async function setMainVehiclePhoto({ db, viewer, id }: Options & { id: string }): Promise<VisibleVehicle> {
  const photo = await db.transaction(async (tx) => {
    const found = await findOwnPhoto(tx, viewer, id);
    await findOwnVehicleRow(tx, viewer.organization.id, found.vehicleId, { forUpdate: true });
    // Unset first: the unique index allows one main photo per vehicle at any moment.
    await tx
      .update(vehiclePhotos)
      .set({ isMain: false })
      .where(and(eq(vehiclePhotos.vehicleId, found.vehicleId), ne(vehiclePhotos.id, found.id)));
    await tx.update(vehiclePhotos).set({ isMain: true }).where(eq(vehiclePhotos.id, found.id));
    return found;
  });
  return getVehicle({ db, viewer, id: photo.vehicleId });
}

/** Deletes a photo; when it was the main one, the first of the others becomes main. Answers the vehicle. */
export async function deleteVehiclePhoto({ db, viewer, id }: Options & { id: string }): Promise<VisibleVehicle> {
  const photo = await db.transaction(async (tx) => {
    const found = await findOwnPhoto(tx, viewer, id);
    await findOwnVehicleRow(tx, viewer.organization.id, found.vehicleId, { forUpdate: true });
    await tx.delete(vehiclePhotos).where(eq(vehiclePhotos.id, found.id));
    if (found.isMain) {
      const [next] = await tx
        .select({ id: vehiclePhotos.id })
        .from(vehiclePhotos)
        .where(eq(vehiclePhotos.vehicleId, found.vehicleId))
        .orderBy(asc(vehiclePhotos.position), asc(vehiclePhotos.createdAt))
        .limit(1);
      if (next) await tx.update(vehiclePhotos).set({ isMain: true }).where(eq(vehiclePhotos.id, next.id));
    }
    return found;
  });
  return getVehicle({ db, viewer, id: photo.vehicleId });
}
