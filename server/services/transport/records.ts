// Reading transport orders with their bill of lading, always within the viewer's organization.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billOfLadingInspections,
  transportOrders,
  type BillOfLadingInspectionRow,
  type TransportOrderRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

export type TransportOrderRecord = TransportOrderRow & { inspections: BillOfLadingInspectionRow[] };

export type Options = { db: Database; viewer: Viewer };

export const NOT_FOUND_MESSAGE = 'No such transport order in your organization.';

/** Orders with their signed inspections, in one extra query. */
export async function withInspections(db: Database, orders: TransportOrderRow[]): Promise<TransportOrderRecord[]> {
  if (orders.length === 0) return [];
  const inspections = await db
    .select()
    .from(billOfLadingInspections)
    .where(
      inArray(
        billOfLadingInspections.orderId,
        orders.map((order) => order.id),
      ),
    );
  return orders.map((order) => ({
    ...order,
    inspections: inspections.filter((inspection) => inspection.orderId === order.id),
  }));
}

/** An order of the viewer's organization (locked for update when asked); NOT_FOUND otherwise. */
export async function findOrderRow({
  db,
  viewer,
  id,
  forUpdate = false,
}: Options & { id: string; forUpdate?: boolean }): Promise<TransportOrderRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const query = db
    .select()
    .from(transportOrders)
    .where(and(eq(transportOrders.id, id), eq(transportOrders.organizationId, viewer.organization.id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

export async function getTransportOrder(options: Options & { id: string }): Promise<TransportOrderRecord> {
  const [record] = await withInspections(options.db, [await findOrderRow(options)]);
  return record!;
}
