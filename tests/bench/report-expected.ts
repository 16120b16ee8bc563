// What the reports must answer over the bench's data set, counted from the generator's plan
// (report-data.ts) in memory, independently of the services' SQL.
import { AGED_AFTER_DAYS, daysBetween } from '../../src/shared/inventory/vehicle';
import type { AttentionRule } from '../../src/shared/needs-attention/rules';
import type { ReportRangeInput } from '../../src/shared/reports/range';
import { DEFAULT_RECON_STAGES } from '../../src/shared/recon/workflow';
import { approvedReconCents, type StorePlan } from './report-data';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const within = (day: string, range: ReportRangeInput) => day >= range.from && day <= range.to;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function expectedSales(plan: StorePlan, range: ReportRangeInput) {
  const sales = plan.vehicles.filter((vehicle) => vehicle.soldOn && within(vehicle.soldOn, range));
  const priced = sales.filter((vehicle) => vehicle.salePriceCents !== null);
  const grossed = priced.filter((vehicle) => vehicle.costCents !== null);
  const retail = sales.filter((vehicle) => vehicle.status === 'sold');
  return {
    retailUnits: retail.length,
    wholesaleUnits: sales.length - retail.length,
    revenueCents: sum(priced.map((vehicle) => vehicle.salePriceCents!)),
    unpricedSales: sales.length - priced.length,
    frontEndGrossCents: sum(
      grossed.map((vehicle) => vehicle.salePriceCents! - vehicle.costCents! - approvedReconCents(vehicle)),
    ),
    soldUnder30Days: retail.filter((vehicle) => daysBetween(vehicle.acquiredOn, vehicle.soldOn!) <= 30).length,
  };
}

/** In stock on `day`: acquired on or before it, not sold or wholesaled by then. */
export function expectedStock(plan: StorePlan, day: string) {
  const stock = plan.vehicles.filter(
    (vehicle) => vehicle.acquiredOn <= day && (vehicle.soldOn === null || vehicle.soldOn > day),
  );
  return {
    units: stock.length,
    agedUnits: stock.filter((vehicle) => daysBetween(vehicle.acquiredOn, day) > AGED_AFTER_DAYS).length,
    agedList45: stock.filter((vehicle) => daysBetween(vehicle.acquiredOn, day) >= 45).length,
  };
}

/** Vehicles whose front-line arrival falls in the range (each reaches it once here). */
export const expectedFrontLined = (plan: StorePlan, range: ReportRangeInput) =>
  plan.vehicles.filter((vehicle) => vehicle.frontLinedAt && within(dayOf(vehicle.frontLinedAt), range)).length;

/** Appraisals created in the range, and of them the ones won and lost. */
export function expectedAppraisals(plan: StorePlan, range: ReportRangeInput) {
  const made = plan.appraisals.filter((appraisal) => within(dayOf(appraisal.createdAt), range));
  return {
    made: made.length,
    won: made.filter((appraisal) => appraisal.state === 'won').length,
    lost: made.filter((appraisal) => appraisal.state === 'lost').length,
  };
}

/** List-price changes made in the range (a vehicle's first price, from none, included or not), and the reductions. */
export function expectedPriceChanges(plan: StorePlan, range: ReportRangeInput) {
  const changes = plan.vehicles
    .flatMap((vehicle) => vehicle.priceChanges)
    .filter((change) => within(dayOf(change.at), range));
  const repricings = changes.filter((change) => change.fromCents !== null);
  return {
    changes: changes.length,
    repricings: repricings.length,
    reductions: repricings.filter((change) => change.toCents < change.fromCents!).length,
  };
}

/** The open items of the rules the data set can check exactly, with the default thresholds. */
export function expectedAttention(plan: StorePlan, now: number, today: string): Partial<Record<AttentionRule, number>> {
  const stock = plan.vehicles.filter((vehicle) => vehicle.soldOn === null);
  const ages = stock.map((vehicle) => daysBetween(vehicle.acquiredOn, today));
  // Calendar time (the default workflow has no business hours): overdue once a stage's target passed.
  const overdue = stock.filter((vehicle) => {
    const last = vehicle.visits.at(-1);
    if (!last) return false;
    const target = DEFAULT_RECON_STAGES[last.stage]!.targetMinutes;
    return target > 0 && last.at.getTime() + target * 60_000 <= now;
  });
  return {
    vehicle_aging_45: ages.filter((age) => age >= 45 && age < 60).length,
    vehicle_aging_60: ages.filter((age) => age >= 60).length,
    recon_stage_overdue: overdue.length,
    repair_order_waiting: stock.filter((vehicle) =>
      vehicle.lines.some((line) => line.approved === null && line.submittedAt.getTime() + 24 * HOUR <= now),
    ).length,
    appraisal_without_outcome: plan.appraisals.filter(
      (appraisal) => appraisal.state === 'offered' && appraisal.offeredAt!.getTime() + 2 * DAY <= now,
    ).length,
  };
}
