import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ORGANIZATION_SETTINGS } from '../../src/shared/organization';
import { orderTotals, waitingCostCents } from '../../src/shared/recon/repair-order';
import { repairOrderWaiting, transportMoved, vehicleLead, vehicleName } from '../services/notifications/messages';
import { packetSharers } from '../services/notifications/recipients';
import type { Database } from './client';
import { marketplaceLeads, notifications, repairOrderLines, repairOrders, transportOrders, vehicles } from './schema';

type Seeded = typeof notifications.$inferInsert;

/**
 * Demo Motors' notifications (docs/notifications.md), made by the rules the product follows from
 * the demo's own records, so the bell is not empty on a first start: the owner (an approver) is
 * told of each repair order awaiting approval, the transport orders' creator of the ones picked up
 * or delivered (those already read), and whoever shared a car's packet of the newest leads on it.
 */
export async function seedDemoNotifications(db: Database, organizationId: string, ownerUserId: string) {
  const now = new Date();
  const rows: Seeded[] = [];
  const base = { organizationId, inApp: true, shell: true, emailPending: false };

  const waiting = await db
    .select({ order: repairOrders, vehicle: vehicles })
    .from(repairOrders)
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .where(and(eq(repairOrders.organizationId, organizationId), eq(repairOrders.status, 'awaiting_approval')));
  const perDay = ORGANIZATION_SETTINGS.holding_cost_per_day_cents.defaultValue as number;
  for (const { order, vehicle } of waiting) {
    const lines = await db.select().from(repairOrderLines).where(eq(repairOrderLines.repairOrderId, order.id));
    const submittedAt = lines.find((line) => line.submittedAt)?.submittedAt ?? order.updatedAt;
    const cost = lines.reduce(
      (sum, line) =>
        line.decision === 'pending' && line.submittedAt ? sum + waitingCostCents(line.submittedAt, now, perDay) : sum,
      0,
    );
    rows.push({
      ...base,
      recipientUserId: ownerUserId,
      kind: 'repair_order_waiting',
      subjectType: 'repair_order',
      subjectId: order.id,
      dedupeKey: `repair_order_waiting:${order.id}:${order.revision}`,
      url: '/ro-approval',
      createdAt: submittedAt,
      ...repairOrderWaiting({
        vehicle,
        pendingCents: orderTotals(lines).pendingCents,
        waitingCostCents: cost,
        holdingCostPerDayCents: perDay,
      }),
    });
  }

  const moved = await db
    .select({ order: transportOrders, vehicle: vehicles })
    .from(transportOrders)
    .leftJoin(vehicles, eq(vehicles.id, transportOrders.vehicleId))
    .where(
      and(
        eq(transportOrders.organizationId, organizationId),
        inArray(transportOrders.state, ['picked_up', 'delivered']),
        isNotNull(transportOrders.createdByUserId),
      ),
    );
  for (const { order, vehicle } of moved) {
    const to = order.state as 'picked_up' | 'delivered';
    rows.push({
      ...base,
      shell: false,
      recipientUserId: order.createdByUserId!,
      kind: 'transport_moved',
      subjectType: 'transport_order',
      subjectId: order.id,
      dedupeKey: `transport_moved:${order.id}:${to}`,
      url: `/transportation?order=${order.id}`,
      createdAt: order.stateChangedAt,
      readAt: order.stateChangedAt,
      ...transportMoved({ what: vehicle ? vehicleName(vehicle) : `car ${order.vin ?? ''}`.trim(), to }),
    });
  }

  const leads = await db
    .select({ lead: marketplaceLeads, vehicle: vehicles })
    .from(marketplaceLeads)
    .innerJoin(vehicles, eq(vehicles.id, marketplaceLeads.vehicleId))
    .where(eq(marketplaceLeads.organizationId, organizationId))
    .orderBy(desc(marketplaceLeads.receivedAt))
    .limit(5);
  for (const { lead, vehicle } of leads) {
    for (const sharer of await packetSharers(db, vehicle.id)) {
      rows.push({
        ...base,
        recipientUserId: sharer,
        kind: 'vehicle_lead',
        subjectType: 'vehicle',
        subjectId: vehicle.id,
        dedupeKey: `vehicle_lead:${lead.id}`,
        url: '/inventory/leads',
        createdAt: lead.receivedAt,
        ...vehicleLead({
          vehicle,
          customerName: lead.customerName,
          source: lead.salesPacketLinkId ? 'sales_packet' : 'marketplace',
        }),
      });
    }
  }
  if (rows.length > 0) await db.insert(notifications).values(rows).onConflictDoNothing();
}
