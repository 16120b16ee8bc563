import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { todayIso } from '../../../src/shared/inventory/vehicle';
import { agingSince } from '../../../src/shared/needs-attention/rules';
import { daysLateAtRiskCents } from '../../../src/shared/needs-attention/money';
import {
  PICKUP_BUSINESS_DAYS,
  TITLE_BUSINESS_DAYS,
  pickupDueOn,
  titleDueOn,
} from '../../../src/shared/transport/deadlines';
import { transportOrders, users } from '../../db/schema';
import { actorName } from '../inventory/get-vehicle';
import { actor, item, type ComputedItem, type RuleInput } from './item';

/** Requested or assigned transport orders past their pickup day (five business days), for whoever ordered them. */
export async function transportNotPickedUp({ db, viewer, perDayCents, now }: RuleInput): Promise<ComputedItem[]> {
  const today = todayIso(now);
  const rows = await db
    .select({ order: transportOrders, ordererName: actorName })
    .from(transportOrders)
    .leftJoin(users, eq(users.id, transportOrders.createdByUserId))
    .where(
      and(
        eq(transportOrders.organizationId, viewer.organization.id),
        inArray(transportOrders.state, ['requested', 'assigned']),
      ),
    );
  return rows.flatMap(({ order, ordererName }) => {
    const dueOn = pickupDueOn({
      orderedOn: order.orderedOn,
      purchasedOn: order.purchasedOn,
      titleAbsent: order.titleAbsent,
    });
    if (today <= dueOn) return [];
    return [
      item('transport_not_picked_up', {
        keyParts: [order.id],
        values: {
          vin: order.vin,
          dueOn,
          days: PICKUP_BUSINESS_DAYS,
          from: order.purchasedOn ? 'auction purchase' : 'order',
        },
        since: agingSince(dueOn, 1),
        assignee: actor(order.createdByUserId, ordererName),
        path: `/transportation?order=${order.id}`,
        vehicleId: order.vehicleId,
        moneyAtRiskCents: daysLateAtRiskCents(dueOn, today, perDayCents),
      }),
    ];
  });
}

/**
 * Auction purchases whose title has not arrived by its day (5 business days with the deal, 21 when
 * absent), for whoever ordered the transport: the car cannot be retailed without it.
 */
export async function transportTitleOverdue({ db, viewer, perDayCents, now }: RuleInput): Promise<ComputedItem[]> {
  const today = todayIso(now);
  const rows = await db
    .select({ order: transportOrders, ordererName: actorName })
    .from(transportOrders)
    .leftJoin(users, eq(users.id, transportOrders.createdByUserId))
    .where(
      and(
        eq(transportOrders.organizationId, viewer.organization.id),
        ne(transportOrders.state, 'cancelled'),
        isNotNull(transportOrders.purchasedOn),
        isNull(transportOrders.titleReceivedOn),
      ),
    );
  return rows.flatMap(({ order, ordererName }) => {
    const dueOn = titleDueOn({
      orderedOn: order.orderedOn,
      purchasedOn: order.purchasedOn,
      titleAbsent: order.titleAbsent,
    });
    if (!dueOn || today <= dueOn) return [];
    return [
      item('transport_title_overdue', {
        keyParts: [order.id],
        values: {
          vin: order.vin,
          dueOn,
          days: order.titleAbsent ? TITLE_BUSINESS_DAYS.absent : TITLE_BUSINESS_DAYS.withDeal,
        },
        since: agingSince(dueOn, 1),
        assignee: actor(order.createdByUserId, ordererName),
        path: `/transportation?order=${order.id}`,
        vehicleId: order.vehicleId,
        moneyAtRiskCents: daysLateAtRiskCents(dueOn, today, perDayCents),
      }),
    ];
  });
}
