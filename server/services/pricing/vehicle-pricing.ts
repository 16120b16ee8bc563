import type { Database } from '../../db/client';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { stockFigures, type StockFigures } from './figures';
import { loadPricingRules } from './rules';

export type VehiclePricing = Omit<StockFigures, 'row' | 'suggestion' | 'daysInInventory'> & {
  vehicle: VisibleVehicle;
  suggestedPriceCents: number | null;
  suggestionNote: string;
};

/**
 * Pricing figures of the organization's stock vehicles, oldest first. Cost and what derives from
 * it (floor, cost-to-market) are withheld like the vehicle's cost; the suggestion is list-price
 * movement and stays (it may be held at a floor the viewer does not see).
 */
export async function vehiclePricing(options: {
  db: Database;
  viewer: Viewer;
  vehicleIds?: readonly string[] | null;
  ageMinDays?: number | null;
  today?: string;
}): Promise<VehiclePricing[]> {
  const { db, viewer } = options;
  const scope = inventoryScope(viewer);
  const rules = await loadPricingRules({ db, organizationId: scope.organizationId });
  const figures = await stockFigures({ ...options, rules });
  return figures.map(({ row, suggestion, daysInInventory: _days, ...figure }) => ({
    ...figure,
    vehicle: visibleVehicle(row, scope),
    costToMarket: scope.canSeeCost ? figure.costToMarket : null,
    floorCents: scope.canSeeCost ? figure.floorCents : null,
    suggestedPriceCents: suggestion.priceCents,
    suggestionNote: suggestion.note,
  }));
}
