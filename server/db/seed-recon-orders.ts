import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { VehicleStatus } from '../../src/shared/inventory/vehicle';
import { ORGANIZATION_SETTINGS } from '../../src/shared/organization';
import { findTemplate, templateItems, type InspectionResult } from '../../src/shared/recon/inspection-templates';
import type { LineDecision, RepairOrderStatus } from '../../src/shared/recon/repair-order';
import type { ReconStage } from '../services/recon/workflow';
import type { Database } from './client';
import { inspectionItems, inspections, repairOrderLines, repairOrders, vehicles } from './schema';

export type DemoReconStep = { stage: ReconStage; index: number; at: Date; note: string | null };
export type DemoReconVehicle = {
  id: string;
  status: VehicleStatus;
  stockNumber: string;
  steps: DemoReconStep[];
  assigneeUserId: string | null;
};

type Work = { operation: string; labor: number; parts: number; sublet?: [string, number] };

// Typical recon work: labor in hundredths of an hour, amounts in cents.
const WORK: Work[] = [
  { operation: 'Replace front brake pads and rotors', labor: 150, parts: 18_900 },
  { operation: 'Four new all-season tires, mount and balance', labor: 100, parts: 62_000 },
  { operation: 'Synthetic oil and filter change', labor: 50, parts: 6_500 },
  { operation: 'Replace engine and cabin air filters', labor: 30, parts: 5_400 },
  { operation: 'Replace battery', labor: 30, parts: 21_500 },
  { operation: 'Four-wheel alignment', labor: 100, parts: 0 },
  { operation: 'Restore headlight lenses', labor: 80, parts: 1_500 },
  { operation: 'Program a second key fob', labor: 50, parts: 28_000 },
  { operation: 'Paintless dent repair, roof', labor: 0, parts: 0, sublet: ['Hail Masters PDR', 45_000] },
  { operation: 'Replace windshield', labor: 0, parts: 0, sublet: ['Safelite', 38_000] },
  { operation: 'Repair and blend rear bumper scuffs', labor: 0, parts: 0, sublet: ['Bumper Doc', 32_000] },
  { operation: 'Replace wiper blades', labor: 10, parts: 3_800 },
];
const DECLINE_REASONS = [
  'Not worth it at this price point: wholesale the next one like it.',
  'Retail customers accept this wear; sell it as is.',
];
const MINUTE_MS = 60_000;

type Order = {
  status: RepairOrderStatus;
  vehicle: DemoReconVehicle;
  created: Date;
  submitted: Date | null;
  decided: Date | null;
  decisions: LineDecision[];
  work?: Work[];
};

const arrival = (vehicle: DemoReconVehicle, index: number) => vehicle.steps.find((step) => step.index === index)?.at;
const before = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE_MS);
const current = (vehicle: DemoReconVehicle) => vehicle.steps.at(-1)!.index;

/**
 * Demo Motors' repair orders and inspections, matching where each vehicle is in recon: drafts at
 * inspection, orders awaiting approval at estimate approval (waiting since they arrived there),
 * approved / partly approved / declined / in progress in the shop, completed at detail and photos,
 * closed for recent front-line cars. One failed standard inspection has a failed item turned into a
 * line; one front-line car passed the CPO inspection and is certified.
 */
