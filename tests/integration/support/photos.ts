import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { photoPath, UPLOAD_CSRF_HEADER } from '../../../src/shared/inventory/photos';

/** Marks written into a test photo's EXIF: after an upload, none of them may be in the stored bytes. */
export const EXIF_MARKS = { gps: 'GPS-MARK-40N', copyright: 'IFD0-MARK' };

export type UploadFile = { name: string; type: string; bytes: Buffer };

const solid = (width: number, height: number, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone camera's JPEG: EXIF with a GPS location, turned sideways by its orientation tag (6: rotate 90° to view). */
export async function cameraJpeg(width = 300, height = 200): Promise<UploadFile> {
  const bytes = await solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: EXIF_MARKS.copyright },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4600/100', GPSMapDatum: EXIF_MARKS.gps },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes };
}

export async function pngFile(width = 2400, height = 1800): Promise<UploadFile> {
  return { name: 'lot.png', type: 'image/png', bytes: await solid(width, height, '#884422').png().toBuffer() };
}

export async function gifFile(): Promise<UploadFile> {
  return { name: 'anim.gif', type: 'image/gif', bytes: await solid(20, 20).gif().toBuffer() };
}

/**
 * An image bomb: a small file whose header declares `width` × `height` pixels (its few real pixels
 * would decode into gigabytes). The header of a real PNG, JPEG or lossy WebP is rewritten in place.
 */
export async function imageBomb(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<UploadFile> {
  const bytes = Buffer.from(await solid(8, 8)[format]().toBuffer());
  if (format === 'png') {
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  } else if (format === 'jpeg') {
    // Walk the markers to the frame header (SOF0–SOF2): precision, then height and width.
    for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
      if (bytes[at + 1]! >= 0xc0 && bytes[at + 1]! <= 0xc2) {
        bytes.writeUInt16BE(height, at + 5);
        bytes.writeUInt16BE(width, at + 7);
        break;
      }
    }
  } else {
    // VP8 chunk: 8 bytes of chunk header, a 3-byte frame tag and a 3-byte start code, then 14-bit width and height.
    const vp8 = bytes.indexOf('VP8 ');
    bytes.writeUInt16LE(width, vp8 + 14);
    bytes.writeUInt16LE(height, vp8 + 16);
  }
  return { name: `bomb.${format === 'jpeg' ? 'jpg' : format}`, type: `image/${format}`, bytes };
}

/** What an iPhone's HEIC looks like from outside: an ISO box named `ftypheic` (HEVC inside). */
export function heicFile(): UploadFile {
  const bytes = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic'),
    Buffer.alloc(2000, 7),
  ]);
  return { name: 'IMG_0002.HEIC', type: 'image/heic', bytes };
}

/** Headers a browser upload sends besides the session cookie. */
export const BROWSER_UPLOAD = { [UPLOAD_CSRF_HEADER]: '1' };

export type UploadAnswer = { status: number; headers: Headers; body: Record<string, unknown> };

/** POSTs `files` (field `photos`) to a vehicle's photos. */
export async function uploadPhotos(
  baseUrl: string,
  vehicleId: string,
  files: UploadFile[],
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}${photoPath(vehicleId)}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** GETs a photo path; the bytes when it answers 200. */
export async function fetchPhoto(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
