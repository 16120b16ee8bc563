/**
 * Page sizes on the graph. `GRAPH_PAGE_MAX` is the largest `first`/`last` any connection or list
 * field takes (the graph refuses more before it runs, whether the size is written, passed as a
 * variable or left to a default: `server/graphql/cost-limit.ts`); a loader that wants more rows
 * asks for the next page with `after`. `GRAPH_PAGES` are the sizes the product's own screens and
 * CSV loaders ask for where a list's default is not enough: each must pass the page-size and cost
 * limits, which tests/integration/security/graphql-limits.test.ts checks for every operation.
 */
export const GRAPH_PAGE_MAX = 200;

export const GRAPH_PAGES = {
  /** The inventory CSV export (GetVehiclesForExport), a page at a time (its rows are the graph's costliest). */
  vehiclesExport: 100,
  /** VINs looked up at a time (GetVehiclesByVin) before an import. */
  vinsPerQuery: GRAPH_PAGE_MAX,
  /** The sales report's CSV (GetSalesReportPage), a page at a time. */
  salesReportPage: GRAPH_PAGE_MAX,
  /** The sales the sales report lists (the newest). */
  salesReportShown: 100,
  /** The market records table's page sizes (GetMarketRecords). */
  marketRecords: [25, 50, 100],
  /** The team table's page sizes (GetTeamMembers). */
  teamMembers: [10, 25, 50, 100],
  /** The transportation board (GetTransportOrders): the newest orders of every state at once. */
  transportBoard: 200,
} as const;
