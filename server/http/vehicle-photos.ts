import busboy from 'busboy';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { Operation } from '../../src/shared/access';
import { PHOTO_LIMITS, photoThumbnailUrl, photoUrl, UPLOAD_CSRF_HEADER } from '../../src/shared/inventory/photos';
import type { Database } from '../db/client';
import { AppError, httpErrorOf, isAppError } from '../errors';
import { requireOperation } from '../graphql/access';
import { INVALID_TOKEN_MESSAGE, READ_ONLY_TOKEN_MESSAGE } from '../graphql/api-token-guard';
import { createGraphQLContext, type GraphQLRuntime } from '../graphql/context';
import type { RequestCredentials } from '../graphql/request-credentials';
import { logger } from '../observability/logger';
import type { RateLimiter } from '../rate-limit';
import type { Viewer } from '../services/users/viewer';
import type { ViewerCache } from '../services/users/viewer-cache';
import { addVehiclePhotos, assertRoomForPhotos } from '../services/vehicle-photos/add';
import { findOwnPhoto, readPhotoBytes, type PhotoVariant, type VehiclePhoto } from '../services/vehicle-photos/list';
import { processPhoto, type ProcessedPhoto } from '../services/vehicle-photos/process';
import { clientIp } from './rate-limit-middleware';

export type VehiclePhotosRouteOptions = {
  db: Database;
  viewers: ViewerCache;
  runtime: GraphQLRuntime;
  credentials: RequestCredentials;
  uploadLimiter: RateLimiter;
};

/** Upload requests per person (or token's creator) per window: each may carry several photos to re-encode. */
export const PHOTO_UPLOAD_RATE = { points: 60, windowSeconds: 600 } as const;

/** Photos never change once stored (a new photo is a new id), so a browser may keep one for good. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';
const MEGABYTES = PHOTO_LIMITS.maxFileBytes / (1024 * 1024);
/** A body that says it is longer than the most files allowed at their largest (plus the form's own parts) is refused unread. */
const MAX_UPLOAD_BYTES = PHOTO_LIMITS.maxFilesPerUpload * PHOTO_LIMITS.maxFileBytes + 1024 * 1024;

/** The photo as the graph's VehiclePhoto shows it. */
const photoAnswer = (photo: VehiclePhoto) => ({
  id: photo.id,
  url: photoUrl(photo.id),
  thumbnailUrl: photoThumbnailUrl(photo.id),
  width: photo.width,
  height: photo.height,
  position: photo.position,
  isMain: photo.isMain,
});

/**
 * Reads the multipart body and processes each file as it arrives, one at a time (sharp keeps the
 * CPU busy; the next file's bytes wait in the socket). The first refusal wins; the rest of the
 * body is still read so the client gets the answer instead of a reset connection.
 */
function receivePhotos(req: Request): Promise<ProcessedPhoto[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: PHOTO_LIMITS.maxFileBytes, files: PHOTO_LIMITS.maxFilesPerUpload, fields: 10, parts: 20 },
      });
    } catch {
      reject(
        new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the photos as multipart/form-data, each file in the field "photos".',
        ),
      );
      return;
    }
    let failure: unknown;
    let processing = Promise.resolve();
    const processed: ProcessedPhoto[] = [];
    const fail = (error: unknown) => (failure ??= error);

    parser.on('file', (_field, file, info) => {
      const name = info.filename ? `"${info.filename.slice(0, 120)}"` : `Photo ${processed.length + 1}`;
      if (failure) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () =>
        fail(new AppError('PAYLOAD_TOO_LARGE', `${name} is over ${MEGABYTES} MB, the limit for one photo.`)),
      );
      file.on('end', () => {
        if (failure) return;
        const bytes = Buffer.concat(chunks);
        chunks.length = 0;
        processing = processing
          .then(async () => {
            if (!failure) processed.push(await processPhoto(bytes, name));
          })
          .catch((error: unknown) => void fail(error));
      });
    });
    parser.on('filesLimit', () =>
      fail(new AppError('BAD_USER_INPUT', `Send at most ${PHOTO_LIMITS.maxFilesPerUpload} photos in one upload.`)),
    );
    parser.on('partsLimit', () =>
      fail(new AppError('BAD_USER_INPUT', 'The form has too many parts: send only the photos.')),
    );
    parser.on('error', (error: unknown) => {
      fail(new AppError('BAD_USER_INPUT', `The upload could not be read: ${(error as Error).message}.`));
      req.unpipe(parser);
      req.resume();
      void processing.then(() => reject(failure));
    });
    parser.on('close', () => void processing.then(() => (failure ? reject(failure) : resolve(processed))));
    req.pipe(parser);
  });
}

