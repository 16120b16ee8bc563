import { and, eq, isNotNull } from 'drizzle-orm';
import type { OccurredEvent } from '../../../src/shared/events/catalogue';
import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import { orderTotals, waitingCostCents } from '../../../src/shared/recon/repair-order';
import type { Database } from '../../db/client';
import {
  appraisals,
  marketplaceLeads,
  organizations,
  reconVehicles,
  repairOrderLines,
  repairOrders,
  transportOrders,
  vehicles,
} from '../../db/schema';
import { on } from '../domain-events';
import { notify } from './create';
import { appraisalWaiting, repairOrderWaiting, transportMoved, vehicleLead, vehicleName } from './messages';
import { membersWhoMay, packetSharers } from './recipients';

type Change = { tx: Database; event: OccurredEvent };

const vehicleOf = async (tx: Database, id: string) => (await tx.select().from(vehicles).where(eq(vehicles.id, id)))[0];

/** The approvers (whoever may decide repair orders in the organization, not the submitter) hear an order waits. */
async function repairOrderSubmitted({ tx, event }: Change, repairOrderId: string) {
  const [order] = await tx.select().from(repairOrders).where(eq(repairOrders.id, repairOrderId));
  if (!order || order.status !== 'awaiting_approval') return;
  // One statement at a time: a transaction's connection runs them in turn.
  const lines = await tx.select().from(repairOrderLines).where(eq(repairOrderLines.repairOrderId, order.id));
  const vehicle = await vehicleOf(tx, order.vehicleId);
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, order.organizationId));
  if (!vehicle || !organization) return;
  const stored = checkOrganizationSetting(
    'holding_cost_per_day_cents',
    organization.settings.holding_cost_per_day_cents,
  );
  const perDay = (stored.ok ? stored.value : ORGANIZATION_SETTINGS.holding_cost_per_day_cents.defaultValue) as number;
  const now = new Date();
  const waiting = lines.reduce(
    (sum, line) =>
      line.decision === 'pending' && line.submittedAt ? sum + waitingCostCents(line.submittedAt, now, perDay) : sum,
    0,
  );
  await notify({
    tx,
    organizationId: event.organizationId,
    recipientUserIds: await membersWhoMay({
      db: tx,
      organizationId: event.organizationId,
      operation: 'approveRepairOrders',
      except: event.actorId ?? undefined,
    }),
    kind: 'repair_order_waiting',
    subjectType: 'repair_order',
    subjectId: order.id,
    occasion: `${order.id}:${order.revision}`,
    url: '/ro-approval',
    ...repairOrderWaiting({
      vehicle,
      pendingCents: orderTotals(lines).pendingCents,
      waitingCostCents: waiting,
      holdingCostPerDayCents: perDay,
    }),
  });
}

/** The car's recon assignee and whoever shared its packet hear of a lead on it. */
async function leadCreated({ tx, event }: Change, leadId: string) {
  const [lead] = await tx.select().from(marketplaceLeads).where(eq(marketplaceLeads.id, leadId));
  const vehicle = lead && (await vehicleOf(tx, lead.vehicleId));
  if (!lead || !vehicle) return;
  const assigned = await tx
    .select({ id: reconVehicles.assigneeUserId })
    .from(reconVehicles)
    .where(and(eq(reconVehicles.vehicleId, vehicle.id), isNotNull(reconVehicles.assigneeUserId)));
  const sharers = await packetSharers(tx, vehicle.id);
  await notify({
    tx,
    organizationId: event.organizationId,
    recipientUserIds: [...assigned.map((row) => row.id!), ...sharers],
    kind: 'vehicle_lead',
    subjectType: 'vehicle',
    subjectId: vehicle.id,
    occasion: lead.id,
    url: '/inventory/leads',
    ...vehicleLead({
      vehicle,
      customerName: lead.customerName,
      source: lead.salesPacketLinkId ? 'sales_packet' : 'marketplace',
    }),
  });
}

/** The order's creator hears it was picked up or delivered (unless they moved it themselves). */
async function transportChanged({ tx, event }: Change, orderId: string, to: string) {
  if (to !== 'picked_up' && to !== 'delivered') return;
  const [order] = await tx.select().from(transportOrders).where(eq(transportOrders.id, orderId));
  if (!order?.createdByUserId || order.createdByUserId === event.actorId) return;
  const vehicle = order.vehicleId ? await vehicleOf(tx, order.vehicleId) : undefined;
  await notify({
    tx,
    organizationId: event.organizationId,
    recipientUserIds: [order.createdByUserId],
    kind: 'transport_moved',
    subjectType: 'transport_order',
    subjectId: order.id,
    occasion: `${order.id}:${to}`,
    url: `/transportation?order=${order.id}`,
    ...transportMoved({ what: vehicle ? vehicleName(vehicle) : `car ${order.vin ?? ''}`.trim(), to }),
  });
}

/**
 * An offered appraisal waits for a manager to close it (won or lost): whoever may change
 * appraisals hears of it, but not whoever made the offer.
 */
async function appraisalOffered({ tx, event }: Change, appraisalId: string, offerCents: number) {
  const [appraisal] = await tx.select().from(appraisals).where(eq(appraisals.id, appraisalId));
  if (!appraisal) return;
  await notify({
    tx,
    organizationId: event.organizationId,
    recipientUserIds: await membersWhoMay({
      db: tx,
      organizationId: event.organizationId,
      operation: 'changeAppraisals',
      except: event.actorId ?? undefined,
    }),
    kind: 'appraisal_waiting',
    subjectType: 'appraisal',
    subjectId: appraisal.id,
    occasion: appraisal.id,
    url: `/appraisals/${appraisal.id}`,
    ...appraisalWaiting({ vehicle: appraisal, offerCents }),
  });
}

/** Tells the people a change concerns, in the change's transaction (docs/notifications.md). */
export async function notifyOfEvent(change: Change): Promise<void> {
  const { event } = change;
  switch (event.type) {
    case 'repair_order.submitted':
      return repairOrderSubmitted(change, event.data.repairOrderId);
    case 'lead.created':
      return leadCreated(change, event.data.leadId);
    case 'transport.state_changed':
      return transportChanged(change, event.data.transportOrderId, event.data.to);
    case 'appraisal.offered':
      return appraisalOffered(change, event.data.appraisalId, event.data.offerCents);
    default:
      return;
  }
}

on('event.occurred', notifyOfEvent);
