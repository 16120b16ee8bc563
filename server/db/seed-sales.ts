import { and, asc, eq, inArray } from 'drizzle-orm';
import { buyerTypeOfStatus } from '../../src/shared/inventory/sale';
import { DISPOSED_STATUSES, shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import type { Database } from './client';
import { demoDaysToLine, generateDemoVehicles, seededRandom, type DemoVehicle } from './demo-vehicles';
import { vehicles, vehicleSales } from './schema';
import { insertDemoVehicles } from './seed-inventory';

// Demo Motors' sales: every sold or wholesaled demo vehicle gets its sale, and 18 months of
// earlier sales (about 45 retail and 6 wholesale a month) give the reports trends and a previous
// period. Deterministic: the same PRNG and dates relative to today on every first start.

export const DEMO_SALES_MONTHS = 18;
const RETAIL_PER_MONTH = 45;
const WHOLESALE_PER_MONTH = 6;
const DEMO_SALES_SEED = 18;
/** Far from the lot's and the benchmark's vehicle numbers (VIN serials and stock numbers stay distinct). */
const FIRST_HISTORY_NUMBER = 900_001;

const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A sale price near the last list price: retail a little under it, wholesale well under. */
function salePrice(
  random: () => number,
  listPriceCents: number | null,
  costCents: number | null,
  retail: boolean,
): number | null {
  const base = listPriceCents ?? costCents;
  if (base === null) return null;
  const factor = retail ? 0.94 + random() * 0.05 : 0.78 + random() * 0.1;
  return Math.round((base * factor) / 10_000) * 10_000;
}

/** A vehicle sold `soldAgo` days ago after `daysToSale` days on the lot, with its histories. */
function soldVehicle(
  random: () => number,
  vehicle: DemoVehicle,
  today: string,
  soldAgo: number,
  retail: boolean,
): DemoVehicle {
  const daysToSale = retail ? between(random, 8, 95) : between(random, 45, 130);
  const soldOn = shiftDate(today, soldAgo);
  const acquiredDate = shiftDate(soldOn, daysToSale);
  const line = demoDaysToLine(random, acquiredDate);
  const reconOn = shiftDate(acquiredDate, -Math.min(daysToSale - 1, line.reconOn));
  const frontlineOn = shiftDate(acquiredDate, -Math.min(daysToSale, line.frontlineOn));
  const status = retail ? 'sold' : 'wholesaled';
  const startCents = vehicle.listPriceCents ?? Math.round((vehicle.costCents ?? 1_500_000) * 1.2);
  const priceChanges: DemoVehicle['priceChanges'] = [
    { fromCents: null, toCents: startCents, on: reconOn, reason: null },
  ];
  let listPriceCents = startCents;
  if (daysToSale > 35) {
    listPriceCents = Math.round((startCents * 0.96) / 10_000) * 10_000 - 500;
    priceChanges.push({
      fromCents: startCents,
      toCents: listPriceCents,
      on: shiftDate(acquiredDate, -30),
      reason: 'Aged 30 days',
    });
  }
  return {
    ...vehicle,
    acquiredDate,
    status,
    disposedOn: soldOn,
    listPriceCents,
    lotLocation: null,
    priceChanges,
    statusChanges: [
      { from: null, to: 'incoming', on: acquiredDate },
      { from: 'incoming', to: 'in_recon', on: reconOn },
      { from: 'in_recon', to: 'frontline', on: frontlineOn },
      { from: 'frontline', to: status, on: soldOn },
    ],
  };
}

/** The sales history and the sales of the lot's sold vehicles, in batches. */
export async function seedDemoSales(
  db: Database,
  organizationId: string,
  userIds: string[],
  today: string = todayIso(),
): Promise<void> {
  const random = seededRandom(DEMO_SALES_SEED);
  const perMonth = RETAIL_PER_MONTH + WHOLESALE_PER_MONTH;
  const count = DEMO_SALES_MONTHS * perMonth;
  const days = DEMO_SALES_MONTHS * 30;
  const planned = generateDemoVehicles({ count, seed: DEMO_SALES_SEED, today, firstNumber: FIRST_HISTORY_NUMBER }).map(
    (vehicle, index) => {
      const retail = index % perMonth < RETAIL_PER_MONTH;
      // Spread over the months, newest first, never today (today's sales are the people's own).
      const soldAgo = 1 + Math.floor((index / count) * days) + between(random, 0, 2);
      return soldVehicle(random, vehicle, today, soldAgo, retail);
    },
  );
  await insertDemoVehicles(db, { organizationId, userIds, vehicles: planned });

  const sold = await db
    .select({
      id: vehicles.id,
      status: vehicles.status,
      disposedOn: vehicles.disposedOn,
      listPriceCents: vehicles.listPriceCents,
      costCents: vehicles.costCents,
    })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.status, [...DISPOSED_STATUSES])))
    .orderBy(asc(vehicles.stockNumber));
  const rows = sold.map((vehicle, index) => {
    const buyerType = buyerTypeOfStatus(vehicle.status)!;
    return {
      vehicleId: vehicle.id,
      organizationId,
      buyerType,
      soldOn: vehicle.disposedOn ?? today,
      salePriceCents: salePrice(random, vehicle.listPriceCents, vehicle.costCents, buyerType === 'retail'),
      recordedByUserId: userIds.length > 0 ? userIds[index % userIds.length]! : null,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(vehicleSales).values(rows.slice(start, start + 500));
}
