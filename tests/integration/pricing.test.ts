// Pricing through the graph: the rules round trip and the checklist tick, a vehicle's figures
// checked by hand against records the test brings, a dry run applied exactly, applying twice,
// under-floor refusal with nothing stored, stale changes skipped. Roles, tokens, other
// organizations and withheld cost: security/pricing.test.ts.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { ApplyPricingChangesDocument } from '../../graphql/generated/operations/ApplyPricingChanges';
import { GetComparablesDocument } from '../../graphql/generated/operations/GetComparables';
import { GetPricingGridDocument } from '../../graphql/generated/operations/GetPricingGrid';
import { GetPricingRulesDocument } from '../../graphql/generated/operations/GetPricingRules';
import { PricingDryRunDocument } from '../../graphql/generated/operations/PricingDryRun';
import { UpdatePricingRulesDocument } from '../../graphql/generated/operations/UpdatePricingRules';
import type { DatabaseHandle } from '../../server/db/client';
import {
  auditLog,
  organizations,
  pricingRules,
  repairOrderLines,
  repairOrders,
  users,
  vehiclePriceChanges,
  vehicles,
} from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { DEFAULT_PRICING_RULES } from '../../src/shared/pricing/rules';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

const record = (change: Record<string, unknown>) => ({
  year: 2022,
  make: 'Pricemake',
  model: 'Alpha',
  mileage: 30_000,
  priceCents: 2_500_000,
  zip: '78745',
  firstSeenOn: daysAgo(20),
  lastSeenOn: daysAgo(2),
  channel: 'retail' as const,
  source: 'own_sales' as const,
  ...change,
});

async function addVehicle(stockNumber: string, change: Partial<typeof vehicles.$inferInsert>) {
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: `1PRICE0000000${stockNumber.padStart(4, '0')}`,
      stockNumber,
      year: 2022,
      make: 'Pricemake',
      model: 'Alpha',
      mileage: 30_000,
      acquiredDate: daysAgo(50),
      costCents: 2_000_000,
      listPriceCents: 2_600_000,
      status: 'frontline',
      ...change,
    })
    .returning();
  return row!.id;
}

const rowsOf = (vehicleIds: string[]) =>
  db().select().from(vehicles).where(inArray(vehicles.id, vehicleIds)).orderBy(asc(vehicles.id));
const historyOf = (vehicleIds: string[]) =>
  db()
    .select()
    .from(vehiclePriceChanges)
    .where(inArray(vehiclePriceChanges.vehicleId, vehicleIds))
    .orderBy(asc(vehiclePriceChanges.id));

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  ids.a = await addVehicle('PA1', {});
  ids.b = await addVehicle('PB1', { status: 'sold', disposedOn: daysAgo(1) });
  ids.c = await addVehicle('PC1', { costCents: null });
  ids.d = await addVehicle('PD1', { acquiredDate: daysAgo(5), listPriceCents: 2_000_000 });
  const added = await graph.run(EDITOR, AddMarketRecordsDocument, {
    input: {
      records: [
        record({}),
        record({ mileage: 40_000, priceCents: 2_700_000 }),
        record({
          mileage: 20_000,
          priceCents: 2_400_000,
          firstSeenOn: daysAgo(30),
          lastSeenOn: null,
          soldOn: daysAgo(10),
        }),
        record({
          channel: 'wholesale',
          source: 'auction',
          priceCents: 2_000_000,
          soldOn: daysAgo(10),
          lastSeenOn: null,
        }),
        // Marketplace records count only with the `marketplace_comps` feature, which Demo Motors has not.
        record({ source: 'marketplace', priceCents: 1_000_000 }),
      ],
    },
  });
  expect(added.errors).toBeUndefined();
  // An open repair order of $600 (1 hour at $100 + $500 parts) counts into cost-to-market.
  const [order] = await db()
    .insert(repairOrders)
    .values({ organizationId: demoId, vehicleId: ids.a, status: 'awaiting_approval' })
    .returning();
  await db().insert(repairOrderLines).values({
    repairOrderId: order!.id,
    revision: 1,
    operation: 'Brakes',
    laborHundredths: 100,
    laborRateCents: 10_000,
    partsCents: 50_000,
    subletCostCents: 0,
    submittedAt: new Date(),
  });
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('pricing rules', () => {
  it('are the defaults until saved; the first save stores them, audits it and ticks configure_pricing', async () => {
    const before = await graph.run(EDITOR, GetPricingRulesDocument, {});
    expect(before).toEqual({
      data: { pricingRules: { ...DEFAULT_PRICING_RULES, configured: false, updatedAt: null, updatedBy: null } },
    });
    const input = {
      ...DEFAULT_PRICING_RULES,
      steps: [
        { fromDay: 0, percentOfMarket: 101 },
        { fromDay: 45, percentOfMarket: 96 },
      ],
      endInNine: true,
    };
    const saved = await graph.run(EDITOR, UpdatePricingRulesDocument, { input });
    expect(saved.errors).toBeUndefined();
    const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
    expect(saved.data!.updatePricingRules).toEqual({
      ...input,
      configured: true,
      updatedAt: expect.any(String),
      updatedBy: { id: editor!.id, name: 'Eddie Ramirez' },
    });
    expect((await graph.run(OWNER, GetPricingRulesDocument, {})).data!.pricingRules).toEqual(
      saved.data!.updatePricingRules,
    );
    const [organization] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    expect(organization!.setupChecklistItems.configure_pricing).toBe(true);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pricing.rules_updated'))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ organizationId: demoId, actorUserId: editor!.id, before: null, after: input });
    // Back to the defaults for the figures below (a second save: the checklist stays ticked).
    const restored = await graph.run(EDITOR, UpdatePricingRulesDocument, { input: DEFAULT_PRICING_RULES });
    expect(restored.data!.updatePricingRules).toMatchObject({ ...DEFAULT_PRICING_RULES, configured: true });
  });

  it.each([
    [
      'a first step after day 0',
      { steps: [{ fromDay: 3, percentOfMarket: 100 }] },
      'The first step must start at day 0, so every vehicle has a step.',
    ],
    [
      'steps not ascending',
      {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 60, percentOfMarket: 95 },
          { fromDay: 30, percentOfMarket: 98 },
        ],
      },
      "Step 3: day 30 must come after the previous step's day 60 (steps go up, each day once).",
    ],
    [
      'a share past 150 %',
      { steps: [{ fromDay: 0, percentOfMarket: 151 }] },
      'Step 1: the share of market must be from 50 % to 150 %.',
    ],
    ['rounding to $3', { roundToCents: 300 }, 'Round to one of $1, $10, $25, $50, $100.'],
  ])('refuses %s, storing nothing', async (_name, change, message) => {
    const stored = await db().select().from(pricingRules);
    const answer = await graph.run(EDITOR, UpdatePricingRulesDocument, {
      input: { ...DEFAULT_PRICING_RULES, ...change },
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toBe(message);
    expect(await db().select().from(pricingRules)).toEqual(stored);
  });
});

