import { and, eq, sql } from 'drizzle-orm';
import { canSeeVehicleCost, IN_STOCK_STATUSES, todayIso } from '../../../src/shared/inventory/vehicle';
import {
  INVENTORY_REQUEST_RULES,
  TRANSFER_PRICE_MAX_CENTS,
  moveProblem,
  type InventoryRequestMove,
} from '../../../src/shared/inventory-requests/states';
import { inventoryRequests, vehicles, type InventoryRequestRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';
import { toAccessUser } from '../users/viewer';
import { auditBothRooftops } from './audit';
import { requestText } from './create';
import { transferVehicle } from './receive';
import { NOT_FOUND_MESSAGE, findInventoryRequest, visibleTo, type Options } from './records';

/** What a move may carry: a transfer price (accept), a reason (decline), a note (ship), a stock number (receive). */
export type MoveDetails = {
  transferPriceCents?: number | null;
  reason?: string | null;
  note?: string | null;
  stockNumber?: string | null;
};

/** The request's columns a move writes beside its state, checked before anything is read. */
function detailsOf(move: InventoryRequestMove, details: MoveDetails, options: Options): Partial<InventoryRequestRow> {
  if (move === 'accept') {
    const price = details.transferPriceCents ?? null;
    if (price === null) return {};
    if (!Number.isInteger(price) || price < 0 || price > TRANSFER_PRICE_MAX_CENTS)
      throw new AppError('BAD_USER_INPUT', 'A transfer price is a whole number of cents between 0 and $10,000,000.');
    // It is the requester's cost and this rooftop's sale price: set by those who may see cost.
    if (!canSeeVehicleCost(toAccessUser(options.viewer)))
      throw new AppError(
        'FORBIDDEN',
        'Your organization hides vehicle cost from everyone but owners: an owner sets the transfer price.',
      );
    return { transferPriceCents: price };
  }
  if (move === 'decline') {
    const reason = requestText(details.reason, 'The reason');
    if (!reason)
      throw new AppError('BAD_USER_INPUT', 'Say why the request is declined: the requesting rooftop reads it.');
    return { declineReason: reason };
  }
  if (move === 'ship') return { shippingNote: requestText(details.note, 'The shipping note') };
  return {};
}

/** Moves that need the vehicle still in the source's stock: it cannot be promised, sent or received once gone. */
const NEEDS_STOCK: readonly InventoryRequestMove[] = ['accept', 'ship', 'receive'];

/**
 * Moves a request of the viewer's organization on (src/shared/inventory-requests/states.ts): out of
 * order is CONFLICT, the other rooftop's move FORBIDDEN, another organization's request NOT_FOUND,
 * and any of these changes nothing. Receiving moves the vehicle between the two inventories in the
 * same transaction (receive.ts). Each move is audited in both organizations' logs.
 */
export async function moveInventoryRequest({
  db,
  viewer,
  id,
  move,
  today,
  ...details
}: Options & MoveDetails & { id: string; move: InventoryRequestMove; today?: string }) {
  const changes = detailsOf(move, details, { db, viewer });
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(inventoryRequests)
      .where(and(eq(inventoryRequests.id, id), visibleTo(viewer.organization.id)))
      .for('update');
    if (!request) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const side = request.requesterOrganizationId === viewer.organization.id ? 'requester' : 'source';
    const problem = moveProblem(request.state, move, side);
    if (problem) throw new AppError(problem.code, problem.message);
    const to = INVENTORY_REQUEST_RULES[move].to;
    if (NEEDS_STOCK.includes(move)) {
      const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, request.vehicleId)).for('update');
      if (!vehicle || !IN_STOCK_STATUSES.includes(vehicle.status)) {
        const way = side === 'source' ? 'decline the request' : 'cancel the request';
        throw new AppError(
          'CONFLICT',
          `The vehicle is no longer in stock at the rooftop holding it (${vehicle?.status.replace('_', ' ') ?? 'removed'}): ${move === 'receive' ? 'ask them what happened' : way}.`,
        );
      }
      if (move === 'receive') {
        changes.receivedVehicleId = await transferVehicle({
          tx,
          viewer,
          request,
          vehicle,
          stockNumber: details.stockNumber,
          today: today ?? todayIso(),
        });
      }
    }
    await tx
      .update(inventoryRequests)
      .set({ ...changes, state: to, stateChangedAt: sql`now()` })
      .where(eq(inventoryRequests.id, id));
    await auditBothRooftops({
      tx,
      viewer,
      request,
      action: `inventory_request.${to}`,
      before: { state: request.state },
      after: { state: to, ...changes },
    });
  });
  return findInventoryRequest({ db, viewer, id });
}
