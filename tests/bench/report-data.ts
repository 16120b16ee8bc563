// The reports bench's data set: one store over two years ending today, deterministic (seeded PRNG,
// dates relative to today): BENCH_REPORT_STOCK vehicles in stock (1,000) and BENCH_REPORT_SOLD sold or
// wholesaled (12,000, evenly over 730 days), each with its status and price history (reductions
// every few weeks on the lot), its sale row, recon events through the default workflow, a repair
// order with decided lines, plus ~5,000 appraisals and a market around the store's segments. The
// plan is kept in memory so the bench checks each report against counts taken from it, not from
// the database. Loaded in bulk (bulk-insert.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { generateDemoVehicles, seededRandom } from '../../server/db/demo-vehicles';
import { organizations, users } from '../../server/db/schema';
import { DEMO_HOME_ZIP, generateMarket, insertMarket } from '../../server/db/seed-market';
import { loadWorkflow } from '../../server/services/recon/workflow';
import { APPRAISAL_LOST_REASONS } from '../../src/shared/appraisals/states';
import { shiftDate, type AcquisitionSource } from '../../src/shared/inventory/vehicle';
import { lineTotalCents } from '../../src/shared/recon/repair-order';
import { activeStages } from '../../src/shared/recon/workflow';
import { appraisalRows, loadVehicles } from './report-data-rows';

export const REPORT_DATA_DAYS = 730;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type DataSize = { stock: number; sold: number; appraisals: number; marketRecords: number };

export type PlannedLine = {
  laborHundredths: number;
  laborRateCents: number;
  partsCents: number;
  subletCostCents: number;
  approved: boolean | null;
  submittedAt: Date;
  decidedAt: Date | null;
};
export type PlannedVehicle = {
  id: string;
  vin: string;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  source: AcquisitionSource;
  acquiredOn: string;
  acquiredAt: Date;
  costCents: number | null;
  listPriceCents: number | null;
  status: 'incoming' | 'in_recon' | 'frontline' | 'sale_pending' | 'sold' | 'wholesaled';
  soldOn: string | null;
  salePriceCents: number | null;
  /** When it reached each active stage, in workflow order (skipped stages absent); the last may be the front line. */
  visits: { stage: number; at: Date }[];
  frontLinedAt: Date | null;
  priceChanges: { at: Date; fromCents: number | null; toCents: number }[];
  statusChanges: { at: Date; from: string | null; to: string }[];
  lines: PlannedLine[];
};
export type PlannedAppraisal = {
  createdAt: Date;
  state: 'draft' | 'offered' | 'won' | 'lost';
  offeredAt: Date | null;
  closedAt: Date | null;
  appraiser: number;
  lostReason: string | null;
  expectedRetailCents: number;
  offerCents: number;
  purchasePriceCents: number | null;
  reconCents: number;
  year: number;
  make: string;
  model: string;
  mileage: number;
};
export type StorePlan = {
  organizationId: string;
  userIds: string[];
  stageIds: string[];
  vehicles: PlannedVehicle[];
  appraisals: PlannedAppraisal[];
};

/** The default workflow's stage hours (min, max) before the front line; Body & sublet only for some. */
const STAGE_HOURS: [number, number][] = [
  [6, 40],
  [1, 4],
  [0.5, 8],
  [3, 20],
  [20, 90],
  [2, 6],
  [1, 3],
];
const BODY_STAGE = 4;
const BODY_SHARE = 0.3;

const idOf = (store: number, kind: number, index: number) =>
  `${store.toString(16).padStart(8, '0')}-${kind.toString(16).padStart(4, '0')}-4000-8000-${index.toString(16).padStart(12, '0')}`;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The vehicles and appraisals of one store; pure, so the bench's expected figures come from it. */
