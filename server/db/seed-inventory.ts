import { todayIso } from '../../src/shared/inventory/vehicle';
import type { Database } from './client';
import { generateDemoVehicles, type DemoVehicle } from './demo-vehicles';
import { vehiclePriceChanges, vehicles, vehicleStatusChanges, type NewVehicle } from './schema';
import { seedDemoPhotos } from './seed-photos';

export const DEMO_VEHICLE_COUNT = 300;
export const DEMO_VEHICLE_SEED = 7;

const CHUNK = 500;

// Histories happen during the working day (UTC), at a time that follows from the record, and
// never later than now: the nth of `count` changes made today is set `count - n` minutes ago,
// so today's real changes come after them.
function at(date: string, hour: number, step = 0, count = 1): Date {
  const planned = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`).getTime();
  return new Date(Math.min(planned, Date.now() - (count - step) * 60_000));
}

export function toVehicleRow(organizationId: string, vehicle: DemoVehicle): NewVehicle {
  const { priceChanges: _priceChanges, statusChanges, ...fields } = vehicle;
  const lastChange = statusChanges.at(-1)!;
  return { ...fields, organizationId, statusChangedAt: at(lastChange.on, 9 + statusChanges.length - 1) };
}

/**
 * Adds generated vehicles with their price and status histories to an organization, the
 * histories attributed in turn to `userIds`. Resolves to their ids, in order.
 */
export async function insertDemoVehicles(
  db: Database,
  options: { organizationId: string; userIds: string[]; vehicles: DemoVehicle[]; withHistory?: boolean },
): Promise<string[]> {
  const { organizationId, userIds, withHistory = true } = options;
  const ids: string[] = [];
  for (let start = 0; start < options.vehicles.length; start += CHUNK) {
    const chunk = options.vehicles.slice(start, start + CHUNK);
    const inserted = await db
      .insert(vehicles)
      .values(chunk.map((vehicle) => toVehicleRow(organizationId, vehicle)))
      .returning({ id: vehicles.id });
    ids.push(...inserted.map((row) => row.id));
    if (!withHistory) continue;
    const userOf = (index: number) => userIds[index % userIds.length] ?? null;
    const prices = chunk.flatMap((vehicle, index) =>
      vehicle.priceChanges.map((change, step) => ({
        vehicleId: inserted[index]!.id,
        userId: userOf(index + step),
        fromCents: change.fromCents,
        toCents: change.toCents,
        reason: change.reason,
        changedAt: at(change.on, 10 + (step % 6), step, vehicle.priceChanges.length),
      })),
    );
    const statuses = chunk.flatMap((vehicle, index) =>
      vehicle.statusChanges.map((change, step) => ({
        vehicleId: inserted[index]!.id,
        userId: userOf(index + step + 1),
        fromStatus: change.from,
        toStatus: change.to,
        note: null,
        changedAt: at(change.on, 9 + step, step, vehicle.statusChanges.length),
      })),
    );
    if (prices.length > 0) await db.insert(vehiclePriceChanges).values(prices);
    if (statuses.length > 0) await db.insert(vehicleStatusChanges).values(statuses);
  }
  return ids;
}

/** Demo Motors' lot: a few hundred vehicles, the same ones on every first start (dates relative to today), a few with photos. */
export async function seedDemoInventory(db: Database, organizationId: string, userIds: string[]): Promise<void> {
  const demo = generateDemoVehicles({ count: DEMO_VEHICLE_COUNT, seed: DEMO_VEHICLE_SEED, today: todayIso() });
  await insertDemoVehicles(db, { organizationId, userIds, vehicles: demo });
  await seedDemoPhotos(db, organizationId, userIds[0] ?? null);
}
