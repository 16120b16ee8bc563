import DataLoader from 'dataloader';
import type { Database } from '../db/client';
import type { VisibleVehicle } from '../services/inventory/scope';
import { vehiclesPriceToMarket } from '../services/pricing/stock-market-averages';
import type { Viewer } from '../services/users/viewer';
import {
  unsafeListPriceChanges,
  unsafeListStatusChanges,
  type PriceChange,
  type StatusChange,
} from '../services/inventory/get-vehicle';
import { unsafeListSales, type VehicleSaleRecord } from '../services/inventory/sales';
import { unsafeListReconPositions, type ReconPosition } from '../services/recon/positions';
import { unsafeListPhotos, type VehiclePhoto } from '../services/vehicle-photos/list';

// Histories of vehicles a resolver already holds (and so already found in the viewer's
// organization), batched per request: a page of vehicles asks once, not once per vehicle.
export type InventoryLoaders = {
  priceHistoryByVehicleId: DataLoader<string, PriceChange[]>;
  statusHistoryByVehicleId: DataLoader<string, StatusChange[]>;
  photosByVehicleId: DataLoader<string, VehiclePhoto[]>;
  reconPositionByVehicleId: DataLoader<string, ReconPosition | null>;
  saleByVehicle: DataLoader<{ id: string; organizationId: string }, VehicleSaleRecord | null, string>;
  /** A page of vehicles' price-to-market in one valuation (null without the market feature). */
  priceToMarketByVehicle: DataLoader<VisibleVehicle, number | null, string>;
};

function byVehicle<T extends { vehicleId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const grouped = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.vehicleId)?.push(row);
  return ids.map((id) => grouped.get(id) ?? []);
}

export function createInventoryLoaders(db: Database, viewer: () => Promise<Viewer | null>): InventoryLoaders {
  return {
    priceHistoryByVehicleId: new DataLoader(async (ids) =>
      byVehicle(ids, await unsafeListPriceChanges({ db, vehicleIds: ids })),
    ),
    statusHistoryByVehicleId: new DataLoader(async (ids) =>
      byVehicle(ids, await unsafeListStatusChanges({ db, vehicleIds: ids })),
    ),
    // Not cached: a photo mutation answers with the vehicle's photos as they are after it.
    photosByVehicleId: new DataLoader(async (ids) => byVehicle(ids, await unsafeListPhotos({ db, vehicleIds: ids })), {
      cache: false,
    }),
    // Not cached either: a move in the same document changes the position.
    reconPositionByVehicleId: new DataLoader(
      async (ids) => {
        const positions = await unsafeListReconPositions({ db, vehicleIds: ids });
        return ids.map((id) => positions.get(id) ?? null);
      },
      { cache: false },
    ),
    // Not cached: a sale recorded in the same document changes it.
    saleByVehicle: new DataLoader(
      async (keys) => {
        const organizationId = keys[0]!.organizationId;
        const sales = await unsafeListSales({ db, organizationId, vehicleIds: keys.map((key) => key.id) });
        return keys.map((key) => (key.organizationId === organizationId ? (sales.get(key.id) ?? null) : null));
      },
      { cache: false, cacheKeyFn: (key) => key.id },
    ),
    // Not cached: a price change in the same document changes it.
    priceToMarketByVehicle: new DataLoader(
      async (keys) => {
        const loaded = await viewer();
        if (!loaded) return keys.map(() => null);
        const found = await vehiclesPriceToMarket({ db, viewer: loaded, vehicles: keys, now: new Date() });
        return keys.map((key) => found.get(key.id) ?? null);
      },
      { cache: false, cacheKeyFn: (key) => key.id },
    ),
  };
}
