import { and, count, eq, max } from 'drizzle-orm';
import { PHOTO_LIMITS } from '../../../src/shared/inventory/photos';
import type { Database } from '../../db/client';
import { vehiclePhotos } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';
import { PHOTO_INFO_COLUMNS, type VehiclePhoto } from './list';
import type { ProcessedPhoto } from './process';

function tooMany(existing: number, adding: number): AppError {
  return new AppError(
    'BAD_USER_INPUT',
    `A vehicle holds at most ${PHOTO_LIMITS.maxPerVehicle} photos; this one has ${existing} and you sent ${adding}. Delete some first.`,
  );
}

/** How many photos a vehicle of the viewer's organization has (NOT_FOUND for anyone else's): checked before an upload is processed. */
export async function assertRoomForPhotos({
  db,
  viewer,
  vehicleId,
  adding,
}: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  adding: number;
}) {
  const vehicle = await findOwnVehicleRow(db, viewer.organization.id, vehicleId);
  const [row] = await db.select({ photos: count() }).from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicle.id));
  if (row!.photos + adding > PHOTO_LIMITS.maxPerVehicle) throw tooMany(row!.photos, adding);
}

/**
 * Stores processed photos after a vehicle's others, in the order given. A vehicle without a main
 * photo gets the first of them as its main one. The vehicle is locked so two uploads at once
 * neither pass the limit together nor take the same positions.
 */
export async function addVehiclePhotos(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  photos: ProcessedPhoto[];
}): Promise<VehiclePhoto[]> {
  const { db, viewer, vehicleId, photos } = options;
  if (photos.length === 0)
    throw new AppError('BAD_USER_INPUT', 'Choose at least one photo to upload (form field "photos").');
  return db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, vehicleId, { forUpdate: true });
    const [state] = await tx
      .select({ photos: count(), lastPosition: max(vehiclePhotos.position) })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicle.id));
    if (state!.photos + photos.length > PHOTO_LIMITS.maxPerVehicle) throw tooMany(state!.photos, photos.length);
    const [main] = await tx
      .select({ id: vehiclePhotos.id })
      .from(vehiclePhotos)
      .where(and(eq(vehiclePhotos.vehicleId, vehicle.id), eq(vehiclePhotos.isMain, true)));
    const first = (state!.lastPosition ?? -1) + 1;
    return tx
      .insert(vehiclePhotos)
      .values(
        photos.map((photo, index) => ({
          ...photo,
          organizationId: vehicle.organizationId,
          vehicleId: vehicle.id,
          position: first + index,
          isMain: !main && index === 0,
          createdBy: viewer.user.id,
        })),
      )
      .returning(PHOTO_INFO_COLUMNS);
  });
}
