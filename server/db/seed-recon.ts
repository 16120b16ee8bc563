import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { shiftDate, todayIso, type VehicleStatus } from '../../src/shared/inventory/vehicle';
import { activeStages } from '../../src/shared/recon/workflow';
import { rebuildTimelines } from '../services/recon/timelines';
import { loadWorkflow, type ReconStage } from '../services/recon/workflow';
import type { Database } from './client';
import { seededRandom } from './demo-vehicles';
import { reconEvents, reconVehicles, users, vehicles, vehicleStatusChanges } from './schema';
import { seedDemoRepairWork, type DemoReconVehicle } from './seed-recon-orders';

export const DEMO_RECON_DAYS = 90;
const DEMO_RECON_SEED = 16;
const CHUNK = 500;

type Step = { stage: number; at: Date; note: string | null };

/** Stage indexes of the default workflow the demo walks through. */
const INCOMING: number = 0;
const INSPECTION: number = 1;
const ESTIMATE: number = 2;
const MECHANICAL: number = 3;
const BODY: number = 4;
const DETAIL: number = 5;
const PHOTOS: number = 6;
const FRONT_LINE: number = 7;
// Share of the time between inspection and the front line each stage takes, before the random spread.
const STAGE_WEIGHTS: Record<number, number> = {
  [INSPECTION]: 0.6,
  [ESTIMATE]: 1,
  [MECHANICAL]: 3,
  [BODY]: 3,
  [DETAIL]: 1,
  [PHOTOS]: 0.6,
};
const BACK_MOVE_NOTE = 'Detail found an oil leak: back to the shop.';
const SKIP_NOTE = 'No body work needed.';

/**
 * The stages a vehicle goes through between leaving the first stage and reaching `last`: in order,
 * Body & sublet skipped by some (nothing to fix), and for a few a back move from Detail to Mechanical.
 */
function route(random: () => number, last: number, backMoves: boolean): { stage: number; note: string | null }[] {
  const stages: { stage: number; note: string | null }[] = [];
  const skipBody = random() < 0.3;
  for (let stage = INSPECTION; stage <= last; stage += 1) {
    if (stage === BODY && skipBody && last > BODY) continue;
    stages.push({ stage, note: stage === DETAIL && skipBody ? SKIP_NOTE : null });
  }
  if (backMoves && random() < 0.12) {
    const detail = stages.findIndex((step) => step.stage === DETAIL);
    stages.splice(detail + 1, 0, { stage: MECHANICAL, note: BACK_MOVE_NOTE }, { stage: DETAIL, note: null });
  }
  return stages;
}

/** Spreads `stages` over [start, end): each takes a random share of the window by its weight. */
function spread(
  random: () => number,
  stages: { stage: number; note: string | null }[],
  start: number,
  end: number,
): Step[] {
  const weights = stages.map(({ stage }) => (STAGE_WEIGHTS[stage] ?? 1) * (0.4 + random() * 1.2));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let at = start;
  return stages.map(({ stage, note }, index) => {
    const step = { stage, at: new Date(Math.round(at)), note };
    at += ((end - start) * weights[index]!) / total;
    return step;
  });
}

/**
 * How long an in-recon vehicle has been in its current stage: of every twelve cars in recon, eight
 * on track, three at risk and one overdue, in turn (by count, not by chance, so the share overdue
 * stays near one in twelve whatever the day's draw); at most most of the time it has been in
 * recon. An estimate usually waits for approval under an hour; a long wait (every fifth car at
 * Estimate approval, the first one included) has lasted a day or more: the approval queue's
 * waiting cost, and the needs-attention item for it.
 */
function timeInStage(
  random: () => number,
  stage: ReconStage,
  available: number,
  { turn, longWait = false }: { turn: number; longWait?: boolean },
): number {
  const place = turn % 12;
  const factor = place < 8 ? random() * 0.7 : place < 11 ? 0.75 + random() * 0.25 : 1.1 + random() * 2;
  const minutes = longWait ? (24 + random() * 30) * 60 : stage.targetMinutes * factor;
  return Math.min(minutes * 60_000, available * 0.8);
}

