import { and, eq, inArray } from 'drizzle-orm';
import { IN_STOCK_STATUSES } from '../../../src/shared/inventory/vehicle';
import {
  INVENTORY_REQUEST_TEXT_MAX,
  OPEN_INVENTORY_REQUEST_STATES,
} from '../../../src/shared/inventory-requests/states';
import { inventoryRequests, organizations, vehicles } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { violatedUniqueIndex } from '../inventory/write-support';
import { auditBothRooftops } from './audit';
import { takesPart } from './participation';
import { findInventoryRequest, type Options } from './records';

const NOT_IN_GROUP_STOCK = 'No vehicle with this id in your dealer group’s stock.';

/** A person's text: trimmed, at most 500 characters; null when empty. */
export function requestText(text: string | null | undefined, name: string): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed.length > INVENTORY_REQUEST_TEXT_MAX)
    throw new AppError('BAD_USER_INPUT', `${name} must be at most ${INVENTORY_REQUEST_TEXT_MAX} characters.`);
  return trimmed || null;
}

/**
 * Asks another rooftop of the viewer's dealer group for one of its vehicles. A vehicle outside the
 * group's stock (another group's, a rooftop that takes no part, an unknown id) is NOT_FOUND; one no
 * longer in stock, already in an open request, or whose VIN the requester already holds is CONFLICT.
 */
export async function requestInventory({
  db,
  viewer,
  input,
}: Options & { input: { vehicleId: string; note?: string | null } }) {
  const note = requestText(input.note, 'The note');
  if (!isUuid(input.vehicleId)) throw new AppError('NOT_FOUND', NOT_IN_GROUP_STOCK);
  const groupId = viewer.organization.dealerGroupId;
  try {
    const id = await db.transaction(async (tx) => {
      const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, input.vehicleId)).for('update');
      if (vehicle?.organizationId === viewer.organization.id)
        throw new AppError(
          'BAD_USER_INPUT',
          `Stock number ${vehicle.stockNumber} is your own vehicle: request vehicles of the other rooftops of your group.`,
        );
      const [rooftop] =
        vehicle && groupId
          ? await tx
              .select({ name: organizations.name })
              .from(organizations)
              .where(
                and(
                  eq(organizations.id, vehicle.organizationId),
                  eq(organizations.dealerGroupId, groupId),
                  takesPart(tx),
                ),
              )
          : [];
      if (!vehicle || !rooftop) throw new AppError('NOT_FOUND', NOT_IN_GROUP_STOCK);
      if (!IN_STOCK_STATUSES.includes(vehicle.status))
        throw new AppError(
          'CONFLICT',
          `This vehicle is no longer in stock at ${rooftop.name} (it is ${vehicle.status.replace('_', ' ')}).`,
        );
      const [open] = await tx
        .select({ id: inventoryRequests.id })
        .from(inventoryRequests)
        .where(
          and(
            eq(inventoryRequests.vehicleId, vehicle.id),
            inArray(inventoryRequests.state, [...OPEN_INVENTORY_REQUEST_STATES]),
          ),
        );
      if (open)
        throw new AppError(
          'CONFLICT',
          'This vehicle is already requested: it leaves group stock until that request is declined, canceled or received.',
        );
      const [held] = await tx
        .select({ stockNumber: vehicles.stockNumber })
        .from(vehicles)
        .where(and(eq(vehicles.organizationId, viewer.organization.id), eq(vehicles.vin, vehicle.vin)));
      if (held)
        throw new AppError(
          'CONFLICT',
          `Your inventory already holds this vehicle's VIN (stock number ${held.stockNumber}).`,
        );
      const [row] = await tx
        .insert(inventoryRequests)
        .values({
          requesterOrganizationId: viewer.organization.id,
          sourceOrganizationId: vehicle.organizationId,
          vehicleId: vehicle.id,
          note,
          requestedByUserId: viewer.user.id,
        })
        .returning();
      await auditBothRooftops({
        tx,
        viewer,
        request: row!,
        action: 'inventory_request.requested',
        after: { state: 'requested', vehicleId: vehicle.id, note },
      });
      return row!.id;
    });
    return findInventoryRequest({ db, viewer, id });
  } catch (error) {
    // Two requests for one vehicle at once: the open-request index lets one through.
    if (violatedUniqueIndex(error))
      throw new AppError('CONFLICT', 'This vehicle was requested a moment ago by another rooftop.');
    throw error;
  }
}