describe('a vehicle’s figures', () => {
  it('are its comparables’ figures, worked by hand', async () => {
    const answer = await graph.run(OWNER, GetPricingGridDocument, { filter: { vehicleIds: [ids.a] }, market: true });
    expect(answer.errors).toBeUndefined();
    const [figures] = answer.data!.vehiclePricing;
    // Retail comparables adjusted to 30,000 miles (3 % per 10,000): 2,500,000; 2,700,000 × 1.03 =
    // 2,781,000; 2,400,000 × 0.97 = 2,328,000 (sold). Wholesale and marketplace records left out.
    const average = Math.round((2_500_000 + 2_781_000 + 2_328_000) / 3);
    expect(average).toBe(2_536_333);
    expect(figures).toEqual({
      vehicle: expect.objectContaining({
        id: ids.a,
        listPriceCents: 2_600_000,
        costCents: 2_000_000,
        daysInInventory: 50,
      }),
      marketAverageCents: 2_536_333,
      comparables: 3,
      priceToMarket: 102.5, // 2,600,000 ÷ 2,536,333
      rank: 2, // listings at 2,500,000 and 2,781,000: one is cheaper
      rankOf: 3,
      marketDaysSupply: 90, // 2 listings ÷ (1 sale ÷ 45 days)
      costToMarket: 0.812, // (2,000,000 + 60,000 recon) ÷ 2,536,333
      floorCents: 2_100_000,
      suggestedPriceCents: 2_430_000, // 96 % (day 45+) of 2,536,333 = 2,434,880, to the nearest $100 (10,000 cents)
      suggestionNote: 'Day 45+ step: 96 % of market',
    });
  });

  it('rest on the same comparables as the vehicle’s valuations, for every vehicle in stock', async () => {
    // The grid chooses comparables in memory from one read of the whole stock's market; a vehicle's
    // valuations ask the database for its own. Both must be the one rule: same records, same average.
    const grid = await graph.run(OWNER, GetPricingGridDocument, { filter: {}, market: true });
    expect(grid.errors).toBeUndefined();
    const stock = grid.data!.vehiclePricing;
    expect(stock.length).toBeGreaterThan(20);
    let priced = 0;
    for (const row of stock) {
      const answer = await graph.run(OWNER, GetComparablesDocument, { vehicleId: row.vehicle.id });
      expect(answer.errors).toBeUndefined();
      const retail = answer.data!.comparables.comparables.filter(
        (comparable) => comparable.record.channel === 'retail',
      );
      const average =
        retail.length === 0
          ? null
          : Math.round(retail.reduce((sum, comparable) => sum + comparable.adjustedPriceCents, 0) / retail.length);
      expect([row.vehicle.stockNumber, row.comparables, row.marketAverageCents]).toEqual([
        row.vehicle.stockNumber,
        retail.length,
        average,
      ]);
      if (average !== null) priced += 1;
    }
    expect(priced).toBeGreaterThan(stock.length / 2);
  });

  it('leave the market out when not asked, and say why a vehicle cannot be priced', async () => {
    const answer = await graph.run(OWNER, GetPricingGridDocument, { filter: { vehicleIds: [ids.c] }, market: false });
    expect(answer.data!.vehiclePricing).toEqual([
      {
        vehicle: expect.objectContaining({ id: ids.c }),
        floorCents: null,
        suggestedPriceCents: null,
        suggestionNote: 'No cost: the floor (cost + minimum gross) is unknown.',
      },
    ]);
  });

  it('list the stock oldest first, filtered by age', async () => {
    const answer = await graph.run(OWNER, GetPricingGridDocument, { filter: { ageMinDays: 40 }, market: false });
    const days = answer.data!.vehiclePricing.map((row) => row.vehicle.daysInInventory);
    expect(days.length).toBeGreaterThan(2);
    expect(days).toEqual([...days].sort((x, y) => y - x));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(40);
    expect(answer.data!.vehiclePricing.map((row) => row.vehicle.id)).not.toContain(ids.b);
  });
});

