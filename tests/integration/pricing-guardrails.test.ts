// Issue 32's pricing guardrails through the graph: a step only ever lowers, an underwater car is
// not repriced but stated with its ways out, raise to market only when on and only before the
// first step down, the dry run's market figures (price-to-market and rank before and after), and
// the rules editor's per-step counts. Attacked: each role, another organization's vehicle ids,
// market figures without the feature, bad input with nothing stored. Vehicles and market records
// of its own (segment Guardmake Beta), so the demo data may change around it.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { ApplyPricingChangesDocument } from '../../graphql/generated/operations/ApplyPricingChanges';
import { GetPricingStepMovesDocument } from '../../graphql/generated/operations/GetPricingStepMoves';
import { PricingDryRunDocument } from '../../graphql/generated/operations/PricingDryRun';
import { UpdatePricingRulesDocument } from '../../graphql/generated/operations/UpdatePricingRules';
import type { DatabaseHandle } from '../../server/db/client';
import { pricingRules, users, vehicles } from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { DEFAULT_PRICING_RULES, stepForAge } from '../../src/shared/pricing/rules';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const ids = { lower: '', under: '', underwater: '', young: '' };
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const dryRun = (who: string, vehicleIds: string[], market = true) =>
  graph.run(who, PricingDryRunDocument, { input: { vehicleIds, method: 'rules' }, market });
const allIds = () => Object.values(ids);

const record = (change: Record<string, unknown>) => ({
  year: 2022,
  make: 'Guardmake',
  model: 'Beta',
  mileage: 30_000,
  priceCents: 3_000_000,
  zip: '78745',
  firstSeenOn: daysAgo(20),
  lastSeenOn: daysAgo(2),
  channel: 'retail' as const,
  source: 'own_sales' as const,
  ...change,
});

