import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TransportState } from '../../../src/shared/transport/states';
import { transportOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { decodeCursor, pageSize, toConnection, type Connection } from '../pagination';
import { withInspections, type Options, type TransportOrderRecord } from './records';

export const MAX_TRANSPORT_PAGE = 200;

/** The organization's transport orders, newest first, with keyset paging and the filter's total. */
export async function listTransportOrders(
  options: Options & { state?: TransportState | null; vehicleId?: string | null; first: number; after?: string | null },
): Promise<Connection<TransportOrderRecord> & { totalCount: number }> {
  const { db, viewer } = options;
  const first = pageSize(options.first, MAX_TRANSPORT_PAGE);
  const conditions: SQL[] = [eq(transportOrders.organizationId, viewer.organization.id)];
  if (options.state) conditions.push(eq(transportOrders.state, options.state));
  // An id that is no vehicle's finds nothing, like a vehicle without orders.
  if (options.vehicleId) conditions.push(isUuid(options.vehicleId) ? eq(transportOrders.vehicleId, options.vehicleId) : sql`false`);
  const pageConditions = [...conditions];
  if (options.after) {
    const [at, id] = decodeCursor(options.after, 2);
    if (typeof at !== 'string' || typeof id !== 'string' || !isUuid(id) || Number.isNaN(Date.parse(at))) {
      throw new AppError('BAD_USER_INPUT', '`after` is not a cursor this query returned.');
    }
    pageConditions.push(sql`(${transportOrders.createdAt}, ${transportOrders.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const [rows, [total]] = await Promise.all([
    db
      // The cursor keeps created_at as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
      .select({ order: transportOrders, createdAtText: sql<string>`${transportOrders.createdAt}::text` })
      .from(transportOrders)
      .where(and(...pageConditions))
      .orderBy(desc(transportOrders.createdAt), desc(transportOrders.id))
      .limit(first + 1),
    db.select({ value: count() }).from(transportOrders).where(and(...conditions)),
  ]);
  const page = toConnection(rows, first, (row) => [row.createdAtText, row.order.id]);
  const records = await withInspections(
    db,
    page.edges.map((edge) => edge.node.order),
  );
  return { ...page, edges: page.edges.map((edge, index) => ({ cursor: edge.cursor, node: records[index]! })), totalCount: total?.value ?? 0 };
}
