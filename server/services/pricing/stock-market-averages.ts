import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { actorOf, canDo } from '../../../src/shared/access';
import { IN_STOCK_STATUSES, todayIso } from '../../../src/shared/inventory/vehicle';
import { priceToMarket } from '../../../src/shared/pricing/figures';
import type { Database } from '../../db/client';
import { vehicles } from '../../db/schema';
import { on } from '../domain-events';
import { stockFigures } from './figures';
import { loadPricingRules } from './rules';
import { flagsOf } from '../market/valuations/comparables';
import { toAccessUser, type Viewer } from '../users/viewer';

export type PricedStock = {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
};

// The market average of a stock vehicle is the pricing grid's (vehicle-pricing.ts), whose read of
// the market costs hundreds of milliseconds for a large stock: the needs-attention queue (and its
// badge) and the pricing report remember
// each vehicle's average for a few minutes, per organization, flags (they choose the sources) and
// day (the recency windows). The list price is read fresh each time, so a price change counts at
// once; a vehicle new to the stock, or whose year, model or mileage changed, is valued on its own.
const REMEMBER_MS = 5 * 60_000;
const MAX_ORGANIZATIONS = 500;
type Remembered = { at: number; averages: Map<string, number | null>; valuing: Promise<void> | null };
// Per database as well: a process (the test suite) may serve several copies holding the same ids.
let rememberedByDatabase = new WeakMap<Database, Map<string, Remembered>>();

const specsOf = (vehicle: PricedStock) =>
  [vehicle.id, vehicle.year, vehicle.make, vehicle.model, vehicle.trim ?? '', vehicle.mileage].join('|');

/** The market average (cents, null without comparables) of each listed stock vehicle, by vehicle id. */
export async function stockMarketAverages(options: {
  db: Database;
  viewer: Viewer;
  stock: readonly PricedStock[];
  now: Date;
}): Promise<Map<string, number | null>> {
  const { db, viewer, stock, now } = options;
  const today = todayIso(now);
  const key = [viewer.organization.id, [...new Set(flagsOf(viewer))].sort().join(','), today].join('/');
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) rememberedByDatabase.set(db, (remembered = new Map()));
  let entry = remembered.get(key);
  if (!entry || now.getTime() - entry.at > REMEMBER_MS) {
    entry = { at: now.getTime(), averages: new Map(), valuing: null };
    for (const [old, value] of remembered) if (now.getTime() - value.at > REMEMBER_MS) remembered.delete(old);
    if (remembered.size >= MAX_ORGANIZATIONS) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, entry);
  }
  // The badge and the queue of one page load ask at once: the second waits for the first's valuation.
  while (entry.valuing) await entry.valuing;
  const missing = stock.filter((vehicle) => !entry.averages.has(specsOf(vehicle)));
  if (missing.length > 0) {
    const valued = entry;
    valued.valuing = (async () => {
      const rules = await loadPricingRules({ db, organizationId: viewer.organization.id });
      // Only the market averages are kept: nothing derived from cost is computed.
      const figures = await stockFigures({
        db,
        viewer,
        rules,
        seesCost: false,
        vehicleIds: missing.map((vehicle) => vehicle.id),
        today,
      });
      for (const figure of figures) valued.averages.set(specsOf(figure.row), figure.marketAverageCents);
    })().finally(() => {
      valued.valuing = null;
    });
    await valued.valuing;
  }
  return new Map(stock.map((vehicle) => [vehicle.id, entry.averages.get(specsOf(vehicle)) ?? null]));
}

/**
 * Forgets every remembered average: new market records (an import or records added by hand) change
 * the comparables of any organization whose sources include them. Every process is told through
 * PostgreSQL NOTIFY when they commit (services/market/changes.ts, heard in app.ts), and hears it
 * as `market.recordsChanged` (services/domain-events.ts).
 */
function forgetStockMarketAverages(): void {
  rememberedByDatabase = new WeakMap();
}
on('market.recordsChanged', forgetStockMarketAverages);

/**
 * Every listed stock vehicle with its price-to-market (the grid's formula over the remembered market
 * averages; null without comparables): what the needs-attention price rule and the pricing report read.
 */
export async function stockPriceToMarket(options: { db: Database; viewer: Viewer; now: Date }) {
  const { db, viewer, now } = options;
  const stock = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      mileage: vehicles.mileage,
      listPriceCents: vehicles.listPriceCents,
      acquiredDate: vehicles.acquiredDate,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, viewer.organization.id),
        inArray(vehicles.status, IN_STOCK_STATUSES),
        isNotNull(vehicles.listPriceCents),
      ),
    );
  const averages = await stockMarketAverages({ db, viewer, stock, now });
  return stock.map((row) => {
    const marketAverageCents = averages.get(row.id) ?? null;
    return {
      ...row,
      listPriceCents: row.listPriceCents!,
      marketAverageCents,
      priceToMarket: priceToMarket(row.listPriceCents, marketAverageCents),
    };
  });
}

type ListedVehicle = PricedStock & { organizationId: string; status: string; listPriceCents: number | null };

/**
 * The price-to-market of vehicles a resolver already holds (the inventory grid's page), by id, in
 * one batch: the pricing grid's formula over the remembered market averages. Null for a vehicle out
 * of stock or without a list price or comparables, and for every vehicle when the viewer may not
 * read market pricing (`readMarketPricing`: the pricing section and `market_pricing_data`): the
 * inventory list never fails for want of the feature.
 */
export async function vehiclesPriceToMarket(options: {
  db: Database;
  viewer: Viewer;
  vehicles: readonly ListedVehicle[];
  now: Date;
}): Promise<Map<string, number | null>> {
  const { db, viewer, now } = options;
  const found = new Map<string, number | null>(options.vehicles.map((vehicle) => [vehicle.id, null]));
  if (!canDo(toAccessUser(viewer), 'readMarketPricing', actorOf(viewer.token))) return found;
  const stock = options.vehicles.filter(
    (vehicle) =>
      vehicle.organizationId === viewer.organization.id &&
      vehicle.listPriceCents !== null &&
      (IN_STOCK_STATUSES as readonly string[]).includes(vehicle.status),
  );
  if (stock.length === 0) return found;
  const averages = await stockMarketAverages({ db, viewer, stock, now });
  for (const vehicle of stock)
    found.set(vehicle.id, priceToMarket(vehicle.listPriceCents, averages.get(vehicle.id) ?? null));
  return found;
}
