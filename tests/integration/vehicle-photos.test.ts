// Vehicle photos, end to end over HTTP: upload from a phone (EXIF location gone, turned upright,
// resized), served with caching headers, arranged through the graph, shown in lists.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteVehiclePhotoDocument } from '../../graphql/generated/operations/DeleteVehiclePhoto';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import { ReorderVehiclePhotosDocument } from '../../graphql/generated/operations/ReorderVehiclePhotos';
import { SetMainVehiclePhotoDocument } from '../../graphql/generated/operations/SetMainVehiclePhoto';
import { vehiclePhotos, vehicles } from '../../server/db/schema';
import { PHOTO_LIMITS } from '../../src/shared/inventory/photos';
import { dataOf, demoOrganizationId, errorCode, operationRunner, sessionsFor } from './support/inventory';
import { BROWSER_UPLOAD, cameraJpeg, EXIF_MARKS, fetchPhoto, pngFile, uploadPhotos } from './support/photos';
import { startTestServer, type TestServer } from './support/server';

type Photo = {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  position: number;
  isMain: boolean;
};

let server: TestServer;
let vehicleId: string;
let owner: Record<string, string>;
const headersOf = sessionsFor(() => server);
const run = operationRunner(() => server);
const db = () => server.database.db;

async function storedPhotos() {
  return db()
    .select()
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, vehicleId))
    .orderBy(asc(vehiclePhotos.position));
}

beforeAll(async () => {
  server = await startTestServer();
  const organizationId = await demoOrganizationId(server);
  const [vehicle] = await db()
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, organizationId),
        notInArray(vehicles.id, db().select({ id: vehiclePhotos.vehicleId }).from(vehiclePhotos)),
      ),
    )
    .limit(1);
  vehicleId = vehicle!.id;
  owner = await headersOf('owner@demo.test');
});
afterAll(() => server.close());

describe('uploading photos', () => {
  let uploaded: Photo[];

  it('stores a camera JPEG and a PNG: 201 with both, the first the main one', async () => {
    const answer = await uploadPhotos(
      server.baseUrl,
      vehicleId,
      [await cameraJpeg(300, 200), await pngFile(2400, 1800)],
      { ...owner, ...BROWSER_UPLOAD },
    );
    expect(answer.status).toBe(201);
    uploaded = answer.body.photos as Photo[];
    expect(uploaded).toEqual([
      {
        id: expect.any(String),
        url: `/api/photos/${uploaded[0]!.id}`,
        thumbnailUrl: `/api/photos/${uploaded[0]!.id}/thumbnail`,
        width: 200,
        height: 300,
        position: 0,
        isMain: true,
      },
      {
        id: expect.any(String),
        url: `/api/photos/${uploaded[1]!.id}`,
        thumbnailUrl: `/api/photos/${uploaded[1]!.id}/thumbnail`,
        width: 1600,
        height: 1200,
        position: 1,
        isMain: false,
      },
    ]);
  });

  it('turns the camera photo upright and keeps none of its metadata (no EXIF, no GPS location)', async () => {
    const [camera] = await storedPhotos();
    const served = await fetchPhoto(server.baseUrl, uploaded[0]!.url, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.equals(camera!.image)).toBe(true);
    const metadata = await sharp(served.bytes).metadata();
    expect({
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      exif: metadata.exif,
      orientation: metadata.orientation,
    }).toEqual({
      format: 'jpeg',
      width: 200,
      height: 300,
      exif: undefined,
      orientation: undefined,
    });
    expect(served.bytes.includes(EXIF_MARKS.gps)).toBe(false);
    expect(served.bytes.includes(EXIF_MARKS.copyright)).toBe(false);
  });

  it('serves a WebP thumbnail at most 400 pixels a side', async () => {
    const served = await fetchPhoto(server.baseUrl, uploaded[1]!.thumbnailUrl, owner);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 300]);
  });

  it('appends a later upload after the others without changing the main photo', async () => {
    const answer = await uploadPhotos(server.baseUrl, vehicleId, [await cameraJpeg(40, 30)], {
      ...owner,
      ...BROWSER_UPLOAD,
    });
    expect(answer.status).toBe(201);
    expect((answer.body.photos as Photo[]).map((photo) => [photo.position, photo.isMain])).toEqual([[2, false]]);
    expect((await storedPhotos()).map((photo) => [photo.position, photo.isMain])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
  });
});

