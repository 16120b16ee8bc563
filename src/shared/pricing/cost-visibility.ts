// What a viewer from whom vehicle cost is withheld may read (issue 31, docs/metrics.md "Pricing").
// Whether a viewer sees cost is `canSeeVehicleCost` (inventory/vehicle.ts): an OWNER always, anyone
// else (an API token by its own capability) only while `hide_vehicle_cost` is off. For a viewer
// without cost every figure derived from cost is withheld (null), and nothing the viewer reads is
// computed from it: pricing suggestions and dry runs apply no floor (cost + minimum gross), and a
// price below the floor is refused without naming it. Shared: the server withholds, the screens
// hide the columns.

export { canSeeVehicleCost } from '../inventory/vehicle';

/**
 * Every field of the graph that derives from a vehicle's cost, with what it rests on: null for a
 * viewer without cost (false for a non-null flag). tests/integration/security/cost-withheld.test.ts
 * reads each as such a viewer, and fails when a field named like cost, floor, gross, margin or
 * profit is on neither this list nor `NOT_COST_DERIVED_FIELDS`.
 */
export const COST_DERIVED_FIELDS = {
  'Vehicle.costCents': 'the cost itself',
  'Vehicle.potentialGrossCents': 'list price − cost',
  'VehicleSale.frontEndGrossCents': 'sale price − cost',
  'VehicleSale.reconCostCents': 'withheld with the vehicle’s cost (what was spent on top of it)',
  'VehiclePricing.floorCents': 'cost + minimum gross',
  'VehiclePricing.costToMarket': '(cost + recon) ÷ market average',
  'PricingChange.heldAtFloor':
    'whether the target was raised to cost + minimum gross (always false: no floor is applied)',
  'Appraisal.purchasePriceCents': 'the price paid, which becomes the vehicle’s cost',
  'AppraisalFigures.costToMarket': '(purchase price + recon estimate) ÷ market retail',
  'AppraisalReport.costToMarketShare': 'the same, over the report’s range',
  'InventoryRequest.transferPriceCents': 'the requester’s cost and the source’s sale price',
  'InventoryAgingReport.costInStockCents': 'the sum of the stock’s cost',
  'AgingBucketRow.costCents': 'the sum of the bucket’s cost',
  'AgingModelRow.costCents': 'the sum of the model’s cost',
  'AgedVehicleRow.costCents': 'the cost itself',
  'SalesReport.frontEndGrossCents': 'sale price − cost',
  'SalesReport.retailGrossPerUnitCents': 'sale price − cost, per unit',
  'SalesReport.wholesaleGrossPerUnitCents': 'sale price − cost, per unit',
  'SalesGroupRow.frontEndGrossCents': 'sale price − cost',
  'SalesGroupRow.grossPerUnitCents': 'sale price − cost, per unit',
  'SalesAgeRow.frontEndGrossCents': 'sale price − cost',
  'SalesAgeRow.grossPerUnitCents': 'sale price − cost, per unit',
  'SalesTrendPoint.frontEndGrossCents': 'sale price − cost',
  'SourcingProposal.averageGrossCents': 'mean of sale price − cost',
} as const;

/**
 * Types whose every object derives from cost, so a viewer without cost never gets one (an empty
 * list, not withheld fields): their fields need no entry above.
 */
export const COST_DERIVED_TYPES = {
  PricingUnderwater: 'a car whose floor (cost + minimum gross) is above its target; without a floor there is none',
} as const;

/** Fields named like cost, floor, gross, margin or profit that do not derive from a vehicle's cost. */
export const NOT_COST_DERIVED_FIELDS = {
  'Vehicle.costWithheld': 'says that cost is withheld',
  'PricingRules.minimumGrossCents': 'a setting; no floor is built from it for a viewer without cost',
  'PricingChange.grossEffectCents': 'new list price − old list price',
  'PricingDryRun.grossEffectCents': 'the sum of the list price changes',
  'AppraisalOffer.targetGrossCents': 'the organization’s target gross setting',
  'AppraisalOffer.holdingCostCents': 'days to sell × the holding cost setting',
  'MaxBid.targetGrossCents': 'the organization’s target gross setting',
  'ReconVehicle.holdingCostCents': 'days in recon × the holding cost setting',
  'ReconMetrics.holdingCostSoFarCents': 'days in recon × the holding cost setting',
  'RepairOrderLine.subletCostCents': 'a repair line’s sublet price',
  'RepairOrderLine.waitingCostCents': 'days waiting × the holding cost setting',
  'RepairOrderApproval.waitingCostCents': 'days waiting × the holding cost setting',
  'ReconReport.reconCostPerUnitCents': 'recon spend per unit, not the vehicles’ cost',
  'ReconOverTargetRow.reconCostCents': 'recon spend, not the vehicle’s cost',
} as const;

export const COST_FIELD_NAME = /cost|floor|gross|margin|profit/i;

/** A price below the floor, refused for a viewer without cost: says neither the floor nor the cost. */
export const BELOW_MINIMUM_MESSAGE = 'below the minimum your organization allows; ask a manager who can see cost';
