import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, vehicles, type InventoryRequestRow, type VehicleRow } from '../../db/schema';
import { AppError } from '../../errors';
import { moveToStatus } from '../inventory/change-vehicle';
import { createVehicle } from '../inventory/create-vehicle';
import { nextStockNumber, touch } from '../inventory/write-support';
import type { Viewer } from '../users/viewer';

const STOCK_NUMBER_MAX = 40;

/**
 * The vehicle changes rooftops, inside the receiving move's transaction (docs/sourcing.md): it enters
 * the requester's inventory through inventory's own create (incoming, acquired today, so it enters
 * the first recon stage with its status history), its cost the transfer price, and leaves the
 * source's as wholesaled with a sale at the transfer price (price-less without one). Resolves to the
 * new vehicle's id. A VIN or stock number the requester already holds is CONFLICT, and nothing moves.
 */
export async function transferVehicle(options: {
  tx: Database;
  viewer: Viewer;
  request: InventoryRequestRow;
  vehicle: VehicleRow;
  stockNumber?: string | null;
  today: string;
}): Promise<string> {
  const { tx, viewer, request, vehicle, today } = options;
  const wanted = options.stockNumber?.trim();
  if (wanted !== undefined && (wanted.length === 0 || wanted.length > STOCK_NUMBER_MAX)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `A stock number has 1 to ${STOCK_NUMBER_MAX} characters; leave it out for the next free one.`,
    );
  }
  const [[source], [requester]] = await Promise.all([
    tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, request.sourceOrganizationId)),
    tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, request.requesterOrganizationId)),
  ]);
  const stockNumber = wanted ?? (await nextStockNumber(tx, viewer.organization.id, 'G'));
  const received = await createVehicle({
    db: tx,
    viewer,
    today,
    // The VIN was checked when the source stocked it; one from outside North America may lack a check digit.
    acceptCheckDigitMismatch: true,
    input: {
      vin: vehicle.vin,
      stockNumber,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      bodyStyle: vehicle.bodyStyle,
      exteriorColor: vehicle.exteriorColor,
      interiorColor: vehicle.interiorColor,
      mileage: vehicle.mileage,
      acquisitionSource: 'purchase',
      acquiredDate: today,
      status: 'incoming',
      notes: `Transferred from ${source!.name} (inventory request).`,
    },
  });
  // The agreed price is the requester's cost whoever records the arrival: it was agreed, not typed here.
  if (request.transferPriceCents !== null) {
    await tx
      .update(vehicles)
      .set({ costCents: request.transferPriceCents, ...touch })
      .where(eq(vehicles.id, received.id));
  }
  // Sold today; a car the source stocked "tomorrow" (UTC, the day of slack inventory allows) on that day.
  const soldOn = vehicle.acquiredDate > today ? vehicle.acquiredDate : today;
  await moveToStatus({
    tx,
    current: vehicle,
    status: 'wholesaled',
    note: `Transferred to ${requester!.name} (inventory request).`,
    userId: viewer.user.id,
    today: soldOn,
    sale: request.transferPriceCents === null ? null : { salePriceCents: request.transferPriceCents, soldOn },
  });
  return received.id;
}