export async function seedDemoRepairWork(
  db: Database,
  options: { organizationId: string; vehicles: DemoReconVehicle[]; members: string[]; random: () => number; now: Date },
): Promise<void> {
  const { organizationId, members, random, now } = options;
  const inRecon = options.vehicles.filter((vehicle) => vehicle.status === 'in_recon');
  const at = (index: number) => inRecon.filter((vehicle) => current(vehicle) === index);
  const [inspection, estimate, mechanical, body, detail, photos] = [at(1), at(2), at(3), at(4), at(5), at(6)];
  const lastMonth = now.getTime() - 30 * 24 * 3600_000;
  const frontLined = options.vehicles
    .filter((vehicle) => current(vehicle) === 7 && vehicle.steps.at(-1)!.at.getTime() > lastMonth)
    .sort((a, b) => b.steps.at(-1)!.at.getTime() - a.steps.at(-1)!.at.getTime());
  const decided = (vehicle: DemoReconVehicle) => before(arrival(vehicle, 3) ?? vehicle.steps.at(-1)!.at, 5);
  const shopStates: [RepairOrderStatus, LineDecision[]][] = [
    ['in_progress', ['approved', 'approved']],
    ['approved', ['approved']],
    ['partly_approved', ['approved', 'declined']],
    ['declined', ['declined']],
  ];
  const orders: Order[] = [
    ...inspection.slice(0, 3).map((vehicle): Order => ({
      status: 'draft',
      vehicle,
      created: new Date((arrival(vehicle, 1)!.getTime() + now.getTime()) / 2),
      submitted: null,
      decided: null,
      decisions: ['pending', 'pending'],
    })),
    ...estimate.map((vehicle): Order => ({
      status: 'awaiting_approval',
      vehicle,
      created: before(arrival(vehicle, 2)!, 10),
      submitted: arrival(vehicle, 2)!,
      decided: null,
      decisions: ['pending', 'pending', 'pending'],
    })),
    ...mechanical.map((vehicle, index): Order => {
      const [status, decisions] = shopStates[index % shopStates.length]!;
      return {
        status,
        vehicle,
        created: before(arrival(vehicle, 2)!, 10),
        submitted: arrival(vehicle, 2)!,
        decided: decided(vehicle),
        decisions,
      };
    }),
    ...body.map((vehicle): Order => ({
      status: 'in_progress',
      vehicle,
      created: before(arrival(vehicle, 2)!, 10),
      submitted: arrival(vehicle, 2)!,
      decided: decided(vehicle),
      decisions: ['approved', 'approved'],
      work: [WORK[8 + (random() < 0.5 ? 0 : 2)]!, WORK[2]!],
    })),
    ...[...detail, ...photos, ...frontLined].map((vehicle, index): Order => ({
      status: current(vehicle) === 7 ? 'closed' : 'completed',
      vehicle,
      created: before(arrival(vehicle, 2)!, 10),
      submitted: arrival(vehicle, 2)!,
      decided: decided(vehicle),
      decisions: index % 7 === 3 ? ['approved', 'declined'] : ['approved', 'approved'],
    })),
  ];
  const laborRateCents = ORGANIZATION_SETTINGS.labor_rate_cents_per_hour.defaultValue;
  const orderRows = orders.map((order) => ({
    id: randomUUID(),
    organizationId,
    vehicleId: order.vehicle.id,
    status: order.status,
    createdByUserId: members[0]!,
    createdAt: order.created,
    updatedAt: order.decided ?? order.submitted ?? order.created,
  }));
  const lineRows = orders.flatMap((order, orderIndex) => {
    const offset = Math.floor(random() * WORK.length);
    return order.decisions.map((decision, index) => {
      const work = order.work?.[index] ?? WORK[(offset + index * 5) % 8]!;
      const isDecided = decision !== 'pending';
      return {
        id: randomUUID(),
        repairOrderId: orderRows[orderIndex]!.id,
        revision: 1,
        operation: work.operation,
        laborHundredths: work.labor,
        laborRateCents,
        partsCents: work.parts,
        subletVendor: work.sublet?.[0] ?? null,
        subletCostCents: work.sublet?.[1] ?? 0,
        decision,
        decidedByUserId: isDecided ? members[(orderIndex + index) % 2]! : null,
        decidedAt: isDecided ? order.decided : null,
        declineReason: decision === 'declined' ? DECLINE_REASONS[orderIndex % DECLINE_REASONS.length]! : null,
        submittedAt: order.submitted,
        createdAt: order.created,
      };
    });
  });
  const failed = orders.findIndex((order) => order.status === 'awaiting_approval');
  const inspected = await seedInspections(db, {
    organizationId,
    members,
    failedOn: orders[failed]?.vehicle,
    certified: frontLined.find((vehicle) => vehicle.status === 'frontline'),
  });
  // The failed inspection's brake item became the first line of that vehicle's order (repairFailedItem's wording).
  const failedLine = lineRows.find((line) => line.repairOrderId === orderRows[failed]?.id);
  if (failedLine && inspected.failedItem) failedLine.operation = inspected.failedItem.operation;
  if (orderRows.length > 0) await db.insert(repairOrders).values(orderRows);
  if (lineRows.length > 0) await db.insert(repairOrderLines).values(lineRows);
  if (failedLine && inspected.failedItem) {
    await db.insert(inspectionItems).values({ ...inspected.failedItem.row, repairOrderLineId: failedLine.id });
  }
}

/** The demo's inspections: a failed standard one (its brake item returned, to insert with its line) and a passed CPO one with the vehicle certified. */
async function seedInspections(
  db: Database,
  options: {
    organizationId: string;
    members: string[];
    failedOn: DemoReconVehicle | undefined;
    certified: DemoReconVehicle | undefined;
  },
): Promise<{ failedItem?: { operation: string; row: typeof inspectionItems.$inferInsert } }> {
  const { organizationId, members, failedOn, certified } = options;
  let failedItem: { operation: string; row: typeof inspectionItems.$inferInsert } | undefined;
  const items: (typeof inspectionItems.$inferInsert)[] = [];
  if (failedOn) {
    const id = randomUUID();
    await db.insert(inspections).values({
      id,
      organizationId,
      vehicleId: failedOn.id,
      templateKey: 'standard',
      outcome: 'failed',
      createdByUserId: members[members.length - 1]!,
      createdAt: arrival(failedOn, 1)!,
      completedAt: new Date(
        Math.max(arrival(failedOn, 1)!.getTime() + MINUTE_MS, before(arrival(failedOn, 2)!, 15).getTime()),
      ),
    });
    const fails: Record<string, string> = {
      'tires_and_brakes.front_brake_pads': '2 mm left',
      'exterior.windshield': 'Chip in the driver’s view',
    };
    for (const item of templateItems(findTemplate('standard')!)) {
      const row = {
        inspectionId: id,
        itemKey: item.key,
        result: (fails[item.key] ? 'fail' : 'pass') as InspectionResult,
        note: fails[item.key] ?? null,
      };
      if (item.key === 'tires_and_brakes.front_brake_pads')
        failedItem = { operation: `${item.label}: ${row.note}`, row };
      else items.push(row);
    }
  }
  if (certified) {
    const id = randomUUID();
    const inspected = arrival(certified, 1)!;
    const next = certified.steps.find((step) => step.at > inspected)!.at;
    await db.insert(inspections).values({
      id,
      organizationId,
      vehicleId: certified.id,
      templateKey: 'cpo',
      outcome: 'passed',
      createdByUserId: members[0]!,
      createdAt: inspected,
      completedAt: new Date(Math.min(inspected.getTime() + 90 * MINUTE_MS, next.getTime() - MINUTE_MS)),
    });
    items.push(
      ...templateItems(findTemplate('cpo')!).map((item) => ({
        inspectionId: id,
        itemKey: item.key,
        result: 'pass' as InspectionResult,
        note: null,
      })),
    );
    await db
      .update(vehicles)
      .set({ certifiedAt: certified.steps.at(-1)!.at })
      .where(eq(vehicles.id, certified.id));
  }
  if (items.length > 0) await db.insert(inspectionItems).values(items);
  return { failedItem };
}
