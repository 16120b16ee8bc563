import { and, asc, eq, inArray } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../src/shared/inventory/vehicle';
import { loadSharp, processPhoto, type ProcessedPhoto } from '../services/vehicle-photos/process';
import type { Database } from './client';
import { vehiclePhotos, vehicles, type VehicleRow } from './schema';

/** Demo vehicles with photos: the oldest in stock, first in the inventory's default order. */
export const DEMO_PHOTO_VEHICLES = 4;
const PHOTOS_PER_VEHICLE = [3, 2, 1, 2];

const PAINT: Record<string, string> = {
  Black: '#1f2328',
  White: '#f4f5f7',
  Silver: '#b8bec6',
  Gray: '#7b838c',
  Blue: '#2f5fb3',
  Red: '#b3261e',
  'Pearl White': '#ece8df',
  'Magnetic Gray': '#5b6168',
  Green: '#2e6b45',
  Brown: '#6b4a32',
};
const SCENES = [
  { sky: '#9cc7ef', ground: '#8d9499' },
  { sky: '#f2c48d', ground: '#7d7468' },
  { sky: '#c9d6df', ground: '#6f7a70' },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A drawn stand-in for a lot photo: the vehicle's colour, a scene per angle, its name. No binary files in the repository. */
function demoPhotoSvg(vehicle: VehicleRow, index: number): string {
  const paint = PAINT[vehicle.exteriorColor ?? ''] ?? '#4a6fa5';
  const scene = SCENES[index % SCENES.length]!;
  const flip = index % 2 === 1 ? 'translate(1200 0) scale(-1 1)' : '';
  const label = escapeXml(`${vehicle.year} ${vehicle.make} ${vehicle.model}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
  <rect width="1200" height="520" fill="${scene.sky}"/>
  <rect y="520" width="1200" height="280" fill="${scene.ground}"/>
  <g transform="${flip}">
    <path d="M190 560 L250 440 Q290 380 380 370 L520 300 Q600 270 720 280 L860 300 Q960 330 1010 420 L1050 440 Q1090 460 1090 520 L1090 580 L190 580 Z" fill="${paint}" stroke="#222" stroke-width="6"/>
    <path d="M420 380 L540 320 Q610 300 700 305 L700 385 Z" fill="#cfe3f3" stroke="#222" stroke-width="4"/>
    <path d="M730 306 L850 318 Q920 340 950 390 L730 390 Z" fill="#cfe3f3" stroke="#222" stroke-width="4"/>
    <circle cx="360" cy="585" r="78" fill="#222"/><circle cx="360" cy="585" r="36" fill="#aaa"/>
    <circle cx="900" cy="585" r="78" fill="#222"/><circle cx="900" cy="585" r="36" fill="#aaa"/>
  </g>
  <text x="40" y="760" font-family="sans-serif" font-size="44" fill="#fff" stroke="#000" stroke-width="1">${label} · ${vehicle.stockNumber}</text>
</svg>`;
}

async function demoPhoto(vehicle: VehicleRow, index: number): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(demoPhotoSvg(vehicle, index)))
    .png()
    .toBuffer();
  return processPhoto(png, `demo photo ${index + 1}`);
}

/** Gives the first few vehicles of Demo Motors' lot photos, through the same processing as an upload. */
export async function seedDemoPhotos(db: Database, organizationId: string, userId: string | null): Promise<void> {
  const chosen = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.status, [...IN_STOCK_STATUSES])))
    .orderBy(asc(vehicles.acquiredDate), asc(vehicles.id))
    .limit(DEMO_PHOTO_VEHICLES);
  for (const [vehicleIndex, vehicle] of chosen.entries()) {
    const count = PHOTOS_PER_VEHICLE[vehicleIndex] ?? 1;
    const photos = await Promise.all(Array.from({ length: count }, (_, index) => demoPhoto(vehicle, index)));
    await db.insert(vehiclePhotos).values(
      photos.map((photo, position) => ({
        ...photo,
        organizationId,
        vehicleId: vehicle.id,
        position,
        isMain: position === 0,
        createdBy: userId,
      })),
    );
  }
}