/** A vehicle's recon moves, consistent with its status history (`changes`, oldest first). */
function stepsOf(
  random: () => number,
  status: VehicleStatus,
  changes: { to: VehicleStatus; at: Date }[],
  stages: ReconStage[],
  now: number,
  seen: { inRecon: number; estimates: number },
): Step[] {
  const entered = changes[0]!.at;
  const steps: Step[] = [{ stage: INCOMING, at: entered, note: null }];
  const inRecon = changes.find((change) => change.to === 'in_recon')?.at;
  if (!inRecon) return steps;
  const frontLine = changes.find((change) => change.to === 'frontline')?.at;
  if (frontLine) {
    steps.push(...spread(random, route(random, PHOTOS, true), inRecon.getTime(), frontLine.getTime()));
    return [...steps, { stage: FRONT_LINE, at: frontLine, note: null }];
  }
  if (status !== 'in_recon') return steps;
  const available = now - inRecon.getTime();
  // A car in recon since yesterday or before is usually past inspection.
  const pastInspection = available > 24 * 3600_000 && random() < 0.9;
  const current = pastInspection ? ESTIMATE + Math.floor(random() * (PHOTOS - ESTIMATE + 1)) : INSPECTION;
  if (current === INSPECTION) {
    // Waiting in the first stage until a technician starts the inspection.
    return [
      ...steps,
      {
        stage: INSPECTION,
        at: new Date(now - timeInStage(random, stages[INSPECTION]!, available, { turn: seen.inRecon++ })),
        note: null,
      },
    ];
  }
  const longWait = current === ESTIMATE && seen.estimates++ % 5 === 0;
  const inStage = timeInStage(random, stages[current]!, available, { turn: seen.inRecon++, longWait });
  const path = route(random, current, false);
  const before = spread(random, path.slice(0, -1), inRecon.getTime(), now - inStage);
  return [...steps, ...before, { ...path.at(-1)!, at: new Date(now - inStage) }];
}

/**
 * Demo Motors' recon over the last 90 days, the same on every first start (seeded, relative to
 * now): every vehicle acquired in that window entered the first stage when it was acquired and
 * moved on as its status history says (in recon when it went `in_recon`, at the front line when it
 * went `frontline`), with the moves between spread over the stages. Written as the services would
 * (events in order, the position = the last event); the earlier vehicles were never in recon.
 */
export async function seedDemoRecon(db: Database, organizationId: string): Promise<void> {
  const now = Date.now();
  const random = seededRandom(DEMO_RECON_SEED);
  const stages = activeStages((await loadWorkflow({ db, organizationId })).stages);
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.type, 'user'), ne(users.role, 'VIEWER')))
    .orderBy(asc(users.email));
  const recent = await db
    .select({ id: vehicles.id, status: vehicles.status, stockNumber: vehicles.stockNumber })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.organizationId, organizationId),
        gte(vehicles.acquiredDate, shiftDate(todayIso(), DEMO_RECON_DAYS)),
      ),
    )
    .orderBy(asc(vehicles.stockNumber));
  const changes = await db
    .select({
      vehicleId: vehicleStatusChanges.vehicleId,
      to: vehicleStatusChanges.toStatus,
      at: vehicleStatusChanges.changedAt,
    })
    .from(vehicleStatusChanges)
    .where(
      inArray(
        vehicleStatusChanges.vehicleId,
        recent.map((vehicle) => vehicle.id),
      ),
    )
    .orderBy(asc(vehicleStatusChanges.changedAt));
  const byVehicle = new Map<string, typeof changes>();
  for (const change of changes) byVehicle.set(change.vehicleId, [...(byVehicle.get(change.vehicleId) ?? []), change]);
  const seen = { inRecon: 0, estimates: 0 };
  const demo: DemoReconVehicle[] = recent.map((vehicle, index) => {
    const history = byVehicle.get(vehicle.id) ?? [];
    const steps = stepsOf(random, vehicle.status, history, stages, now, seen);
    const stage = steps.at(-1)!.stage;
    const assignee = stage === FRONT_LINE || random() < 0.25 ? null : members[index % members.length]!.id;
    return {
      ...vehicle,
      steps: steps.map((step) => ({ ...step, index: step.stage, stage: stages[step.stage]! })),
      assigneeUserId: assignee,
    };
  });
  const events = demo
    .flatMap((vehicle, vehicleIndex) =>
      vehicle.steps.map((step, index) => ({
        organizationId,
        vehicleId: vehicle.id,
        fromStageId: index === 0 ? null : vehicle.steps[index - 1]!.stage.id,
        toStageId: step.stage.id,
        userId: members[(vehicleIndex + index) % members.length]!.id,
        note: step.note,
        occurredAt: step.at,
      })),
    )
    // Inserted in time order, so the sequence is the order the moves were made in.
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  for (let start = 0; start < events.length; start += CHUNK)
    await db.insert(reconEvents).values(events.slice(start, start + CHUNK));
  if (demo.length > 0) {
    await db.insert(reconVehicles).values(
      demo.map((vehicle) => ({
        vehicleId: vehicle.id,
        organizationId,
        stageId: vehicle.steps.at(-1)!.stage.id,
        enteredStageAt: vehicle.steps.at(-1)!.at,
        assigneeUserId: vehicle.assigneeUserId,
      })),
    );
  }
  // The events were written directly, not moved one by one: their timelines are folded from them.
  await rebuildTimelines({ db, organizationId });
  await seedDemoRepairWork(db, {
    organizationId,
    vehicles: demo,
    members: members.map((member) => member.id),
    random,
    now: new Date(now),
  });
}
