import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import { stepForAge } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { inventoryScope } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { stockFigures } from './figures';
import { loadPricingRules } from './rules';

export type PricingStepMove = {
  fromDay: number;
  percentOfMarket: number;
  vehicles: number;
  lowers: number;
  raises: number;
  underwater: number;
};

/**
 * How many stock vehicles each saved step holds today and what the rules' dry run would do to them
 * (docs/metrics.md, "Pricing guardrails"): lowers, raises (only with `raiseToMarket`) and underwater
 * cars (for a viewer without cost there is no floor, so none). The rules editor shows it per step.
 */
export async function pricingStepMoves({
  db,
  viewer,
  today,
}: {
  db: Database;
  viewer: Viewer;
  today?: string;
}): Promise<PricingStepMove[]> {
  const scope = inventoryScope(viewer);
  const rules = await loadPricingRules({ db, organizationId: scope.organizationId });
  const figures = await stockFigures({ db, viewer, rules, seesCost: scope.canSeeCost, today });
  const moves = new Map(
    rules.steps.map((step) => [step.fromDay, { ...step, vehicles: 0, lowers: 0, raises: 0, underwater: 0 }]),
  );
  for (const figure of figures) {
    if (!IN_STOCK_STATUSES.includes(figure.row.status)) continue;
    const move = moves.get(stepForAge(rules.steps, figure.daysInInventory).fromDay)!;
    move.vehicles += 1;
    const { suggestion } = figure;
    const from = figure.row.listPriceCents;
    if (suggestion.kind === 'underwater') move.underwater += 1;
    else if (suggestion.kind === 'price' && suggestion.priceCents !== from) {
      if (from !== null && suggestion.priceCents > from) move.raises += 1;
      else move.lowers += 1;
    }
  }
  return [...moves.values()];
}
