// What repair orders cost, in SQL: recon's board and metrics, a sale's recon cost (inventory), the
// recon and sales reports and the pricing figures all read it, so it sits below those domains.
import { and, eq, gte, inArray, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { lineTotalCents } from '../../src/shared/recon/repair-order';
import type { Database } from '../db/client';
import { repairOrderLines, repairOrders } from '../db/schema';

const amounts = {
  laborHundredths: repairOrderLines.laborHundredths,
  laborRateCents: repairOrderLines.laborRateCents,
  partsCents: repairOrderLines.partsCents,
  subletCostCents: repairOrderLines.subletCostCents,
};

/**
 * Per vehicle, the open repair-order total in cents: the approved and pending lines of its orders
 * that are not closed (declined lines are deferred work, not money to spend), for the
 * organization's vehicles that `vehicleIds` (a subquery of vehicle ids) selects. A vehicle without
 * open lines is absent (0).
 */
export async function openRepairOrderCents(options: {
  db: Database;
  organizationId: string;
  vehicleIds: SQLWrapper;
}): Promise<Map<string, number>> {
  const lines = await options.db
    .select({ vehicleId: repairOrders.vehicleId, ...amounts })
    .from(repairOrderLines)
    .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
    .where(
      and(
        eq(repairOrders.organizationId, options.organizationId),
        inArray(repairOrders.vehicleId, options.vehicleIds),
        ne(repairOrders.status, 'closed'),
        ne(repairOrderLines.decision, 'declined'),
      ),
    );
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.vehicleId, (totals.get(line.vehicleId) ?? 0) + lineTotalCents(line));
  return totals;
}

/**
 * Recon spend over [from, to), cents: the lines of the organization's orders approved in the range
 * (by a person or automatically), by the time of their approval, which never changes once set.
 * Summed in the database (`lineTotalSql`): a report's range holds thousands of lines.
 */
export async function reconSpendCents(options: {
  db: Database;
  organizationId: string;
  from: Date;
  to: Date;
}): Promise<number> {
  const [row] = await options.db
    .select({ cents: sql<number>`coalesce(sum(${lineTotalSql}), 0)::float8` })
    .from(repairOrderLines)
    .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
    .where(
      and(
        eq(repairOrders.organizationId, options.organizationId),
        eq(repairOrderLines.decision, 'approved'),
        gte(repairOrderLines.decidedAt, options.from),
        lt(repairOrderLines.decidedAt, options.to),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * Per vehicle, recon spent and still open, in cents: approved lines of closed orders plus the
 * approved and pending lines of orders not closed (declined lines are never spent). For the
 * organization's vehicles that `vehicleIds` selects; a vehicle without lines is absent (0).
 */
export async function reconCostCents(options: {
  db: Database;
  organizationId: string;
  vehicleIds: SQLWrapper;
}): Promise<Map<string, number>> {
  const lines = await options.db
    .select({ vehicleId: repairOrders.vehicleId, ...amounts })
    .from(repairOrderLines)
    .innerJoin(repairOrders, eq(repairOrders.id, repairOrderLines.repairOrderId))
    .where(
      and(
        eq(repairOrders.organizationId, options.organizationId),
        inArray(repairOrders.vehicleId, options.vehicleIds),
        ne(repairOrderLines.decision, 'declined'),
        or(ne(repairOrders.status, 'closed'), eq(repairOrderLines.decision, 'approved')),
      ),
    );
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.vehicleId, (totals.get(line.vehicleId) ?? 0) + lineTotalCents(line));
  return totals;
}

/**
 * A line's total in SQL, as `lineTotalCents` computes it (labor rounded half up to the cent, then parts
 * and sublet). Integer arithmetic: hours and rates are never negative (a check and the setting's range),
 * so (x + 50) / 100 rounds as Math.round does, several times faster than numeric over a report's lines.
 */
export const lineTotalSql = sql<number>`((${repairOrderLines.laborHundredths}::bigint * ${repairOrderLines.laborRateCents} + 50) / 100 + ${repairOrderLines.partsCents} + ${repairOrderLines.subletCostCents})`;

/**
 * The recon cost of a sale, per vehicle: the approved lines of its orders (pending lines are not
 * spent, declined ones never), as a SQL subquery of rows `vehicle_id, recon_cents` for the
 * organization's vehicles that `vehicleIds` (a parenthesised list or subquery) selects; a vehicle
 * without approved lines is absent (0). Vehicle.sale and the sales report both read it.
 */
export function approvedReconCostSql(options: { organizationId: string; vehicleIds: SQL }): SQL {
  return sql`(select ${repairOrders.vehicleId} as vehicle_id, sum(${lineTotalSql})::float8 as recon_cents
    from ${repairOrderLines} join ${repairOrders} on ${repairOrders.id} = ${repairOrderLines.repairOrderId}
    where ${repairOrders.organizationId} = ${options.organizationId} and ${repairOrderLines.decision} = 'approved'
      and ${repairOrders.vehicleId} in ${options.vehicleIds}
    group by ${repairOrders.vehicleId})`;
}
