// The rows of the reports bench's plan (report-data.ts), loaded in bulk: vehicles and their sale,
// status and price histories, recon events and positions, repair orders and lines, appraisals.
import type { Database } from '../../server/db/client';
import { bulkInsert } from './bulk-insert';
import type { StorePlan } from './report-data';

const VEHICLE_COLUMNS = [
  ['id', 'uuid'],
  ['organization_id', 'uuid'],
  ['vin', 'text'],
  ['stock_number', 'text'],
  ['year', 'int'],
  ['make', 'text'],
  ['model', 'text'],
  ['trim', 'text'],
  ['mileage', 'int'],
  ['acquisition_source', 'acquisition_source'],
  ['acquired_date', 'date'],
  ['cost_cents', 'int'],
  ['list_price_cents', 'int'],
  ['status', 'vehicle_status'],
  ['status_changed_at', 'timestamptz'],
  ['disposed_on', 'date'],
  ['created_at', 'timestamptz'],
] as const;
const SALE_COLUMNS = [
  ['vehicle_id', 'uuid'],
  ['organization_id', 'uuid'],
  ['buyer_type', 'buyer_type'],
  ['sold_on', 'date'],
  ['sale_price_cents', 'int'],
  ['recorded_by_user_id', 'uuid'],
  ['recorded_at', 'timestamptz'],
] as const;
const STATUS_COLUMNS = [
  ['vehicle_id', 'uuid'],
  ['user_id', 'uuid'],
  ['from_status', 'vehicle_status'],
  ['to_status', 'vehicle_status'],
  ['changed_at', 'timestamptz'],
] as const;
const PRICE_COLUMNS = [
  ['vehicle_id', 'uuid'],
  ['user_id', 'uuid'],
  ['from_cents', 'int'],
  ['to_cents', 'int'],
  ['reason', 'text'],
  ['changed_at', 'timestamptz'],
] as const;
const EVENT_COLUMNS = [
  ['organization_id', 'uuid'],
  ['vehicle_id', 'uuid'],
  ['from_stage_id', 'uuid'],
  ['to_stage_id', 'uuid'],
  ['user_id', 'uuid'],
  ['occurred_at', 'timestamptz'],
] as const;
const POSITION_COLUMNS = [
  ['vehicle_id', 'uuid'],
  ['organization_id', 'uuid'],
  ['stage_id', 'uuid'],
  ['entered_stage_at', 'timestamptz'],
  ['assignee_user_id', 'uuid'],
] as const;
const ORDER_COLUMNS = [
  ['id', 'uuid'],
  ['organization_id', 'uuid'],
  ['vehicle_id', 'uuid'],
  ['status', 'repair_order_status'],
  ['created_by_user_id', 'uuid'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const LINE_COLUMNS = [
  ['repair_order_id', 'uuid'],
  ['revision', 'int'],
  ['operation', 'text'],
  ['labor_hundredths', 'int'],
  ['labor_rate_cents', 'int'],
  ['parts_cents', 'int'],
  ['sublet_cost_cents', 'int'],
  ['decision', 'repair_line_decision'],
  ['decided_by_user_id', 'uuid'],
  ['decided_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
] as const;
const APPRAISAL_COLUMNS = [
  ['organization_id', 'uuid'],
  ['state', 'appraisal_state'],
  ['kind', 'appraisal_kind'],
  ['year', 'int'],
  ['make', 'text'],
  ['model', 'text'],
  ['mileage', 'int'],
  ['zip', 'varchar'],
  ['appraiser_user_id', 'uuid'],
  ['recon_lines', 'jsonb'],
  ['snapshot', 'jsonb'],
  ['lost_reason', 'appraisal_lost_reason'],
  ['purchase_price_cents', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['offered_at', 'timestamptz'],
  ['closed_at', 'timestamptz'],
] as const;

const OPERATIONS = [
  'Oil and filter',
  'Brake pads and rotors',
  'Tires (4)',
  'Windshield',
  'Paintless dent repair',
  'Detail package',
];

export async function loadVehicles(db: Database, plan: StorePlan, now: number): Promise<void> {
  const { organizationId, userIds, stageIds, vehicles } = plan;
  const owner = userIds[0]!;
  await bulkInsert(
    db,
    'vehicles',
    VEHICLE_COLUMNS,
    vehicles.map((vehicle) => ({
      id: vehicle.id,
      organization_id: organizationId,
      vin: vehicle.vin,
      stock_number: vehicle.stockNumber,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      mileage: vehicle.mileage,
      acquisition_source: vehicle.source,
      acquired_date: vehicle.acquiredOn,
      cost_cents: vehicle.costCents,
      list_price_cents: vehicle.listPriceCents,
      status: vehicle.status,
      status_changed_at: vehicle.statusChanges.at(-1)!.at,
      disposed_on: vehicle.soldOn,
      created_at: vehicle.acquiredAt,
    })),
  );
  await bulkInsert(
    db,
    'vehicle_sales',
    SALE_COLUMNS,
    vehicles
      .filter((vehicle) => vehicle.soldOn)
      .map((vehicle) => ({
        vehicle_id: vehicle.id,
        organization_id: organizationId,
        buyer_type: vehicle.status === 'sold' ? 'retail' : 'wholesale',
        sold_on: vehicle.soldOn,
        sale_price_cents: vehicle.salePriceCents,
        recorded_by_user_id: owner,
        recorded_at: vehicle.statusChanges.at(-1)!.at,
      })),
  );
  await bulkInsert(
    db,
    'vehicle_status_changes',
    STATUS_COLUMNS,
    vehicles.flatMap((vehicle) =>
      vehicle.statusChanges.map((change) => ({
        vehicle_id: vehicle.id,
        user_id: owner,
        from_status: change.from,
        to_status: change.to,
        changed_at: change.at,
      })),
    ),
  );
  await bulkInsert(
    db,
    'vehicle_price_changes',
    PRICE_COLUMNS,
    vehicles.flatMap((vehicle) =>
      vehicle.priceChanges.map((change) => ({
        vehicle_id: vehicle.id,
        user_id: owner,
        from_cents: change.fromCents,
        to_cents: change.toCents,
        reason: change.fromCents !== null && change.toCents < change.fromCents ? 'Aged' : null,
        changed_at: change.at,
      })),
    ),
  );
  // Recon events in time order, as moves append them.
  const events = vehicles.flatMap((vehicle) =>
    vehicle.visits.map((visit, step) => ({
      organization_id: organizationId,
      vehicle_id: vehicle.id,
      from_stage_id: step === 0 ? null : stageIds[vehicle.visits[step - 1]!.stage]!,
      to_stage_id: stageIds[visit.stage]!,
      user_id: owner,
      occurred_at: visit.at,
    })),
  );
  events.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
  await bulkInsert(db, 'recon_events', EVENT_COLUMNS, events);
  // The board holds the vehicles in stock that entered recon; some assigned to each appraiser.
  await bulkInsert(
    db,
    'recon_vehicles',
    POSITION_COLUMNS,
    vehicles
      .filter((vehicle) => !vehicle.soldOn && vehicle.visits.length > 0)
      .map((vehicle, index) => ({
        vehicle_id: vehicle.id,
        organization_id: organizationId,
        stage_id: stageIds[vehicle.visits.at(-1)!.stage]!,
        entered_stage_at: vehicle.visits.at(-1)!.at,
        assignee_user_id: index % 3 === 0 ? null : userIds[1 + (index % 3)]!,
      })),
  );
  const withOrders = vehicles.filter((vehicle) => vehicle.lines.length > 0);
  const orderId = (vehicleId: string) => `${vehicleId.slice(0, 9)}0002${vehicleId.slice(13)}`;
  await bulkInsert(
    db,
    'repair_orders',
    ORDER_COLUMNS,
    withOrders.map((vehicle) => {
      const decided = vehicle.lines[0]!.decidedAt;
      const anyApproved = vehicle.lines.some((line) => line.approved);
      const status = !decided
        ? 'awaiting_approval'
        : !anyApproved
          ? 'declined'
          : vehicle.frontLinedAt
            ? 'closed'
            : 'in_progress';
      return {
        id: orderId(vehicle.id),
        organization_id: organizationId,
        vehicle_id: vehicle.id,
        status,
        created_by_user_id: owner,
        created_at: vehicle.visits[1]!.at,
        updated_at: new Date(
          Math.min(now, (vehicle.frontLinedAt ?? decided ?? vehicle.lines[0]!.submittedAt).getTime()),
        ),
      };
    }),
  );
  await bulkInsert(
    db,
    'repair_order_lines',
    LINE_COLUMNS,
    withOrders.flatMap((vehicle) =>
      vehicle.lines.map((line, index) => ({
        repair_order_id: orderId(vehicle.id),
        revision: 1,
        operation: OPERATIONS[index % OPERATIONS.length],
        labor_hundredths: line.laborHundredths,
        labor_rate_cents: line.laborRateCents,
        parts_cents: line.partsCents,
        sublet_cost_cents: line.subletCostCents,
        decision: line.approved === null ? 'pending' : line.approved ? 'approved' : 'declined',
        decided_by_user_id: line.decidedAt ? owner : null,
        decided_at: line.decidedAt,
        submitted_at: line.submittedAt,
        created_at: vehicle.visits[1]!.at,
      })),
    ),
  );
}

export async function appraisalRows(db: Database, plan: StorePlan, zip: string): Promise<void> {
  await bulkInsert(
    db,
    'appraisals',
    APPRAISAL_COLUMNS,
    plan.appraisals.map((appraisal, index) => ({
      organization_id: plan.organizationId,
      state: appraisal.state,
      kind: index % 10 < 7 ? 'trade_in' : 'purchase',
      year: appraisal.year,
      make: appraisal.make,
      model: appraisal.model,
      mileage: appraisal.mileage,
      zip,
      appraiser_user_id: plan.userIds[appraisal.appraiser]!,
      recon_lines: [{ description: 'Recon estimate', amountCents: appraisal.reconCents }],
      // What an offered appraisal keeps (AppraisalSnapshot): the reports read its offer figures.
      snapshot:
        appraisal.state === 'draft'
          ? null
          : {
              valuations: {
                subject: {
                  year: appraisal.year,
                  make: appraisal.make,
                  model: appraisal.model,
                  trim: null,
                  mileage: appraisal.mileage,
                  condition: 'clean',
                  zip,
                },
                radiusMiles: 150,
                asOf: appraisal.offeredAt!.toISOString().slice(0, 10),
                defaultSource: 'dealer_retail_guide',
                valuations: [],
                comparables: [],
              },
              offer: {
                expectedRetailCents: appraisal.expectedRetailCents,
                expectedRetailSource: 'dealer_retail_guide',
                reconCents: appraisal.reconCents,
                targetGrossCents: 150_000,
                expectedDaysToSale: 45,
                holdingCostCents: 0,
                proposedCents: appraisal.offerCents,
                overrideCents: null,
                overrideReason: null,
                offerCents: appraisal.offerCents,
              },
            },
      lost_reason: appraisal.lostReason,
      purchase_price_cents: appraisal.purchasePriceCents,
      created_at: appraisal.createdAt,
      updated_at: appraisal.closedAt ?? appraisal.offeredAt ?? appraisal.createdAt,
      offered_at: appraisal.offeredAt,
      closed_at: appraisal.closedAt,
    })),
  );
}
