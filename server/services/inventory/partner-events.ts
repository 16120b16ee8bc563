import type { VehicleSnapshot } from '../../../src/shared/events/catalogue';
import type { Database } from '../../db/client';
import type { VehicleRow } from '../../db/schema';
import { emit } from '../domain-events';

/** A vehicle as its events carry it (docs/webhooks.md); the feed withholds cost from who may not see it. */
export const vehicleSnapshot = (row: VehicleRow): VehicleSnapshot => ({
  id: row.id,
  vin: row.vin,
  stockNumber: row.stockNumber,
  year: row.year,
  make: row.make,
  model: row.model,
  trim: row.trim,
  mileage: row.mileage,
  status: row.status,
  listPriceCents: row.listPriceCents,
  costCents: row.costCents,
  costWithheld: false,
});

/** `vehicle.created`, or `vehicle.updated` with the fields that changed, in the writer's transaction. */
export async function announceVehicle(
  tx: Database,
  row: VehicleRow,
  changedFields: string[] | null = null,
): Promise<void> {
  const subject = { organizationId: row.organizationId, subject: 'vehicle', subjectId: row.id } as const;
  const vehicle = vehicleSnapshot(row);
  await emit('event.occurred', {
    tx,
    event: changedFields
      ? { ...subject, type: 'vehicle.updated', data: { vehicle, changedFields } }
      : { ...subject, type: 'vehicle.created', data: { vehicle } },
  });
}

/** `vehicle.priced`: a list price changed on a vehicle already in stock. */
export async function announcePrice(
  tx: Database,
  row: VehicleRow,
  change: { fromCents: number | null; toCents: number | null; reason: string | null },
): Promise<void> {
  await emit('event.occurred', {
    tx,
    event: {
      organizationId: row.organizationId,
      type: 'vehicle.priced',
      subject: 'vehicle',
      subjectId: row.id,
      data: { vehicleId: row.id, ...change },
    },
  });
}

/** `vehicle.status_changed`, and `vehicle.sold` when it left stock with a sale (sold or wholesaled). */
export async function announceStatus(
  tx: Database,
  row: VehicleRow,
  change: { from: string; to: string; note: string | null },
): Promise<void> {
  await emit('event.occurred', {
    tx,
    event: {
      organizationId: row.organizationId,
      type: 'vehicle.status_changed',
      subject: 'vehicle',
      subjectId: row.id,
      data: { vehicleId: row.id, ...change },
    },
  });
}

export async function announceSale(
  tx: Database,
  row: VehicleRow,
  sale: { buyerType: string; soldOn: string; salePriceCents: number | null },
): Promise<void> {
  await emit('event.occurred', {
    tx,
    event: {
      organizationId: row.organizationId,
      type: 'vehicle.sold',
      subject: 'vehicle',
      subjectId: row.id,
      data: { vehicleId: row.id, ...sale },
    },
  });
}
