// Pricing attacked at the server: every role and user type, read and write API tokens, another
// organization's vehicle ids, market figures without the feature, and cost withheld from
// non-owners. Another organization's vehicle ids are NOT_FOUND everywhere (the grid, the dry run
// and apply), never skipped: a skip would have to show the vehicle.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, pricingRules, vehiclePriceChanges, vehicles } from '../../../server/db/schema';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql } from '../support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

const RULES = '{ pricingRules { configured } }';
const GRID =
  'query ($ids: [ID!]) { vehiclePricing(filter: { vehicleIds: $ids }) { vehicle { id costCents costWithheld } floorCents suggestedPriceCents suggestionNote } }';
const MARKET_GRID =
  'query ($ids: [ID!]) { vehiclePricing(filter: { vehicleIds: $ids }) { vehicle { id } marketAverageCents costToMarket } }';
const DRY_RUN =
  'query ($ids: [ID!]) { pricingDryRun(input: { vehicleIds: $ids, method: amount, amountCents: 50000 }) { changes { vehicle { id } fromCents toCents heldAtFloor } unchanged { reason } } }';
const UPDATE = `mutation { updatePricingRules(input: { steps: [{ fromDay: 0, percentOfMarket: 99 }], minimumGrossCents: 50000,
  roundToCents: 100, roundingMode: down, endInNine: false }) { configured } }`;
const APPLY =
  'mutation ($changes: [PricingChangeInput!]!) { applyPricingChanges(input: { changes: $changes }) { applied { id listPriceCents } skipped { reason } } }';

let server: TestServer;
let vehicleId: string;
let demoId: string;
const secrets = { read: '', write: '' };
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;

async function as(who: string, query: string, variables: Record<string, unknown> = {}) {
  const headers =
    who === 'read' || who === 'write' ? { authorization: `Bearer ${secrets[who]}` } : cookieHeaders(await session(who));
  return graphql<Record<string, never>>(server.baseUrl, query, variables, headers);
}

const vehicleRows = () => db().select().from(vehicles).where(eq(vehicles.id, vehicleId));
const historyRows = () =>
  db()
    .select()
    .from(vehiclePriceChanges)
    .where(inArray(vehiclePriceChanges.vehicleId, [vehicleId]));

beforeAll(async () => {
  server = await startTestServer();
  await createRivalOrganization(db());
  const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  demoId = demo!.id;
  const [row] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '1PRICESEC00000001',
      stockNumber: 'PSEC1',
      year: 2021,
      make: 'Secmake',
      model: 'Probe',
      mileage: 20_000,
      acquiredDate: shiftDate(todayIso(), 40),
      costCents: 1_500_000,
      listPriceCents: 2_000_000,
      status: 'frontline',
    })
    .returning();
  vehicleId = row!.id;
  const owner = cookieHeaders(await session('owner@demo.test'));
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `pricing-${name}`, scopes } },
      owner,
    );
    secrets[name] = created.data!.createApiToken.secret;
  }
});
afterAll(() => server.close());

describe('who reads pricing', () => {
  it.each(['owner@demo.test', 'editor@demo.test', 'admin@demo.test', 'read', 'write'])(
    '%s reads rules, the grid and a dry run',
    async (who) => {
      expect((await as(who, RULES)).errors).toBeUndefined();
      const grid = await as(who, GRID, { ids: [vehicleId] });
      expect(grid.errors).toBeUndefined();
      const dry = await as(who, DRY_RUN, { ids: [vehicleId] });
      expect(dry.data).toEqual({
        pricingDryRun: {
          changes: [{ vehicle: { id: vehicleId }, fromCents: 2_000_000, toCents: 2_050_000, heldAtFloor: false }],
          unchanged: [],
        },
      });
    },
  );

  it.each(['viewer@demo.test', 'user@demo.test', 'agent@demo.test'])(
    '%s is refused everything, storing nothing',
    async (who) => {
      for (const [query, variables] of [
        [RULES, {}],
        [GRID, { ids: [vehicleId] }],
        [DRY_RUN, { ids: [vehicleId] }],
      ] as const) {
        const answer = await as(who, query, variables);
        expect([answer.status, errorCode(answer), answer.data ?? null]).toEqual([200, 'FORBIDDEN', null]);
      }
      const before = { counts: await rowCounts(db()), vehicle: await vehicleRows() };
      for (const [query, variables] of [
        [UPDATE, {}],
        [APPLY, { changes: [{ vehicleId, fromCents: 2_000_000, toCents: 2_100_000, reason: 'Probe' }] }],
      ] as const) {
        const answer = await as(who, query, variables);
        expect([errorCode(answer), answer.data ?? null]).toEqual(['FORBIDDEN', null]);
      }
      expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
      expect(await vehicleRows()).toEqual(before.vehicle);
    },
  );
});

