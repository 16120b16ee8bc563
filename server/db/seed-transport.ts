// Demo Motors' transport orders (issue 20): one in each state, stocked vehicles and auction
// purchases, with the bill of lading signed where the order has got that far. Dates are relative to
// the day the seed runs; none is past its pickup deadline, so the demo's attention queue stays as
// the other areas make it.
import { and, eq, inArray } from 'drizzle-orm';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import type { Database } from './client';
import { billOfLadingInspections, transportOrders, vehicles } from './schema';

const AUCTION = {
  auctionName: 'Dallas Auto Auction',
  pickupAddress: '5333 W Kiest Blvd, Dallas, TX',
  pickupZip: '75236',
};
const LOT = { deliveryAddress: '1 Demo Motors Plaza, Austin, TX', deliveryZip: '78704' };
const CARRIER = { carrierName: 'Lone Star Car Haulers', carrierMcDot: 'MC 784512', carrierContact: '(512) 555-0148' };

export async function seedDemoTransport(db: Database, organizationId: string, userId: string): Promise<void> {
  const today = todayIso();
  const stocked = await db
    .select({ id: vehicles.id, vin: vehicles.vin, status: vehicles.status })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.status, ['incoming', 'in_recon'])))
    .limit(3);
  const [incoming, inTransit, received] = stocked;
  const base = {
    organizationId,
    createdByUserId: userId,
    ...LOT,
    pickupWindowStart: today,
    pickupWindowEnd: shiftDate(today, -3),
    distanceMiles: 195,
    distanceEstimated: true,
  };
  const orders = await db
    .insert(transportOrders)
    .values([
      {
        ...base,
        ...AUCTION,
        vin: withCheckDigit('1HGCV1F30PA000101'),
        purchasedOn: today,
        orderedOn: today,
        priceCents: 24_500,
      },
      {
        ...base,
        ...AUCTION,
        ...CARRIER,
        vehicleId: incoming?.id ?? null,
        vin: incoming?.vin ?? withCheckDigit('2T1BURHE0KC000102'),
        orderedOn: shiftDate(today, 1),
        state: 'assigned',
        priceCents: 22_500,
      },
      {
        ...base,
        ...AUCTION,
        ...CARRIER,
        vehicleId: inTransit?.id ?? null,
        vin: inTransit?.vin ?? withCheckDigit('1FMCU9GD0KU000103'),
        orderedOn: shiftDate(today, 2),
        state: 'picked_up',
        priceCents: 23_000,
      },
      {
        ...base,
        ...AUCTION,
        ...CARRIER,
        vehicleId: received?.id ?? null,
        vin: received?.vin ?? withCheckDigit('3GNAXKEV0NL000104'),
        orderedOn: shiftDate(today, 12),
        state: 'delivered',
        priceCents: 21_000,
      },
      {
        ...base,
        ...AUCTION,
        ...CARRIER,
        vin: withCheckDigit('5NPE34AF0JH000105'),
        purchasedOn: shiftDate(today, 35),
        titleAbsent: true,
        orderedOn: shiftDate(today, 35),
        state: 'delivered',
        pickupAddress: '2525 E Camelback Rd, Phoenix, AZ',
        pickupZip: '85016',
        distanceMiles: 1010,
        priceCents: 76_000,
      },
      {
        ...base,
        vin: withCheckDigit('1C4RJFBG0LC000106'),
        pickupAddress: '400 Trade-in Ln, San Antonio, TX',
        pickupZip: '78205',
        distanceMiles: 96,
        orderedOn: shiftDate(today, 4),
        state: 'cancelled',
      },
    ])
    .returning({ id: transportOrders.id, state: transportOrders.state });
  const signed = (
    orderId: string,
    stage: 'pickup' | 'delivery',
    daysAgo: number,
    notes: string | null,
    damages: { panel: 'rear_bumper' | 'left_front_door'; kind: 'scratch' | 'dent' }[],
  ) => ({
    orderId,
    stage,
    notes,
    damages,
    signerName: stage === 'pickup' ? 'Marco Ruiz (driver)' : 'Devon Park',
    signedAt: new Date(Date.parse(`${shiftDate(today, daysAgo)}T15:00:00Z`)),
    recordedByUserId: userId,
  });
  const inspections = orders.flatMap((order) => {
    if (order.state === 'picked_up')
      return [
        signed(order.id, 'pickup', 1, 'Light scratch on the rear bumper.', [{ panel: 'rear_bumper', kind: 'scratch' }]),
      ];
    if (order.state !== 'delivered') return [];
    return [
      signed(order.id, 'pickup', 9, null, []),
      signed(order.id, 'delivery', 8, 'Small dent found on the driver door at delivery.', [
        { panel: 'left_front_door', kind: 'dent' },
      ]),
    ];
  });
  await db.insert(billOfLadingInspections).values(inspections);
}