export function planStore(options: {
  store: number;
  size: DataSize;
  seed: number;
  today: string;
  now: number;
  stageIds: string[];
}): Omit<StorePlan, 'organizationId' | 'userIds'> {
  const { size, today, now, store } = options;
  const random = seededRandom(options.seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const identities = generateDemoVehicles({ count: size.stock + size.sold, seed: options.seed + 1, today });
  const frontLine = options.stageIds.length - 1;
  const vehicles = identities.map((identity, index): PlannedVehicle => {
    const sold = index < size.sold;
    // Sold ones evenly over the days (oldest first); stock ages with a long tail past 90 days.
    const soldAgo = sold ? Math.floor(((size.sold - 1 - index) * REPORT_DATA_DAYS) / size.sold) : null;
    const stages = STAGE_HOURS.map((hours, stage) =>
      stage === BODY_STAGE && random() >= BODY_SHARE ? null : between(hours[0], hours[1]),
    );
    const reconHours = stages.reduce<number>((sum, hours) => sum + (hours ?? 0), 0);
    const sampledAge = Math.min(sold ? 300 : 240, Math.floor(-Math.log(1 - random()) * 45));
    const age = sold ? Math.max(sampledAge, Math.ceil((reconHours + 15) / 24) + 1) : sampledAge;
    const acquiredOn = shiftDate(today, (soldAgo ?? 0) + age);
    const acquiredAt = dayStart(acquiredOn) + between(8, 9) * HOUR;
    const visits: { stage: number; at: Date }[] = [];
    let at = acquiredAt;
    stages.forEach((hours, stage) => {
      if (hours === null) return;
      if (at <= now) visits.push({ stage, at: new Date(at) });
      at += hours * HOUR;
    });
    if (at <= now) visits.push({ stage: frontLine, at: new Date(at) });
    const frontLinedAt = visits.at(-1)?.stage === frontLine ? visits.at(-1)!.at : null;
    const costCents = random() < 0.02 ? null : (identity.costCents ?? 1_500_000);
    const startCents = Math.round(((costCents ?? 1_500_000) * between(1.12, 1.22)) / 10_000) * 10_000 - 500;
    const soldOn = soldAgo === null ? null : shiftDate(today, soldAgo);
    const lastDay = soldOn ?? today;
    const priceChanges: PlannedVehicle['priceChanges'] = [];
    const pricedAt = visits[1]?.at;
    let price = startCents;
    if (pricedAt) {
      priceChanges.push({ at: pricedAt, fromCents: null, toCents: price });
      const change = (day: number, toCents: number) => {
        const changedAt = dayStart(shiftDate(acquiredOn, -day)) + 11 * HOUR;
        if (shiftDate(acquiredOn, -day) >= lastDay || changedAt > now) return;
        priceChanges.push({ at: new Date(changedAt), fromCents: price, toCents });
        price = toCents;
      };
      if (random() < 0.08) change(12, price + 50_000);
      for (let day = 30; day < age; day += Math.floor(between(21, 35)))
        change(day, Math.round((price * between(0.95, 0.97)) / 10_000) * 10_000 - 500);
    }
    const wholesale = sold && ((age > 75 && random() < 0.5) || random() < 0.06);
    const status: PlannedVehicle['status'] = sold
      ? wholesale
        ? 'wholesaled'
        : 'sold'
      : frontLinedAt
        ? random() < 0.05
          ? 'sale_pending'
          : 'frontline'
        : visits.length > 1
          ? 'in_recon'
          : 'incoming';
    const unpriced = random() < 0.03;
    const salePriceCents =
      !sold || unpriced
        ? null
        : wholesale
          ? Math.round(((costCents ?? 1_500_000) * between(0.85, 1.02)) / 100) * 100
          : Math.round((price * between(0.95, 0.995)) / 10_000) * 10_000;
    const statusChanges: PlannedVehicle['statusChanges'] = [{ at: new Date(acquiredAt), from: null, to: 'incoming' }];
    if (visits[1]) statusChanges.push({ at: visits[1].at, from: 'incoming', to: 'in_recon' });
    if (frontLinedAt) statusChanges.push({ at: frontLinedAt, from: 'in_recon', to: 'frontline' });
    if (status === 'sale_pending' || sold)
      statusChanges.push({
        at: new Date(Math.min(now - 60_000, dayStart(lastDay) + 15 * HOUR)),
        from: 'frontline',
        to: status,
      });
    // The estimate is submitted on reaching Estimate approval and decided on leaving it.
    const submitted = visits.find((visit) => visit.stage === 2)?.at;
    const decided = visits.find((visit) => visit.stage === 3)?.at ?? null;
    const lines: PlannedLine[] = !submitted
      ? []
      : Array.from({ length: 1 + Math.floor(random() * 3) + (stages[BODY_STAGE] === null ? 0 : 1) }, (_, line) => ({
          laborHundredths: 50 * Math.floor(between(1, 8)),
          laborRateCents: 12_500,
          partsCents: Math.floor(between(0, 400)) * 100,
          subletCostCents: stages[BODY_STAGE] !== null && line === 0 ? Math.floor(between(400, 1_500)) * 100 : 0,
          approved: decided ? random() >= 0.1 : null,
          submittedAt: submitted,
          decidedAt: decided,
        }));
    return {
      id: idOf(store, 1, index),
      vin: identity.vin,
      stockNumber: `B${String(index + 1).padStart(6, '0')}`,
      year: identity.year,
      make: identity.make,
      model: identity.model,
      trim: identity.trim ?? null,
      mileage: identity.mileage,
      source: identity.acquisitionSource,
      acquiredOn,
      acquiredAt: new Date(acquiredAt),
      costCents,
      listPriceCents: pricedAt ? price : null,
      status,
      soldOn,
      salePriceCents,
      visits,
      frontLinedAt,
      priceChanges,
      statusChanges,
      lines,
    };
  });
  const appraisals = Array.from({ length: size.appraisals }, (_, index): PlannedAppraisal => {
    const identity = identities[(index * 7) % identities.length]!;
    const createdAt = Math.min(
      now - (size.appraisals - index) * 60_000,
      dayStart(shiftDate(today, REPORT_DATA_DAYS - 1)) +
        ((index + random()) * REPORT_DATA_DAYS * DAY) / size.appraisals,
    );
    const hoursAgo = (now - createdAt) / HOUR;
    const roll = random();
    const offeredAt = roll < 0.1 ? null : createdAt + between(0.5, 3) * HOUR;
    const closedAt = offeredAt === null ? null : offeredAt + between(1, 60) * HOUR;
    const open = offeredAt !== null && (closedAt! > now || roll < 0.13);
    const state = offeredAt === null || offeredAt > now ? 'draft' : open ? 'offered' : roll < 0.58 ? 'won' : 'lost';
    const expectedRetailCents = Math.round(((identity.listPriceCents ?? 2_000_000) * between(0.95, 1.1)) / 100) * 100;
    const reconCents = Math.floor(between(400, 2_000)) * 100;
    const offerCents = Math.floor((expectedRetailCents * 0.82 - reconCents) / 2_500) * 2_500;
    return {
      createdAt: new Date(createdAt),
      state: hoursAgo < 0 ? 'draft' : state,
      offeredAt: state === 'draft' ? null : new Date(offeredAt!),
      closedAt: state === 'won' || state === 'lost' ? new Date(closedAt!) : null,
      appraiser: index % 4,
      lostReason:
        state === 'lost' ? APPRAISAL_LOST_REASONS[Math.floor(random() * APPRAISAL_LOST_REASONS.length)]! : null,
      expectedRetailCents,
      offerCents,
      purchasePriceCents: state === 'won' ? Math.round((offerCents * between(0.97, 1.03)) / 100) * 100 : null,
      reconCents,
      year: identity.year,
      make: identity.make,
      model: identity.model,
      mileage: identity.mileage,
    };
  });
  return { stageIds: options.stageIds, vehicles, appraisals };
}

/** Recon cost of a vehicle as the sales report counts it: its approved lines. */
export const approvedReconCents = (vehicle: PlannedVehicle) =>
  vehicle.lines.filter((line) => line.approved).reduce((sum, line) => sum + lineTotalCents(line), 0);

/** Creates one store (organization, owner and three appraisers, workflow) and loads its plan and market. */
export async function seedStore(
  db: Database,
  options: {
    store: number;
    name: string;
    featureFlags: string[];
    size: DataSize;
    seed: number;
    today: string;
    now: number;
  },
): Promise<StorePlan> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: options.name, featureFlags: options.featureFlags })
    .returning();
  const organizationId = organization!.id;
  const people = ['Owner', 'Appraiser One', 'Appraiser Two', 'Appraiser Three'];
  const inserted = await db
    .insert(users)
    .values(
      people.map((name, index) => ({
        organizationId,
        email: `bench-${options.store}-${index}@reports-bench.test`,
        firstName: 'Bench',
        lastName: name,
        type: 'user' as const,
        role: index === 0 ? ('OWNER' as const) : ('EDITOR' as const),
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const stageIds = activeStages((await loadWorkflow({ db, organizationId })).stages).map((stage) => stage.id);
  const plan: StorePlan = {
    organizationId,
    userIds: inserted.map((row) => row.id),
    ...planStore({ ...options, stageIds }),
  };
  await loadVehicles(db, plan, options.now);
  await appraisalRows(db, plan, DEMO_HOME_ZIP);
  const inStock = plan.vehicles.filter((vehicle) => !vehicle.soldOn);
  const segments = inStock.map((vehicle) => ({
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trims: [vehicle.trim ?? 'Base'],
    mileage: vehicle.mileage,
    priceCents: vehicle.listPriceCents ?? 2_000_000,
  }));
  await insertMarket(
    db,
    generateMarket({
      organizationId,
      segments,
      count: options.size.marketRecords,
      seed: options.seed + 2,
      today: options.today,
      homeZip: DEMO_HOME_ZIP,
    }),
  );
  return plan;
}

/** The two stores of the bench: the measured one and a rival with its own data, so every query must filter. */
export async function seedReportData(
  db: Database,
  options: { size: DataSize; today: string; now: number },
): Promise<StorePlan> {
  const flags = ['recon', 'pricing', 'appraisals', 'reports', 'market_report', 'market_pricing_data'];
  const store = await seedStore(db, {
    store: 1,
    name: 'Reports Bench Motors',
    featureFlags: flags,
    size: options.size,
    seed: 1801,
    today: options.today,
    now: options.now,
  });
  const rivalSize = { stock: 150, sold: 1_500, appraisals: 600, marketRecords: 5_000 };
  await seedStore(db, {
    store: 2,
    name: 'Rival Bench Motors',
    featureFlags: flags,
    size: rivalSize,
    seed: 1802,
    today: options.today,
    now: options.now,
  });
  // What autovacuum does after a bulk load in a running database: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  return store;
}