async function addVehicle(stockNumber: string, days: number, listPriceCents: number, costCents: number) {
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: `1GUARD000000${stockNumber.padStart(5, '0')}`,
      stockNumber,
      year: 2022,
      make: 'Guardmake',
      model: 'Beta',
      mileage: 30_000,
      acquiredDate: daysAgo(days),
      costCents,
      listPriceCents,
      status: 'frontline',
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  // Default rules: day 0 100 %, 30 98 %, 45 96 %, 60 94 %, 75 92 %, 90 90 %; floor = cost + $1,000.
  ids.lower = await addVehicle('GL1', 50, 3_100_000, 2_000_000); // 96 % = $28,800 < $31,000: lowered
  ids.under = await addVehicle('GU1', 182, 2_600_000, 2_000_000); // 90 % = $27,000 > $26,000: kept (the Ram)
  ids.underwater = await addVehicle('GW1', 240, 2_649_500, 3_117_400); // floor $32,174 > $27,000: underwater (the Highlander)
  ids.young = await addVehicle('GY1', 5, 2_800_000, 2_000_000); // 100 % = $30,000 > $28,000: kept, raised only with the rule
  const added = await graph.run(EDITOR, AddMarketRecordsDocument, {
    input: {
      records: [
        // Three listings and a sale at $30,000 (the vehicles' mileage): market average $30,000.
        record({}),
        record({}),
        record({}),
        record({ firstSeenOn: daysAgo(30), lastSeenOn: null, soldOn: daysAgo(10) }),
        // Two auction sales: auction index (the wholesale value) $24,500.
        record({
          channel: 'wholesale',
          source: 'auction',
          priceCents: 2_400_000,
          soldOn: daysAgo(10),
          lastSeenOn: null,
        }),
        record({
          channel: 'wholesale',
          source: 'auction',
          priceCents: 2_500_000,
          soldOn: daysAgo(12),
          lastSeenOn: null,
        }),
      ],
    },
  });
  expect(added.errors).toBeUndefined();
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the rules’ dry run', () => {
  it('lowers a car over its step with its price-to-market and rank before and after, and never raises one under it', async () => {
    const answer = await dryRun(OWNER, allIds());
    expect(answer.errors).toBeUndefined();
    const run = answer.data!.pricingDryRun;
    expect(run.changes.map(({ vehicle, ...change }) => ({ id: vehicle.id, ...change }))).toEqual([
      {
        id: ids.lower,
        direction: 'lower',
        fromCents: 3_100_000,
        toCents: 2_880_000,
        grossEffectCents: -220_000,
        heldAtFloor: false,
        reason: 'Reprice: Day 45+ step: 96 % of market',
        fromPriceToMarket: 103.3,
        toPriceToMarket: 96, // 3,100,000 and 2,880,000 ÷ 3,000,000
        fromRank: 4,
        toRank: 1,
        rankOf: 4, // three listings at $30,000: all under $31,000, none under $28,800
      },
    ]);
    expect(run.grossEffectCents).toBe(-220_000);
    const unchanged = new Map(run.unchanged.map((skip) => [skip.vehicle.id, skip.reason]));
    expect(unchanged.get(ids.under)).toBe(
      'Kept: listed under the Day 90+ step: 90 % of market ($27,000); a step never raises a price.',
    );
    expect(unchanged.get(ids.young)).toBe(
      'Kept: listed under the Day 0+ step: 100 % of market ($30,000); a step never raises a price.',
    );
  });

  it('flags an underwater car instead of lifting it to its floor: floor, target, wholesale value and the gross either way', async () => {
    const run = (await dryRun(OWNER, allIds())).data!.pricingDryRun;
    expect(run.underwater).toEqual([
      {
        vehicle: expect.objectContaining({ id: ids.underwater, listPriceCents: 2_649_500 }),
        floorCents: 3_217_400,
        targetCents: 2_700_000,
        wholesaleCents: 2_450_000,
        grossAtFloorCents: 100_000, // floor − cost: the minimum gross
        grossAtTargetCents: -417_400, // 2,700,000 − 3,117,400
        grossAtWholesaleCents: -667_400, // 2,450,000 − 3,117,400
        considerWholesale: true, // day 240, past the last step (day 90)
        reason:
          'Underwater: the floor $32,174 (cost + minimum gross) is above the target $27,000 (Day 90+ step: 90 % of market), not repriced; past the last step: consider wholesale',
      },
    ]);
    expect(run.changes.map((change) => change.vehicle.id)).not.toContain(ids.underwater);
  });

  it('raises to market only with the rule on, and only before the first step down; off again, nothing rises', async () => {
    try {
      const saved = await graph.run(OWNER, UpdatePricingRulesDocument, {
        input: { ...DEFAULT_PRICING_RULES, raiseToMarket: true },
      });
      expect(saved.data!.updatePricingRules.raiseToMarket).toBe(true);
      const run = (await dryRun(OWNER, allIds())).data!.pricingDryRun;
      expect(run.changes.map((change) => [change.vehicle.id, change.direction, change.toCents, change.reason])).toEqual(
        [
          [ids.lower, 'lower', 2_880_000, 'Reprice: Day 45+ step: 96 % of market'],
          [ids.young, 'raise', 3_000_000, 'Reprice: Raise to market: Day 0+ step: 100 % of market'],
        ],
      );
      // The 182-day car stays under its target, the underwater one stays underwater.
      expect(run.unchanged.map((skip) => skip.vehicle.id)).toEqual([ids.under]);
      expect(run.underwater.map((car) => car.vehicle.id)).toEqual([ids.underwater]);
    } finally {
      await db().delete(pricingRules).where(eq(pricingRules.organizationId, demoId));
    }
    const off = (await dryRun(OWNER, allIds())).data!.pricingDryRun;
    expect(off.changes.filter((change) => change.direction === 'raise')).toEqual([]);
  });

  it('writes nothing, and a raise is written only when it is among the changes applied', async () => {
    const before = await rowCounts(db());
    await dryRun(OWNER, allIds());
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    const listPrices = async () =>
      (await db().select().from(vehicles).where(inArray(vehicles.id, allIds())))
        .map((row) => [row.stockNumber, row.listPriceCents])
        .sort();
    const pricesBefore = await listPrices();
    const run = (await dryRun(OWNER, [ids.lower])).data!.pricingDryRun;
    const changes = run.changes.map((change) => ({
      vehicleId: change.vehicle.id,
      fromCents: change.fromCents,
      toCents: change.toCents,
      reason: change.reason,
    }));
    const applied = await graph.run(OWNER, ApplyPricingChangesDocument, { input: { changes } });
    expect(applied.data!.applyPricingChanges.applied.map((vehicle) => vehicle.id)).toEqual([ids.lower]);
    expect(await listPrices()).toEqual(
      pricesBefore.map(([stock, cents]) => [stock, stock === 'GL1' ? 2_880_000 : cents]),
    );
  });
});

