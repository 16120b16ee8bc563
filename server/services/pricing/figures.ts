import { and, asc, eq, inArray } from 'drizzle-orm';
import { daysSupplyCounts, marketDaysSupply } from '../../../src/shared/market/days-supply';
import { recencyCutoffs } from '../../../src/shared/market/comparables';
import { daysInInventory, IN_STOCK_STATUSES, todayIso } from '../../../src/shared/inventory/vehicle';
import {
  adjustedRetailPrices,
  auctionIndex,
  costToMarket,
  marketAverage,
  priceToMarket,
  rankAmongListings,
  suggestPrice,
  type Suggestion,
} from '../../../src/shared/pricing/figures';
import { floorOf, type PricingRules } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { vehicles, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { reconCostCents } from '../repair-spend';
import { flagsOf } from '../market/valuations/comparables';
import type { Viewer } from '../users/viewer';
import { loadStockMarket } from './market';

/**
 * Every figure of one vehicle as the viewer may have it: for a viewer without cost (`seesCost`
 * false, src/shared/pricing/cost-visibility.ts) the cost-derived ones are null and the suggestion is
 * the market's alone, computed without the floor.
 */
export type StockFigures = {
  row: VehicleRow;
  daysInInventory: number;
  marketAverageCents: number | null;
  comparables: number;
  priceToMarket: number | null;
  rank: number | null;
  rankOf: number | null;
  marketDaysSupply: number | null;
  costToMarket: number | null;
  floorCents: number | null;
  /** The auction index (wholesale value) of the vehicle, graded clean; null without wholesale sales among its comparables. */
  auctionIndexCents: number | null;
  suggestion: Suggestion;
  /** The rank a list price would have among the comparables' listings (the dry run's new rank). */
  rankAt: (listPriceCents: number | null) => { rank: number; rankOf: number } | null;
};

export const MAX_PRICED_VEHICLES = 10_000;
const NOT_FOUND_MESSAGE = 'No vehicle with this id in your inventory.';

/**
 * The vehicles to price: the listed ones (any status; an id not of the organization is
 * NOT_FOUND, naming none of the others), else every vehicle in stock; oldest first.
 */
async function stockRows(
  db: Database,
  organizationId: string,
  vehicleIds: readonly string[] | null | undefined,
): Promise<VehicleRow[]> {
  if (vehicleIds && vehicleIds.length > MAX_PRICED_VEHICLES) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Ask about at most ${MAX_PRICED_VEHICLES.toLocaleString('en-US')} vehicles at a time.`,
    );
  }
  const ids = vehicleIds ? [...new Set(vehicleIds)] : null;
  if (ids?.some((id) => !isUuid(id))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const rows = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, organizationId),
        ids ? inArray(vehicles.id, ids) : inArray(vehicles.status, [...IN_STOCK_STATUSES]),
      ),
    )
    .orderBy(asc(vehicles.acquiredDate), asc(vehicles.stockNumber));
  if (ids && rows.length !== ids.length) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return rows;
}

/**
 * The pricing figures of the organization's stock in one pass (docs/metrics.md, "Pricing"): one
 * read of the vehicles, one of their recon cost, one of the market for all their segments; each
 * vehicle's comparables are then chosen in memory.
 */
export async function stockFigures(options: {
  db: Database;
  viewer: Viewer;
  rules: PricingRules;
  seesCost: boolean;
  vehicleIds?: readonly string[] | null;
  ageMinDays?: number | null;
  today?: string;
}): Promise<StockFigures[]> {
  const { db, viewer, rules, seesCost } = options;
  const organizationId = viewer.organization.id;
  const asOf = options.today ?? todayIso();
  const all = await stockRows(db, organizationId, options.vehicleIds);
  const rows = all
    .map((row) => ({ row, days: daysInInventory(row.acquiredDate, row.disposedOn, asOf) }))
    .filter(
      ({ days }) => options.ageMinDays === null || options.ageMinDays === undefined || days >= options.ageMinDays,
    );
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const [comparablesOf, recon] = await Promise.all([
    loadStockMarket({ db, organizationId, flags: flagsOf(viewer), vehicles: rows.map(({ row }) => row), asOf }),
    reconCostCents({
      db,
      organizationId,
      vehicleIds: db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, ids)),
    }),
  ]);
  const { seenSince } = recencyCutoffs(asOf);
  return rows.map(({ row, days }) => {
    const comparables = comparablesOf(row);
    const adjusted = adjustedRetailPrices(comparables, row.mileage);
    const average = marketAverage(adjusted);
    const ranked = rankAmongListings(row.listPriceCents, adjusted);
    return {
      row,
      daysInInventory: days,
      marketAverageCents: average,
      comparables: adjusted.length,
      priceToMarket: priceToMarket(row.listPriceCents, average),
      rank: ranked?.rank ?? null,
      rankOf: ranked?.rankOf ?? null,
      marketDaysSupply: marketDaysSupply(daysSupplyCounts(comparables, { asOf, listingSeenSince: seenSince })),
      costToMarket: seesCost ? costToMarket(row.costCents, recon.get(row.id) ?? 0, average) : null,
      floorCents: seesCost ? floorOf(row.costCents, rules.minimumGrossCents) : null,
      auctionIndexCents: auctionIndex(comparables, row.mileage),
      suggestion: suggestPrice({
        daysInInventory: days,
        marketAverageCents: average,
        costCents: row.costCents,
        listPriceCents: row.listPriceCents,
        costWithheld: !seesCost,
        rules,
      }),
      rankAt: (listPriceCents: number | null) => rankAmongListings(listPriceCents, adjusted),
    };
  });
}
