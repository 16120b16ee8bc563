import { and, eq, inArray, sql } from 'drizzle-orm';
import { buyerTypeOfStatus, type BuyerType } from '../../../src/shared/inventory/sale';
import { DISPOSED_STATUSES, todayIso, VEHICLE_LIMITS, isRealDate } from '../../../src/shared/inventory/vehicle';
import { frontEndGrossCents } from '../../../src/shared/reports/gross';
import type { Database } from '../../db/client';
import { users, vehicles, vehicleSales, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { approvedReconCostSql } from '../repair-spend';
import { queryRows } from '../query-rows';
import type { Viewer } from '../users/viewer';
import { actorName, findOwnVehicleRow, type HistoryActor } from './get-vehicle';
import { announceSale } from './partner-events';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from './scope';
import { touch } from './write-support';

/** A sale's facts as given (VehicleSaleInput). */
export type SaleInput = { salePriceCents: number; soldOn?: string | null };
/** A sale's facts once checked against the vehicle: a price and a day. */
export type CheckedSale = { salePriceCents: number; soldOn: string };

/** A vehicle's sale as stored, with its recon cost (never withheld here: `visibleSale` does that). */
export type VehicleSaleRecord = {
  vehicleId: string;
  buyerType: BuyerType;
  soldOn: string;
  salePriceCents: number | null;
  reconCostCents: number;
  recordedAt: Date;
  recordedBy: HistoryActor;
};

/** A sale as the viewer may see it: recon cost and gross withheld with the vehicle's cost. */
export type VisibleSale = Omit<VehicleSaleRecord, 'reconCostCents'> & {
  reconCostCents: number | null;
  frontEndGrossCents: number | null;
};

const isDisposed = (status: VehicleRow['status']) => DISPOSED_STATUSES.includes(status);

/** A sale input a person can act on: a price in range, a real day not in the future and not before the vehicle was acquired. */
export function checkSale(sale: SaleInput, options: { acquiredDate: string; today: string }): CheckedSale {
  const { salePriceCents } = sale;
  if (!Number.isInteger(salePriceCents) || salePriceCents < 0 || salePriceCents > VEHICLE_LIMITS.maxMoneyCents) {
    throw new AppError('BAD_USER_INPUT', 'Sale price must be a whole number of cents between 0 and $10,000,000.');
  }
  const soldOn = sale.soldOn ?? options.today;
  if (!isRealDate(soldOn)) throw new AppError('BAD_USER_INPUT', 'The sale day must be a date (YYYY-MM-DD).');
  if (soldOn > options.today)
    throw new AppError(
      'BAD_USER_INPUT',
      `The sale day ${soldOn} is in the future: give today (${options.today}) or an earlier day.`,
    );
  if (soldOn < options.acquiredDate) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The sale day ${soldOn} is before the vehicle was acquired (${options.acquiredDate}).`,
    );
  }
  return { salePriceCents, soldOn };
}

/**
 * Keeps a vehicle's sale row in step with the status it just took, in the transaction that moved
 * it (`before`: its row before the move, null for a new vehicle). Leaving the lot writes the sale
 * (price-less unless `sale` is given), changing between sold and wholesaled changes the buyer (the
 * price stays only when given again), coming back into stock removes it. `after.disposedOn` is
 * the sale's day.
 */
export async function followSale(options: {
  tx: Database;
  before: Pick<VehicleRow, 'status'> | null;
  after: VehicleRow;
  userId: string;
  sale?: CheckedSale | null;
}): Promise<void> {
  const { tx, before, after, userId, sale } = options;
  const buyerType = buyerTypeOfStatus(after.status);
  if (!buyerType) {
    if (before && isDisposed(before.status)) await tx.delete(vehicleSales).where(eq(vehicleSales.vehicleId, after.id));
    return;
  }
  if (before?.status === after.status && !sale) return;
  const values = {
    buyerType,
    soldOn: after.disposedOn!,
    salePriceCents: sale?.salePriceCents ?? null,
    recordedByUserId: userId,
    recordedAt: sql`now()`,
  };
  await tx
    .insert(vehicleSales)
    .values({ ...values, vehicleId: after.id, organizationId: after.organizationId })
    .onConflictDoUpdate({ target: vehicleSales.vehicleId, set: values });
  if (before?.status !== after.status)
    await announceSale(tx, after, { buyerType, soldOn: values.soldOn, salePriceCents: values.salePriceCents });
}

/**
 * Records or corrects the price and day of a vehicle already sold or wholesaled (CONFLICT
 * otherwise); the day becomes its `disposedOn`, so its age ends there.
 */
export async function recordVehicleSale(options: {
  db: Database;
  viewer: Viewer;
  vehicleId: string;
  sale: SaleInput;
  today?: string;
}): Promise<VisibleVehicle> {
  const { db, viewer, vehicleId } = options;
  const scope = inventoryScope(viewer);
  const today = options.today ?? todayIso();
  const row = await db.transaction(async (tx) => {
    const current = await findOwnVehicleRow(tx, scope.organizationId, vehicleId, { forUpdate: true });
    if (!isDisposed(current.status)) {
      throw new AppError(
        'CONFLICT',
        `Stock number ${current.stockNumber} is not sold or wholesaled: mark it sold first, with its sale.`,
      );
    }
    const sale = checkSale(options.sale, { acquiredDate: current.acquiredDate, today });
    const [updated] = await tx
      .update(vehicles)
      .set({ disposedOn: sale.soldOn, ...touch })
      .where(eq(vehicles.id, current.id))
      .returning();
    await followSale({ tx, before: current, after: updated!, userId: scope.userId, sale });
    return updated!;
  });
  return visibleVehicle(row, scope);
}

/**
 * Sales of vehicles with their recon cost. Unchecked: only for vehicles the caller has already
 * found in the viewer's organization (the graph's Vehicle.sale, batched).
 */
export async function unsafeListSales(options: {
  db: Database;
  organizationId: string;
  vehicleIds: readonly string[];
}): Promise<Map<string, VehicleSaleRecord>> {
  const { db, organizationId } = options;
  const ids = [...options.vehicleIds];
  if (ids.length === 0) return new Map();
  const [rows, recon] = await Promise.all([
    db
      .select({
        vehicleId: vehicleSales.vehicleId,
        buyerType: vehicleSales.buyerType,
        soldOn: vehicleSales.soldOn,
        salePriceCents: vehicleSales.salePriceCents,
        recordedAt: vehicleSales.recordedAt,
        recordedByUserId: vehicleSales.recordedByUserId,
        recordedByName: actorName,
      })
      .from(vehicleSales)
      .leftJoin(users, eq(users.id, vehicleSales.recordedByUserId))
      .where(and(eq(vehicleSales.organizationId, organizationId), inArray(vehicleSales.vehicleId, ids))),
    queryRows<{ vehicle_id: string; recon_cents: number }>(
      db,
      sql`select * from ${approvedReconCostSql({ organizationId, vehicleIds: sql`(select ${vehicleSales.vehicleId} from ${vehicleSales} where ${inArray(vehicleSales.vehicleId, ids)})` })} recon`,
    ),
  ]);
  const reconOf = new Map(recon.map((row) => [row.vehicle_id, Number(row.recon_cents)]));
  return new Map(
    rows.map(({ recordedByUserId, recordedByName, ...sale }) => [
      sale.vehicleId,
      {
        ...sale,
        reconCostCents: reconOf.get(sale.vehicleId) ?? 0,
        recordedBy: recordedByUserId && recordedByName ? { id: recordedByUserId, name: recordedByName } : null,
      },
    ]),
  );
}

/** The sale as the viewer sees its vehicle: with cost withheld, recon cost and gross are too. */
export function visibleSale(
  sale: VehicleSaleRecord,
  vehicle: Pick<VisibleVehicle, 'costCents' | 'costWithheld'>,
): VisibleSale {
  if (vehicle.costWithheld) return { ...sale, reconCostCents: null, frontEndGrossCents: null };
  return { ...sale, frontEndGrossCents: frontEndGrossCents({ ...sale, costCents: vehicle.costCents }) };
}
