import type { Metadata } from 'sharp';
import { PHOTO_FORMATS_TEXT, PHOTO_LIMITS } from '../../../src/shared/inventory/photos';
import { AppError } from '../../errors';

/**
 * sharp and its libvips (about 15 MB of a process) are loaded with the first photo, not at start.
 * libvips' operation cache (up to 100 MB) is off: every upload is a different image, so it would
 * only hold on to memory.
 */
export const loadSharp = () =>
  import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });

/** A photo as stored: re-encoded, oriented, without any of the upload's metadata. */
export type ProcessedPhoto = {
  contentType: string;
  width: number;
  height: number;
  image: Buffer;
  thumbnailContentType: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  thumbnail: Buffer;
};

// The type is judged from the bytes (the name and the browser's content type can say anything).
// HEIF is taken only as AVIF: the HEVC codec of an iPhone's HEIC files is not in sharp's build.
function acceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}

function unsupported(fileName: string): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} is not a ${PHOTO_FORMATS_TEXT} image. iPhone HEIC photos: set Settings › Camera › Formats to "Most Compatible", or share them as JPEG.`,
  );
}

/**
 * Reads an uploaded image, turns it upright by its EXIF orientation, and re-encodes it as a
 * JPEG of at most `maxEdge` pixels a side plus a WebP thumbnail. Re-encoding drops all
 * metadata (EXIF with GPS location, XMP, ICC beyond sRGB conversion).
 */
export async function processPhoto(bytes: Buffer, fileName: string): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'truncated' } as const;
  let metadata: Metadata;
  try {
    // The header alone, read without the pixel limit (which would throw before the size could be
    // judged): an image bomb is then refused by its size, a file that is no image by its type.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(fileName);
  }
  if (!acceptedFormat(metadata)) throw unsupported(fileName);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > PHOTO_LIMITS.maxInputPixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `${fileName} has ${Math.round(pixels / 1e6)} megapixels (${metadata.width} × ${metadata.height}); the limit is ${PHOTO_LIMITS.maxInputPixels / 1e6} megapixels.`,
    );
  }
  const fit = (edge: number) => ({ width: edge, height: edge, fit: 'inside' as const, withoutEnlargement: true });
  try {
    // The camera file is decoded once (JPEG shrink-on-load does most of the resize); the
    // thumbnail comes from the stored photo, a fraction of the pixels.
    const full = await sharp(bytes, options)
      .autoOrient()
      .toColourspace('srgb')
      .resize(fit(PHOTO_LIMITS.maxEdge))
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize(fit(PHOTO_LIMITS.thumbnailEdge))
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: 'image/jpeg',
      width: full.info.width,
      height: full.info.height,
      image: full.data,
      thumbnailContentType: 'image/webp',
      thumbnailWidth: thumb.info.width,
      thumbnailHeight: thumb.info.height,
      thumbnail: thumb.data,
    };
  } catch {
    // The header read but the pixels do not (a truncated or damaged file).
    throw new AppError('BAD_USER_INPUT', `${fileName} could not be read: the file is damaged or incomplete.`);
  }
}
