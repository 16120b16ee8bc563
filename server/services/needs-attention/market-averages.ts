import { todayIso } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { stockFigures } from '../pricing/figures';
import { loadPricingRules } from '../pricing/rules';
import { flagsOf } from '../valuations/comparables';
import type { Viewer } from '../users/viewer';

export type PricedStock = { id: string; year: number; make: string; model: string; trim: string | null; mileage: number };

// The market average of a stock vehicle is the pricing grid's (server/services/pricing), whose read
// of the market costs hundreds of milliseconds for a large stock: the queue and its badge remember
// each vehicle's average for a few minutes, per organization, flags (they choose the sources) and
// day (the recency windows). The list price is read fresh each time, so a price change counts at
// once; a vehicle new to the stock, or whose year, model or mileage changed, is valued on its own.
const REMEMBER_MS = 5 * 60_000;
const MAX_ORGANIZATIONS = 500;
const remembered = new Map<string, { at: number; averages: Map<string, number | null> }>();

const specsOf = (vehicle: PricedStock) => [vehicle.id, vehicle.year, vehicle.make, vehicle.model, vehicle.trim ?? '', vehicle.mileage].join('|');

/** The market average (cents, null without comparables) of each listed stock vehicle, by vehicle id. */
export async function stockMarketAverages(options: { db: Database; viewer: Viewer; stock: readonly PricedStock[]; now: Date }): Promise<Map<string, number | null>> {
  const { db, viewer, stock, now } = options;
  const today = todayIso(now);
  const key = [viewer.organization.id, [...new Set(flagsOf(viewer))].sort().join(','), today].join('/');
  let entry = remembered.get(key);
  if (!entry || now.getTime() - entry.at > REMEMBER_MS) {
    entry = { at: now.getTime(), averages: new Map() };
    for (const [old, value] of remembered) if (now.getTime() - value.at > REMEMBER_MS) remembered.delete(old);
    if (remembered.size >= MAX_ORGANIZATIONS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, entry);
  }
  const missing = stock.filter((vehicle) => !entry.averages.has(specsOf(vehicle)));
  if (missing.length > 0) {
    const rules = await loadPricingRules({ db, organizationId: viewer.organization.id });
    const figures = await stockFigures({ db, viewer, rules, vehicleIds: missing.map((vehicle) => vehicle.id), today });
    for (const figure of figures) entry.averages.set(specsOf(figure.row), figure.marketAverageCents);
  }
  return new Map(stock.map((vehicle) => [vehicle.id, entry.averages.get(specsOf(vehicle)) ?? null]));
}
