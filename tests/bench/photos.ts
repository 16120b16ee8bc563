// `npx tsx tests/bench/photos.ts`: how long the upload's processing takes per photo (sniff,
// auto-rotate, resize to 1600 px plus the 400 px thumbnail, re-encode without metadata), in
// process, for a phone camera's 12 MP JPEG. BENCH_PHOTOS (20) photos after 3 warm-up ones,
// one at a time as the upload endpoint does. Prints a markdown row; the upload's CPU cost is
// what limits how many people can add photos at once.
import sharp from 'sharp';
import { processPhoto } from '../../server/services/vehicle-photos/process';
import { numberFromEnv } from './settings';

const count = numberFromEnv('BENCH_PHOTOS', 20, 1);

// Noise, not a flat colour: a flat image compresses and decodes unrealistically fast.
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const input = await cameraPhoto(4032, 3024);
for (let warm = 0; warm < 3; warm += 1) await processPhoto(input, 'warm-up');
const times: number[] = [];
let stored = 0;
for (let run = 0; run < count; run += 1) {
  const started = performance.now();
  const photo = await processPhoto(input, 'bench');
  times.push(performance.now() - started);
  stored = photo.image.length + photo.thumbnail.length;
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
console.log('| photo | input | stored (image + thumbnail) | p50 | p95 | photos/s (one at a time) |');
console.log('|---|---:|---:|---:|---:|---:|');
console.log(
  `| 4032×3024 JPEG, EXIF orientation 6 | ${(input.length / 1024 / 1024).toFixed(1)} MB | ${Math.round(stored / 1024)} KB | ` +
    `${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${(1000 / mean).toFixed(1)} |`,
);
