import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TransportState } from '../../../src/shared/transport/states';
import { transportOrders } from '../../db/schema';
import { isUuid } from '../ids';
import { cursorValue, keysetPager, type Connection, type Keyset } from '../pagination';
import { withInspections, type Options, type TransportOrderRecord } from './records';

export const MAX_TRANSPORT_PAGE = 200;

type OrderRow = { order: typeof transportOrders.$inferSelect; createdAtText: string };

// Newest first: by created_at as PostgreSQL writes it, then id.
const NEWEST_FIRST: Keyset<OrderRow> = {
  keys: [
    {
      by: transportOrders.createdAt,
      direction: 'DESC',
      of: (row) => row.createdAtText,
      accepts: cursorValue.timestamp,
      cast: 'timestamptz',
    },
    { by: transportOrders.id, direction: 'DESC', of: (row) => row.order.id, accepts: cursorValue.uuid, cast: 'uuid' },
  ],
};

/** The organization's transport orders, newest first, with keyset paging and the filter's total. */
export async function listTransportOrders(
  options: Options & { state?: TransportState | null; vehicleId?: string | null; first: number; after?: string | null },
): Promise<Connection<TransportOrderRecord> & { totalCount: number }> {
  const { db, viewer } = options;
  const pager = keysetPager(NEWEST_FIRST, { first: options.first, max: MAX_TRANSPORT_PAGE });
  const conditions: SQL[] = [eq(transportOrders.organizationId, viewer.organization.id)];
  if (options.state) conditions.push(eq(transportOrders.state, options.state));
  // An id that is no vehicle's finds nothing, like a vehicle without orders.
  if (options.vehicleId)
    conditions.push(isUuid(options.vehicleId) ? eq(transportOrders.vehicleId, options.vehicleId) : sql`false`);
  const pageConditions = [...conditions, pager.after(options.after || null)];
  const [rows, [total]] = await Promise.all([
    db
      // The cursor keeps created_at as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
      .select({ order: transportOrders, createdAtText: sql<string>`${transportOrders.createdAt}::text` })
      .from(transportOrders)
      .where(and(...pageConditions))
      .orderBy(...pager.orderBy)
      .limit(pager.limit),
    db
      .select({ value: count() })
      .from(transportOrders)
      .where(and(...conditions)),
  ]);
  const page = pager.connection(rows);
  const records = await withInspections(
    db,
    page.edges.map((edge) => edge.node.order),
  );
  return {
    ...page,
    edges: page.edges.map((edge, index) => ({ cursor: edge.cursor, node: records[index]! })),
    totalCount: total?.value ?? 0,
  };
}