describe('serving photos', () => {
  it('answers with an ETag and an immutable private Cache-Control, and 304 to If-None-Match', async () => {
    const [photo] = await storedPhotos();
    const first = await fetchPhoto(server.baseUrl, `/api/photos/${photo!.id}`, owner);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(first.headers.get('etag')).toBe(`"${photo!.id}-image"`);
    const again = await fetchPhoto(server.baseUrl, `/api/photos/${photo!.id}`, {
      ...owner,
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(`"${photo!.id}-image"`);
    const thumbnail = await fetchPhoto(server.baseUrl, `/api/photos/${photo!.id}/thumbnail`, {
      ...owner,
      'if-none-match': first.headers.get('etag')!,
    });
    expect([thumbnail.status, thumbnail.headers.get('etag')]).toEqual([200, `"${photo!.id}-thumbnail"`]);
  });

  it('keeps refusals out of caches: a missing photo is 404 with no-store', async () => {
    const missing = await fetchPhoto(server.baseUrl, '/api/photos/00000000-0000-4000-8000-000000000000', owner);
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    expect(JSON.parse(missing.bytes.toString())).toEqual({
      error: 'NOT_FOUND',
      message: 'No photo with this id in your inventory.',
    });
  });
});

describe('arranging photos through the graph', () => {
  it('lists a vehicle’s photos in order with its main photo', async () => {
    const data = dataOf(await run(GetVehicleDocument, { id: vehicleId }, owner));
    const stored = await storedPhotos();
    expect(data.vehicle!.photos.map((photo) => photo.id)).toEqual(stored.map((photo) => photo.id));
    expect(data.vehicle!.mainPhoto).toEqual(data.vehicle!.photos[0]);
  });

  it('reorders, and refuses an order that does not name each photo once (nothing changes)', async () => {
    const [a, b, c] = (await storedPhotos()).map((photo) => photo.id);
    const reordered = dataOf(await run(ReorderVehiclePhotosDocument, { vehicleId, photoIds: [c!, a!, b!] }, owner));
    expect(reordered.reorderVehiclePhotos.photos.map((photo) => [photo.id, photo.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const before = await storedPhotos();
    for (const photoIds of [
      [a!, b!],
      [a!, a!, b!],
      [a!, b!, c!, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const refused = await run(ReorderVehiclePhotosDocument, { vehicleId, photoIds }, owner);
      expect([errorCode(refused), refused.errors?.[0]?.message]).toEqual([
        'BAD_USER_INPUT',
        "Name each of this vehicle's 3 photos exactly once, in the new order.",
      ]);
    }
    expect(await storedPhotos()).toEqual(before);
  });

  it('chooses the main photo, shown as the vehicle’s mainPhoto in the list', async () => {
    const [, second] = await storedPhotos();
    const answer = dataOf(await run(SetMainVehiclePhotoDocument, { id: second!.id }, owner));
    expect(answer.setMainVehiclePhoto.mainPhoto?.id).toBe(second!.id);
    expect((await storedPhotos()).filter((photo) => photo.isMain).map((photo) => photo.id)).toEqual([second!.id]);
    const list = dataOf(await run(GetVehiclesDocument, { first: 1, filter: { ids: [vehicleId] } }, owner));
    const node = list.vehicles.edges.find((edge) => edge.node.id === vehicleId)!.node;
    expect(node.mainPhoto).toEqual(
      expect.objectContaining({ id: second!.id, thumbnailUrl: `/api/photos/${second!.id}/thumbnail` }),
    );
  });

  it('deletes the main photo and makes the first of the others main', async () => {
    const [first, main] = await storedPhotos();
    const answer = dataOf(await run(DeleteVehiclePhotoDocument, { id: main!.id }, owner));
    expect(answer.deleteVehiclePhoto.photos.map((photo) => [photo.id, photo.isMain])).toEqual([
      [first!.id, true],
      [expect.any(String), false],
    ]);
    expect((await fetchPhoto(server.baseUrl, `/api/photos/${main!.id}`, owner)).status).toBe(404);
    const again = await run(DeleteVehiclePhotoDocument, { id: main!.id }, owner);
    expect(errorCode(again)).toBe('NOT_FOUND');
  });
});

describe('the vehicle’s limit', () => {
  it(`refuses photos past ${PHOTO_LIMITS.maxPerVehicle} per vehicle with 400 and stores none`, async () => {
    const stored = await storedPhotos();
    const template = stored[0]!;
    const { id: _id, ...copy } = template;
    await db()
      .insert(vehiclePhotos)
      .values(
        Array.from({ length: PHOTO_LIMITS.maxPerVehicle - stored.length - 1 }, (_, index) => ({
          ...copy,
          isMain: false,
          position: 10 + index,
        })),
      );
    const before = await storedPhotos();
    const answer = await uploadPhotos(server.baseUrl, vehicleId, [await cameraJpeg(), await cameraJpeg()], {
      ...owner,
      ...BROWSER_UPLOAD,
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        error: 'BAD_REQUEST',
        message: `A vehicle holds at most 24 photos; this one has 23 and you sent 2. Delete some first.`,
      },
    ]);
    expect(await storedPhotos()).toEqual(before);
    const one = await uploadPhotos(server.baseUrl, vehicleId, [await cameraJpeg()], { ...owner, ...BROWSER_UPLOAD });
    expect(one.status).toBe(201);
    const full = await uploadPhotos(server.baseUrl, vehicleId, [await cameraJpeg()], { ...owner, ...BROWSER_UPLOAD });
    expect([full.status, full.body.message]).toEqual([
      400,
      'A vehicle holds at most 24 photos; this one has 24 and you sent 1. Delete some first.',
    ]);
  });
});
