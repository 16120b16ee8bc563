import { and, eq } from 'drizzle-orm';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { checkVin } from '../../../src/shared/inventory/vin';
import { transportOrders, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import { day, distance, priceCents, text, zip } from './fields';
import { getTransportOrder, type Options, type TransportOrderRecord } from './records';

export type TransportOrderInput = {
  vehicleId?: string | null;
  vin?: string | null;
  pickupAddress: string;
  pickupZip: string;
  deliveryAddress: string;
  deliveryZip: string;
  pickupWindowStart: string;
  pickupWindowEnd: string;
  priceCents?: number | null;
  distanceMiles?: number | null;
  auctionName?: string | null;
  purchasedOn?: string | null;
  titleAbsent?: boolean | null;
};

/** The vehicle and VIN an order moves: a vehicle of the organization, or a VIN (linked to the vehicle when it is in stock). */
async function vehicleOf(
  { db, viewer }: Options,
  input: TransportOrderInput,
): Promise<{ vehicleId: string | null; vin: string }> {
  if (input.vehicleId) {
    const vehicle = await findOwnVehicleRow(db, viewer.organization.id, input.vehicleId);
    return { vehicleId: vehicle.id, vin: vehicle.vin };
  }
  const check = checkVin(input.vin ?? '');
  if (!check.valid)
    throw new AppError('BAD_USER_INPUT', `${check.message} Give a vehicle of your inventory or a 17-character VIN.`);
  const [stocked] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, viewer.organization.id), eq(vehicles.vin, check.vin)));
  return { vehicleId: stocked?.id ?? null, vin: check.vin };
}

export async function createTransportOrder({
  db,
  viewer,
  input,
}: Options & { input: TransportOrderInput }): Promise<TransportOrderRecord> {
  const pickupZip = zip(input.pickupZip, 'The pickup ZIP');
  const deliveryZip = zip(input.deliveryZip, 'The delivery ZIP');
  const start = day(input.pickupWindowStart, 'The pickup window start');
  const end = day(input.pickupWindowEnd, 'The pickup window end');
  if (!start || !end) throw new AppError('BAD_USER_INPUT', 'The pickup window needs a first and a last day.');
  if (end < start)
    throw new AppError(
      'BAD_USER_INPUT',
      `The pickup window ends (${end}) before it starts (${start}): choose a last day on or after the first.`,
    );
  const purchasedOn = day(input.purchasedOn, 'The purchase date');
  const orderedOn = todayIso();
  if (purchasedOn && purchasedOn > orderedOn)
    throw new AppError('BAD_USER_INPUT', `The purchase date ${purchasedOn} is in the future.`);
  const { miles, estimated } = distance(input.distanceMiles, pickupZip, deliveryZip);
  const values = {
    organizationId: viewer.organization.id,
    ...(await vehicleOf({ db, viewer }, input)),
    pickupAddress: text(input.pickupAddress, 'The pickup address', { min: 5, max: 300 })!,
    pickupZip,
    deliveryAddress: text(input.deliveryAddress, 'The delivery address', { min: 5, max: 300 })!,
    deliveryZip,
    pickupWindowStart: start,
    pickupWindowEnd: end,
    priceCents: priceCents(input.priceCents),
    distanceMiles: miles,
    distanceEstimated: estimated,
    auctionName: text(input.auctionName, 'The auction name', { max: 100 }),
    purchasedOn,
    // Only an auction purchase has a title window.
    titleAbsent: purchasedOn ? Boolean(input.titleAbsent) : false,
    orderedOn,
    createdByUserId: viewer.user.id,
  };
  const id = await db.transaction(async (tx) => {
    const [order] = await tx.insert(transportOrders).values(values).returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'transport_order.created',
      targetType: 'transport_order',
      targetId: order!.id,
      after: { vin: order!.vin, state: order!.state },
    });
    return order!.id;
  });
  return getTransportOrder({ db, viewer, id });
}