/**
 * Vehicle photos over plain HTTP (files do not travel well in GraphQL):
 * - POST /api/vehicles/:id/photos, multipart with one or more files: 201 `{ photos }`. Signed in
 *   with the session cookie (plus the `X-Lotwise-Upload` header, which another site cannot send)
 *   or an API token with the write scope; allowed as `changeVehiclePhotos`.
 * - GET /api/photos/:id and /api/photos/:id/thumbnail: the bytes, for whoever may read the
 *   vehicle (`readInventory`); dealers' stock photos are not public.
 * The answers and the viewer resolution are the graph's: one session, one token check.
 */
export function createVehiclePhotosRouter({
  db,
  viewers,
  runtime,
  credentials,
  uploadLimiter,
}: VehiclePhotosRouteOptions): express.Router {
  const router = express.Router();

  async function viewerFor(req: Request, operation: Operation, writes: boolean): Promise<Viewer> {
    const context = createGraphQLContext({
      db,
      viewers,
      runtime,
      credentials: credentials.of(req),
      clientAddress: clientIp(req),
    });
    if (context.bearer) {
      const viewer = await context.viewer();
      if (!viewer?.token) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN_MESSAGE);
      if (writes && !viewer.token.scopes.includes('write')) throw new AppError('FORBIDDEN', READ_ONLY_TOKEN_MESSAGE);
    } else if (writes && !req.get(UPLOAD_CSRF_HEADER)) {
      // A form on another site can post multipart with the cookie; it cannot add a header.
      throw new AppError(
        'FORBIDDEN',
        `Uploads signed in with the session cookie must carry the ${UPLOAD_CSRF_HEADER} header.`,
      );
    }
    return requireOperation(context, operation);
  }

  router.post('/vehicles/:id/photos', async (req, res) => {
    const viewer = await viewerFor(req, 'changeVehiclePhotos', true);
    const limit = await uploadLimiter.consume(`user:${viewer.user.id}`);
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', `Too many photo uploads; retry in ${limit.retryAfterSeconds} s.`);
    }
    if (Number(req.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `One upload carries at most ${PHOTO_LIMITS.maxFilesPerUpload} photos of ${MEGABYTES} MB each.`,
      );
    }
    const vehicleId = req.params.id!;
    // Refused before the files are read: someone else's vehicle, or one already full.
    await assertRoomForPhotos({ db, viewer, vehicleId, adding: 1 });
    const photos = await addVehiclePhotos({ db, viewer, vehicleId, photos: await receivePhotos(req) });
    res.status(201).json({ photos: photos.map(photoAnswer) });
  });

  const serve =
    (variant: PhotoVariant): express.RequestHandler =>
    async (req, res) => {
      const viewer = await viewerFor(req, 'readInventory', false);
      const photo = await findOwnPhoto(db, viewer, req.params.id as string);
      const etag = `"${photo.id}-${variant}"`;
      res.set({ 'Cache-Control': PHOTO_CACHE_CONTROL, ETag: etag });
      if (
        req
          .get('if-none-match')
          ?.split(/\s*,\s*/)
          .includes(etag)
      ) {
        res.status(304).end();
        return;
      }
      const { bytes, contentType } = await readPhotoBytes({ db, photo, variant });
      res.type(contentType).set('Content-Length', String(bytes.length)).send(bytes);
    };
  router.get('/photos/:id', serve('image'));
  router.get('/photos/:id/thumbnail', serve('thumbnail'));

  const sendError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (!isAppError(error)) logger('vehicle-photos').error({ err: error }, 'request failed');
    const appError = isAppError(error)
      ? error
      : new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
    const { status, body } = httpErrorOf(appError);
    // An error is about this request, not the photo: never kept by a cache.
    res.set('Cache-Control', 'private, no-store');
    res.status(status).json(body);
  };
  router.use(sendError);
  return router;
}
