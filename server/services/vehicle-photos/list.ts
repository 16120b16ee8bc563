import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehiclePhotos, type VehiclePhotoRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

/** A photo without its bytes: what lists and the graph carry. */
export type VehiclePhoto = Omit<VehiclePhotoRow, 'image' | 'thumbnail'>;

const { image: _image, thumbnail: _thumbnail, ...infoColumns } = getTableColumns(vehiclePhotos);
export const PHOTO_INFO_COLUMNS = infoColumns;

/**
 * The photos of vehicles, in their order. Unchecked: only for vehicles the caller has already
 * found in the viewer's organization (the graph's Vehicle.photos, through a loader).
 */
export async function unsafeListPhotos({
  db,
  vehicleIds,
}: {
  db: Database;
  vehicleIds: readonly string[];
}): Promise<VehiclePhoto[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select(PHOTO_INFO_COLUMNS)
    .from(vehiclePhotos)
    .where(inArray(vehiclePhotos.vehicleId, [...vehicleIds]))
    .orderBy(asc(vehiclePhotos.vehicleId), asc(vehiclePhotos.position), asc(vehiclePhotos.createdAt));
}

const NOT_FOUND_MESSAGE = 'No photo with this id in your inventory.';

/** A photo of the viewer's organization (locked for update inside a transaction when asked), or NOT_FOUND. */
export async function findOwnPhoto(
  db: Database,
  viewer: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehiclePhoto> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const query = db
    .select(PHOTO_INFO_COLUMNS)
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.id, id), eq(vehiclePhotos.organizationId, viewer.organization.id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

export type PhotoVariant = 'image' | 'thumbnail';

/** The bytes and content type of one photo of the viewer's organization (already found by `findOwnPhoto`). */
export async function readPhotoBytes({
  db,
  photo,
  variant,
}: {
  db: Database;
  photo: VehiclePhoto;
  variant: PhotoVariant;
}) {
  const [row] = await db
    .select({ bytes: vehiclePhotos[variant] })
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.id, photo.id), eq(vehiclePhotos.organizationId, photo.organizationId)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return { bytes: row.bytes, contentType: variant === 'image' ? photo.contentType : photo.thumbnailContentType };
}
