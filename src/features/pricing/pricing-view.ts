// The /pricing screen's view (tab, "older than N days", search, sort), kept in the URL so a link
// reproduces it, and the pure rules that filter and summarize the stock rows.

export type PricingTab = 'stock' | 'rules';

/** The grid columns a view can sort by (the grid sorts the rows it holds). */
export const PRICING_SORT_FIELDS = [
  'stockNumber',
  'vehicle',
  'daysInInventory',
  'listPriceCents',
  'suggestedPriceCents',
  'floorCents',
  'marketAverageCents',
  'priceToMarket',
  'rank',
  'marketDaysSupply',
  'costToMarket',
] as const;
export type PricingSortField = (typeof PRICING_SORT_FIELDS)[number];

export type PricingView = {
  tab: PricingTab;
  /** Only vehicles more than this many days in inventory; null for all stock. */
  olderThan: number | null;
  search: string;
  sort: { field: PricingSortField; direction: 'asc' | 'desc' };
};

const DEFAULT_SORT: PricingView['sort'] = { field: 'daysInInventory', direction: 'desc' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function wholeNumber(text: string): number | null {
  if (!/^\d{1,4}$/.test(text)) return null;
  return Number(text);
}

/** The view a URL query describes; anything it cannot read falls back to the default. */
export function pricingViewFromQuery(query: Record<string, string | string[] | undefined>): PricingView {
  const [field, direction] = first(query.sort).split('.');
  const known = (PRICING_SORT_FIELDS as readonly string[]).includes(field ?? '');
  return {
    tab: first(query.tab) === 'rules' ? 'rules' : 'stock',
    olderThan: wholeNumber(first(query.older)),
    search: first(query.q).slice(0, 100),
    sort: known ? { field: field as PricingSortField, direction: direction === 'asc' ? 'asc' : 'desc' } : DEFAULT_SORT,
  };
}

export function queryFromPricingView(view: PricingView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.tab === 'rules') query.tab = 'rules';
  if (view.olderThan !== null) query.older = String(view.olderThan);
  if (view.search.trim()) query.q = view.search;
  if (view.sort.field !== DEFAULT_SORT.field || view.sort.direction !== DEFAULT_SORT.direction) {
    query.sort = `${view.sort.field}.${view.sort.direction}`;
  }
  return query;
}

/** The graph's filter for the view: "older than 30" is 31 days or more. */
export const ageMinDaysOf = (view: Pick<PricingView, 'olderThan'>) =>
  view.olderThan === null ? undefined : view.olderThan + 1;

type SearchableRow = {
  vehicle: { stockNumber: string; vin: string; year: number; make: string; model: string; trim?: string | null };
};

/** The rows whose stock number, VIN or year/make/model/trim contain every word searched. */
export function searchRows<T extends SearchableRow>(rows: readonly T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter(({ vehicle }) => {
    const text = [vehicle.stockNumber, vehicle.vin, vehicle.year, vehicle.make, vehicle.model, vehicle.trim ?? '']
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

type SummaryRow = {
  vehicle: { daysInInventory: number; listPriceCents: number | null };
  priceToMarket?: number | null;
  suggestedPriceCents: number | null;
};

/** The figures above the grid, over the rows shown. */
export function pricingSummary(rows: readonly SummaryRow[]) {
  const ratios = rows.map((row) => row.priceToMarket).filter((value): value is number => value != null);
  return {
    vehicles: rows.length,
    averagePriceToMarket: ratios.length === 0 ? null : ratios.reduce((sum, value) => sum + value, 0) / ratios.length,
    withPriceToMarket: ratios.length,
    overSixtyDays: rows.filter((row) => row.vehicle.daysInInventory > 60).length,
    rulesWouldChange: rows.filter(
      (row) => row.suggestedPriceCents != null && row.suggestedPriceCents !== row.vehicle.listPriceCents,
    ).length,
  };
}

/** How a price-to-market % reads against 100 %: under the market, near it, or over it. */
export function priceToMarketTone(percent: number): 'under' | 'near' | 'over' {
  if (percent < 97) return 'under';
  if (percent <= 103) return 'near';
  return 'over';
}