describe('dry run and apply', () => {
  it('applies exactly what the dry run listed, with its reason; a second apply changes nothing', async () => {
    const dry = await graph.run(EDITOR, PricingDryRunDocument, {
      input: { vehicleIds: [ids.a, ids.b, ids.c], method: 'rules' },
      market: false,
    });
    expect(dry.errors).toBeUndefined();
    const run = dry.data!.pricingDryRun;
    expect(run.changes.map(({ vehicle, ...change }) => ({ id: vehicle.id, ...change }))).toEqual([
      {
        id: ids.a,
        direction: 'lower',
        fromCents: 2_600_000,
        toCents: 2_430_000,
        grossEffectCents: -170_000,
        heldAtFloor: false,
        reason: 'Reprice: Day 45+ step: 96 % of market',
      },
    ]);
    expect(
      run.unchanged.map(({ vehicle, reason }) => ({ id: vehicle.id, reason })).sort((x, y) => x.id.localeCompare(y.id)),
    ).toEqual(
      [
        { id: ids.b, reason: 'Not in stock (sold).' },
        { id: ids.c, reason: 'No cost: the floor (cost + minimum gross) is unknown.' },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    expect(run.grossEffectCents).toBe(-170_000);
    const changes = run.changes.map((change) => ({
      vehicleId: change.vehicle.id,
      fromCents: change.fromCents,
      toCents: change.toCents,
      reason: change.reason,
    }));
    const applied = await graph.run(EDITOR, ApplyPricingChangesDocument, { input: { changes } });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyPricingChanges.applied.map((vehicle) => [vehicle.id, vehicle.listPriceCents])).toEqual([
      [ids.a, 2_430_000],
    ]);
    expect(applied.data!.applyPricingChanges.skipped).toEqual([]);
    const [latest] = await db()
      .select()
      .from(vehiclePriceChanges)
      .where(eq(vehiclePriceChanges.vehicleId, ids.a))
      .orderBy(desc(vehiclePriceChanges.changedAt));
    expect(latest).toMatchObject({
      fromCents: 2_600_000,
      toCents: 2_430_000,
      reason: 'Reprice: Day 45+ step: 96 % of market',
    });

    const rowsBefore = await rowsOf([ids.a]);
    const historyBefore = await historyOf([ids.a]);
    const again = await graph.run(EDITOR, ApplyPricingChangesDocument, { input: { changes } });
    expect(again.data!.applyPricingChanges).toEqual({
      applied: [],
      skipped: [
        {
          vehicle: expect.objectContaining({ id: ids.a }),
          reason: 'The price moved since the dry run: it is $24,300 now.',
        },
      ],
    });
    expect(await rowsOf([ids.a])).toEqual(rowsBefore);
    expect(await historyOf([ids.a])).toEqual(historyBefore);
    // And a new dry run finds it at its price.
    const after = await graph.run(EDITOR, PricingDryRunDocument, { input: { vehicleIds: [ids.a] }, market: false });
    expect(after.data!.pricingDryRun).toMatchObject({
      changes: [],
      unchanged: [{ reason: 'Already at the price: Day 45+ step: 96 % of market.' }],
      grossEffectCents: 0,
    });
  });

  it('prices by a share of market or an amount, rounded; under the floor lowered only to it, never lifted to it (underwater)', async () => {
    const share = await graph.run(EDITOR, PricingDryRunDocument, {
      input: { vehicleIds: [ids.a], method: 'percent_of_market', percentOfMarket: 90 },
      market: false,
    });
    // 90 % of 2,536,333 = 2,282,700, to the nearest $100: 2,280,000, over the 2,100,000 floor.
    expect(share.data!.pricingDryRun.changes).toEqual([
      expect.objectContaining({ toCents: 2_280_000, heldAtFloor: false, reason: 'Reprice: 90 % of market' }),
    ]);
    const cut = await graph.run(EDITOR, PricingDryRunDocument, {
      input: { vehicleIds: [ids.d], method: 'amount', amountCents: -50_000 },
      market: false,
    });
    // 2,000,000 − 50,000 is under the floor of 2,100,000, which is above the list price: underwater
    // (issue 32: the floor used to lift it to 2,100,000, a raise), not repriced.
    expect(cut.data!.pricingDryRun.changes).toEqual([]);
    expect(cut.data!.pricingDryRun.underwater).toEqual([
      expect.objectContaining({
        floorCents: 2_100_000,
        targetCents: 1_950_000,
        reason:
          'Underwater: the floor $21,000 (cost + minimum gross) is above the target $19,500 (Cut by $500), not repriced',
      }),
    ]);
    // Over the floor, a cut past it stops at it: 2,600,000 − 550,000 is held at 2,100,000.
    const held = await graph.run(EDITOR, PricingDryRunDocument, {
      input: { vehicleIds: [ids.a], method: 'amount', amountCents: -550_000 },
      market: false,
    });
    expect(held.data!.pricingDryRun.changes).toEqual([
      expect.objectContaining({
        toCents: 2_100_000,
        heldAtFloor: true,
        reason: 'Reprice: Cut by $5,500; held at the floor (cost + minimum gross)',
      }),
    ]);
    const missing = await graph.run(EDITOR, PricingDryRunDocument, { input: { method: 'amount' }, market: false });
    expect(code(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors![0]!.message).toBe('Give the amount to add to each list price (negative to cut).');
  });

  it('refuses the whole call when a change is under its floor, naming the vehicle, storing nothing', async () => {
    const [a, d] = [(await rowsOf([ids.a]))[0]!, (await rowsOf([ids.d]))[0]!];
    const before = { rows: await rowsOf([ids.a, ids.d]), history: await historyOf([ids.a, ids.d]) };
    const answer = await graph.run(EDITOR, ApplyPricingChangesDocument, {
      input: {
        changes: [
          { vehicleId: ids.d, fromCents: d.listPriceCents, toCents: 2_300_000, reason: 'Fine on its own' },
          { vehicleId: ids.a, fromCents: a.listPriceCents, toCents: 2_099_999, reason: 'Under the floor' },
        ],
      },
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toBe(
      'Under the floor (cost + minimum gross), nothing was changed: stock PA1. Run a new dry run or raise these prices.',
    );
    expect({ rows: await rowsOf([ids.a, ids.d]), history: await historyOf([ids.a, ids.d]) }).toEqual(before);
  });

  it('skips a change whose price moved since the dry run, and a vehicle out of stock', async () => {
    const before = { rows: await rowsOf([ids.d, ids.b]), history: await historyOf([ids.d, ids.b]) };
    const answer = await graph.run(EDITOR, ApplyPricingChangesDocument, {
      input: {
        changes: [
          { vehicleId: ids.d, fromCents: 1_900_000, toCents: 2_300_000, reason: 'Stale' },
          { vehicleId: ids.b, fromCents: 2_600_000, toCents: 2_500_000, reason: 'Gone' },
        ],
      },
    });
    expect(answer.data!.applyPricingChanges).toEqual({
      applied: [],
      skipped: [
        {
          vehicle: expect.objectContaining({ id: ids.d }),
          reason: 'The price moved since the dry run: it is $20,000 now.',
        },
        { vehicle: expect.objectContaining({ id: ids.b }), reason: 'Not in stock any more (sold).' },
      ],
    });
    expect({ rows: await rowsOf([ids.d, ids.b]), history: await historyOf([ids.d, ids.b]) }).toEqual(before);
  });

  it('finds changes in the demo stock on a first start (aged vehicles priced over what the default rules ask)', async () => {
    const answer = await graph.run(OWNER, PricingDryRunDocument, { input: {}, market: false });
    const demoChanges = answer.data!.pricingDryRun.changes.filter(
      (change) => !change.vehicle.stockNumber.startsWith('P'),
    );
    expect(
      demoChanges.filter((change) => change.vehicle.daysInInventory >= 30 && change.grossEffectCents! < 0).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
