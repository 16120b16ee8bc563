// Vehicle photos: the limits the upload endpoint enforces and the screens announce, and where
// a photo is served. One place for the server, the graph and the screens.

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file (a phone camera's JPEG is 2–8 MB). */
  maxFileBytes: 15 * 1024 * 1024,
  /** Files in one upload request. */
  maxFilesPerUpload: 10,
  /** Photos one vehicle may hold. */
  maxPerVehicle: 24,
  /** Pixels of an uploaded image (width × height), against decompression bombs: 60 MP. */
  maxInputPixels: 60_000_000,
  /** The longest edge of the stored photo and of its thumbnail, in pixels. */
  maxEdge: 1600,
  thumbnailEdge: 400,
} as const;

/** What the upload takes, as its errors name it (the file input asks for `image/*`, which offers the camera on phones). */
export const PHOTO_FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF';

/** The header a browser upload carries so another site cannot post one with the session cookie. */
export const UPLOAD_CSRF_HEADER = 'x-lotwise-upload';

export const photoPath = (vehicleId: string) => `/api/vehicles/${vehicleId}/photos`;
export const photoUrl = (photoId: string) => `/api/photos/${photoId}`;
export const photoThumbnailUrl = (photoId: string) => `/api/photos/${photoId}/thumbnail`;