describe('each step’s moves today (the rules editor)', () => {
  it('count, per saved step, the stock the rules’ dry run would lower, raise and flag underwater', async () => {
    const moves = await graph.run(OWNER, GetPricingStepMovesDocument, {});
    expect(moves.errors).toBeUndefined();
    const run = (await graph.run(OWNER, PricingDryRunDocument, { input: { method: 'rules' }, market: false })).data!
      .pricingDryRun;
    const expected = DEFAULT_PRICING_RULES.steps.map((step) => ({ ...step, lowers: 0, raises: 0, underwater: 0 }));
    const at = (days: number) =>
      expected.find((step) => step.fromDay === stepForAge(DEFAULT_PRICING_RULES.steps, days).fromDay)!;
    for (const change of run.changes)
      at(change.vehicle.daysInInventory)[change.direction === 'raise' ? 'raises' : 'lowers'] += 1;
    for (const car of run.underwater) at(car.vehicle.daysInInventory).underwater += 1;
    expect(moves.data!.pricingStepMoves.map(({ vehicles: _vehicles, ...move }) => move)).toEqual(expected);
    const stock = run.changes.length + run.underwater.length + run.unchanged.length;
    expect(moves.data!.pricingStepMoves.reduce((sum, move) => sum + move.vehicles, 0)).toBe(stock);
    expect(moves.data!.pricingStepMoves.at(-1)!.underwater).toBeGreaterThanOrEqual(1);
  });
});

describe('attacks', () => {
  it.each(['viewer@demo.test', 'user@demo.test', 'agent@demo.test'])(
    '%s is refused the dry run and the step counts',
    async (who) => {
      for (const answer of [
        await dryRun(who, allIds(), false),
        await graph.run(who, GetPricingStepMovesDocument, {}),
      ]) {
        expect([code(answer), answer.data ?? null]).toEqual(['FORBIDDEN', null]);
      }
    },
  );

  it('an editor runs it; an admin without market_pricing_data is refused its market figures, with the reason, and runs it without them', async () => {
    expect((await dryRun(EDITOR, allIds())).errors).toBeUndefined();
    const refused = await dryRun('admin@demo.test', allIds(), true);
    expect([code(refused), refused.errors![0]!.message, refused.data ?? null]).toEqual([
      'FORBIDDEN',
      expect.stringMatching(/needs the Market pricing data feature/),
      null,
    ]);
    const plain = await dryRun('admin@demo.test', allIds(), false);
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.pricingDryRun.underwater[0]).not.toHaveProperty('wholesaleCents');
  });

  it('another organization’s owner finds none of the vehicles, and its own step counts hold none of them', async () => {
    const answer = await dryRun(RIVAL_OWNER_EMAIL, [ids.underwater], false);
    expect([code(answer), answer.errors![0]!.message, answer.data ?? null]).toEqual([
      'NOT_FOUND',
      'No vehicle with this id in your inventory.',
      null,
    ]);
    const moves = await graph.run(RIVAL_OWNER_EMAIL, GetPricingStepMovesDocument, {});
    expect(moves.data!.pricingStepMoves.reduce((sum, move) => sum + move.vehicles, 0)).toBe(0);
  });

  it.each([
    [
      'a share of market past 150 %',
      { method: 'percent_of_market' as const, percentOfMarket: 151 },
      'The share of market must be from 50 % to 150 %.',
    ],
    [
      'an amount with the rules',
      { method: 'rules' as const, amountCents: 500 },
      'An amount is only given with the amount method.',
    ],
    [
      'an id that is no id',
      { method: 'rules' as const, vehicleIds: ['nope'] },
      'No vehicle with this id in your inventory.',
    ],
  ])('refuses %s with a clear error, storing nothing', async (_name, input, message) => {
    const before = await rowCounts(db());
    const answer = await graph.run(OWNER, PricingDryRunDocument, {
      input: { vehicleIds: allIds(), ...input },
      market: false,
    });
    expect([answer.errors?.[0]?.message, answer.data ?? null]).toEqual([message, null]);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});
