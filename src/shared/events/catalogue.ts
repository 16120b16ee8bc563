import type { Operation } from '../access/operations';

/**
 * The organization's event log (docs/webhooks.md): what a partner may follow, by name, with the
 * shape of each event's `data`. The feed (`Query.events`) and webhooks send exactly these; the
 * settings screen offers these names. Money is integer cents; ids are the graph's ids.
 */
export type VehicleSnapshot = {
  id: string;
  vin: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  status: string;
  listPriceCents: number | null;
  /** Null, with `costWithheld` true, for a reader who may not see cost (src/shared/inventory/vehicle.ts). */
  costCents: number | null;
  costWithheld: boolean;
};

export type EventData = {
  'vehicle.created': { vehicle: VehicleSnapshot };
  'vehicle.updated': { vehicle: VehicleSnapshot; changedFields: string[] };
  'vehicle.priced': { vehicleId: string; fromCents: number | null; toCents: number | null; reason: string | null };
  'vehicle.status_changed': { vehicleId: string; from: string; to: string; note: string | null };
  'vehicle.sold': { vehicleId: string; buyerType: string; soldOn: string; salePriceCents: number | null };
  'recon.moved': { vehicleId: string; fromStageId: string | null; toStageId: string; toStageName: string };
  'recon.assigned': { vehicleId: string; assigneeUserId: string | null };
  'repair_order.submitted': { repairOrderId: string; vehicleId: string };
  'repair_order.decided': { repairOrderId: string; vehicleId: string; status: string };
  'appraisal.offered': { appraisalId: string; vin: string | null; offerCents: number };
  'appraisal.won': { appraisalId: string; vin: string; vehicleId: string };
  'lead.created': { leadId: string; vehicleId: string | null; source: 'marketplace' | 'sales_packet' };
  'transport.state_changed': { transportOrderId: string; vehicleId: string | null; from: string; to: string };
};

export type EventType = keyof EventData;

/** Each event type with the operation whose reader may receive it (the feed drops the rest). */
export const EVENT_READERS: Record<EventType, Operation> = {
  'vehicle.created': 'readInventory',
  'vehicle.updated': 'readInventory',
  'vehicle.priced': 'readInventory',
  'vehicle.status_changed': 'readInventory',
  'vehicle.sold': 'readInventory',
  'recon.moved': 'readRecon',
  'recon.assigned': 'readRecon',
  'repair_order.submitted': 'readRepairOrders',
  'repair_order.decided': 'readRepairOrders',
  'appraisal.offered': 'readAppraisals',
  'appraisal.won': 'readAppraisals',
  'lead.created': 'readMarketplaceLeads',
  'transport.state_changed': 'readTransport',
};

export const EVENT_TYPES = Object.keys(EVENT_READERS) as EventType[];

export const isEventType = (value: string): value is EventType => Object.hasOwn(EVENT_READERS, value);

/** What an event is about: the kind of record its `subjectId` names. */
export const EVENT_SUBJECTS = ['vehicle', 'repair_order', 'appraisal', 'lead', 'transport_order'] as const;
export type EventSubject = (typeof EVENT_SUBJECTS)[number];

/**
 * One event as a writer announces it. `actorId`: the user who made the change, when a person (or a
 * person's API token) made it; absent for what arrives from outside (leads, the DMS feed).
 */
export type OccurredEvent = {
  [T in EventType]: {
    organizationId: string;
    type: T;
    subject: EventSubject;
    subjectId: string;
    data: EventData[T];
    actorId?: string | null;
  };
}[EventType];

/**
 * `data` as a reader without cost may have it: the vehicle's cost is withheld the way the rest of
 * the graph withholds it (null, `costWithheld` true); everything else is kept.
 */
export function withholdCost(data: Record<string, unknown>): Record<string, unknown> {
  const vehicle = data.vehicle as VehicleSnapshot | undefined;
  if (!vehicle || typeof vehicle !== 'object') return data;
  return { ...data, vehicle: { ...vehicle, costCents: null, costWithheld: vehicle.costCents !== null } };
}
