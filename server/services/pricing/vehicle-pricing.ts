import type { Database } from '../../db/client';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { stockFigures, type StockFigures } from './figures';
import { loadPricingRules } from './rules';

export type VehiclePricing = Omit<
  StockFigures,
  'row' | 'suggestion' | 'daysInInventory' | 'rankAt' | 'auctionIndexCents'
> & {
  vehicle: VisibleVehicle;
  suggestedPriceCents: number | null;
  suggestionNote: string;
};

/**
 * Pricing figures of the organization's stock vehicles, oldest first. For a viewer without cost,
 * cost and what derives from it (floor, cost-to-market) are null and the suggestion is the
 * market's alone, never held at a floor (src/shared/pricing/cost-visibility.ts).
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
  const figures = await stockFigures({ ...options, rules, seesCost: scope.canSeeCost });
  return figures.map(
    ({ row, suggestion, daysInInventory: _days, rankAt: _rankAt, auctionIndexCents: _auction, ...figure }) => ({
      ...figure,
      vehicle: visibleVehicle(row, scope),
      suggestedPriceCents: suggestion.priceCents,
      suggestionNote: suggestion.note,
    }),
  );
}
