// Front-end gross of a sale (docs/metrics.md "Sales and gross"): what the vehicle brought over
// what it cost the store to buy and recondition. The graph's VehicleSale and the sales report
// use these; the SQL of the report applies the same formula to many sales at once.

export type GrossInput = {
  /** Null: the sale was marked without a price. */
  salePriceCents: number | null;
  /** Null: no cost recorded, or withheld from the viewer. */
  costCents: number | null;
  /** Approved repair-order lines of the vehicle (0 without any). */
  reconCostCents: number;
};

/** Sale price − cost − recon cost; null when the price or the cost is unknown. */
export function frontEndGrossCents(sale: GrossInput): number | null {
  if (sale.salePriceCents === null || sale.costCents === null) return null;
  return sale.salePriceCents - sale.costCents - sale.reconCostCents;
}

/** Total gross over the units it was counted on, to the cent; null when there is no total or no unit. */
export function grossPerUnitCents(totalGrossCents: number | null, units: number): number | null {
  if (totalGrossCents === null || units <= 0) return null;
  return Math.round(totalGrossCents / units);
}