describe('market figures', () => {
  it.each(['owner@demo.test', 'editor@demo.test'])('%s holds market_pricing_data and reads them', async (who) => {
    expect((await as(who, MARKET_GRID, { ids: [vehicleId] })).errors).toBeUndefined();
  });

  it.each(['admin@demo.test', 'read', 'write'])(
    '%s without the feature is refused them, with the reason',
    async (who) => {
      const answer = await as(who, MARKET_GRID, { ids: [vehicleId] });
      expect([errorCode(answer), answer.errors![0]!.message, answer.data ?? null]).toEqual([
        'FORBIDDEN',
        expect.stringMatching(/^Not allowed: needs the Market pricing data feature./),
        null,
      ]);
      const skipped = await as(
        who,
        'query ($ids: [ID!], $m: Boolean!) { vehiclePricing(filter: { vehicleIds: $ids }) { vehicle { id } marketAverageCents @include(if: $m) } }',
        { ids: [vehicleId], m: false },
      );
      expect(skipped.data).toEqual({ vehiclePricing: [{ vehicle: { id: vehicleId } }] });
    },
  );
});

describe('writing pricing', () => {
  it('a read token may not save rules or apply; a write token may', async () => {
    const before = { counts: await rowCounts(db()), vehicle: await vehicleRows() };
    const refused = await as('read', APPLY, {
      changes: [{ vehicleId, fromCents: 2_000_000, toCents: 2_100_000, reason: 'Probe' }],
    });
    expect([refused.status, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    expect([(await as('read', UPDATE)).status]).toEqual([403]);
    expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
    const applied = await as('write', APPLY, {
      changes: [{ vehicleId, fromCents: 2_000_000, toCents: 2_100_000, reason: 'Token reprice' }],
    });
    expect(applied.data).toEqual({
      applyPricingChanges: { applied: [{ id: vehicleId, listPriceCents: 2_100_000 }], skipped: [] },
    });
    const undo = await as('owner@demo.test', APPLY, {
      changes: [{ vehicleId, fromCents: 2_100_000, toCents: 2_000_000, reason: 'Back' }],
    });
    expect(undo.data).toEqual({
      applyPricingChanges: { applied: [{ id: vehicleId, listPriceCents: 2_000_000 }], skipped: [] },
    });
  });

  it('an editor saves rules (removed again, so the other files’ defaults hold)', async () => {
    expect((await as('editor@demo.test', UPDATE)).data).toEqual({ updatePricingRules: { configured: true } });
    const stored = await db().select().from(pricingRules).where(eq(pricingRules.organizationId, demoId));
    expect(stored).toHaveLength(1);
    await db().delete(pricingRules).where(eq(pricingRules.organizationId, demoId));
  });
});

describe('another organization’s vehicle ids', () => {
  it('are NOT_FOUND in the grid, the dry run and apply, with nothing stored', async () => {
    const before = { counts: await rowCounts(db()), vehicle: await vehicleRows(), history: await historyRows() };
    for (const [query, variables] of [
      [GRID, { ids: [vehicleId] }],
      [DRY_RUN, { ids: [vehicleId] }],
      [APPLY, { changes: [{ vehicleId, fromCents: 2_000_000, toCents: 2_100_000, reason: 'Rival' }] }],
    ] as const) {
      const answer = await as(RIVAL_OWNER_EMAIL, query, variables);
      expect([errorCode(answer), answer.errors![0]!.message, answer.data ?? null]).toEqual([
        'NOT_FOUND',
        'No vehicle with this id in your inventory.',
        null,
      ]);
    }
    expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
    expect({ vehicle: await vehicleRows(), history: await historyRows() }).toEqual({
      vehicle: before.vehicle,
      history: before.history,
    });
  });
});

describe('cost withheld (hide_vehicle_cost)', () => {
  it('hides cost, floor and cost-to-market from non-owners; owners see them', async () => {
    const set = (value: boolean) =>
      as(
        'owner@demo.test',
        'mutation ($v: JSON!) { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: $v }) { id } }',
        { v: value },
      );
    expect((await set(true)).errors).toBeUndefined();
    try {
      const editor = await as(
        'editor@demo.test',
        MARKET_GRID.replace('costToMarket', 'costToMarket floorCents vehicle { costCents costWithheld }'),
        { ids: [vehicleId] },
      );
      expect(editor.data).toEqual({
        vehiclePricing: [
          {
            vehicle: { id: vehicleId, costCents: null, costWithheld: true },
            marketAverageCents: null,
            costToMarket: null,
            floorCents: null,
          },
        ],
      });
      const token = await as('write', GRID, { ids: [vehicleId] });
      expect(token.data).toMatchObject({
        vehiclePricing: [{ vehicle: { costCents: null, costWithheld: true }, floorCents: null }],
      });
      const owner = await as('owner@demo.test', GRID, { ids: [vehicleId] });
      expect(owner.data).toMatchObject({
        vehiclePricing: [{ vehicle: { costCents: 1_500_000, costWithheld: false }, floorCents: 1_600_000 }],
      });
    } finally {
      await set(false);
    }
  });
});
