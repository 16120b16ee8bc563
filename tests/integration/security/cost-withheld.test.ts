// Vehicle cost withheld (issue 31, item 2): with `hide_vehicle_cost` on, an EDITOR and a read API
// token read no figure derived from cost. The probe recovered cost as the pricing suggestion held at
// the floor (cost + minimum gross) minus `pricingRules.minimumGrossCents`, from `vehiclePricing`
// and from `pricingDryRun`'s `toCents`/`heldAtFloor`. The rule and the list of cost-derived fields
// live in src/shared/pricing/cost-visibility.ts; this file walks the schema against that list and
// reads every listed field as each viewer without cost.
import { eq, inArray } from 'drizzle-orm';
import { buildSchema, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, vehicles } from '../../../server/db/schema';
import { readTypeDefs } from '../../../server/graphql/schema';
import { shiftDate, todayIso } from '../../../src/shared/inventory/vehicle';
import {
  BELOW_MINIMUM_MESSAGE,
  COST_DERIVED_FIELDS,
  COST_DERIVED_TYPES,
  COST_FIELD_NAME,
  NOT_COST_DERIVED_FIELDS,
} from '../../../src/shared/pricing/cost-visibility';
import { changedRows, rowCounts } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql } from '../support/clients';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let demoId: string;
let readToken = '';
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
/** Each viewer without cost, with the reads refused to it altogether (FORBIDDEN: nothing to withhold). */
const WITHOUT_COST: [string, string[]][] = [
  ['editor@demo.test', []],
  ['read', ['pricing market figures', 'sourcing', 'inventory requests']],
];

async function as(who: string, query: string, variables: Record<string, unknown> = {}) {
  const headers = who === 'read' ? { authorization: `Bearer ${readToken}` } : cookieHeaders(await session(who));
  return graphql<Record<string, unknown>>(server.baseUrl, query, variables, headers);
}

const FIGURE = '{ current previous change }';
const range = { from: shiftDate(todayIso(), 365), to: todayIso() };

/** Queries reaching every type of `COST_DERIVED_FIELDS`, each object with its `__typename`. */
const READS: [string, string][] = [
  [
    'inventory',
    `{ stock: vehicles(first: 100) { edges { node { __typename costCents potentialGrossCents } } }
       sold: vehicles(first: 100, filter: { status: [sold] }) { edges { node { __typename costCents potentialGrossCents sale { __typename frontEndGrossCents reconCostCents } } } } }`,
  ],
  ['pricing grid', '{ vehiclePricing { __typename floorCents suggestedPriceCents suggestionNote } }'],
  ['pricing market figures', '{ vehiclePricing { __typename costToMarket } }'],
  [
    'dry runs',
    `{ rules: pricingDryRun(input: { method: rules }) { changes { __typename heldAtFloor toCents reason } underwater { floorCents } }
       low: pricingDryRun(input: { method: percent_of_market, percentOfMarket: 50 }) { changes { __typename heldAtFloor toCents reason } underwater { floorCents } }
       cut: pricingDryRun(input: { method: amount, amountCents: -2000000 }) { changes { __typename heldAtFloor toCents reason } underwater { floorCents } } }`,
  ],
  [
    'appraisals',
    `{ appraisals(first: 100, filter: { states: [won] }) { edges { node { __typename purchasePriceCents } } }
       appraisalFigures { store { __typename costToMarket } byAppraiser { __typename costToMarket } } }`,
  ],
  [
    'reports',
    `query ($range: ReportRangeInput!) {
       appraisalReport(range: $range) { __typename costToMarketShare ${FIGURE} }
       inventoryAgingReport(range: $range) { __typename costInStockCents ${FIGURE} buckets { __typename costCents } byModel { __typename costCents } agedVehicles { __typename costCents } }
       salesReport(range: $range) {
         __typename frontEndGrossCents ${FIGURE} retailGrossPerUnitCents ${FIGURE} wholesaleGrossPerUnitCents ${FIGURE}
         bySource { __typename frontEndGrossCents grossPerUnitCents } byAge { __typename frontEndGrossCents grossPerUnitCents } trend { __typename frontEndGrossCents }
         sales(first: 100) { nodes { vehicle { __typename costCents potentialGrossCents } sale { __typename frontEndGrossCents reconCostCents } } } } }`,
  ],
  ['sourcing', '{ sourcingProposals { __typename averageGrossCents reasons } }'],
  [
    'inventory requests',
    `{ incoming: inventoryRequests(direction: incoming) { edges { node { __typename transferPriceCents transferPriceWithheld } } }
       outgoing: inventoryRequests(direction: outgoing) { edges { node { __typename transferPriceCents transferPriceWithheld } } } }`,
  ],
];

type Found = { typename: string; field: string; value: unknown };

/** Every listed field's value in an answer, wherever an object of its type appears. */
function listedValues(value: unknown, found: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item) => listedValues(item, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const typename = object.__typename;
    for (const [key, inner] of Object.entries(object)) {
      if (typeof typename === 'string' && `${typename}.${key}` in COST_DERIVED_FIELDS)
        found.push({ typename, field: key, value: inner });
      listedValues(inner, found);
    }
  }
  return found;
}

/** The listed fields a read asks for (by its text: `Type.field` where the query selects `field` after `__typename`). */
function listedIn(query: string): string[] {
  return Object.keys(COST_DERIVED_FIELDS).filter((name) =>
    new RegExp(`__typename[^{}]*\\b${name.split('.')[1]}\\b`).test(query),
  );
}

/** Withheld: null, false for a non-null flag, and a report figure with nothing in it. */
const withheld = (value: unknown) =>
  value === null ||
  value === false ||
  (typeof value === 'object' && Object.values(value as object).every((inner) => inner === null));

const setHidden = (value: boolean) =>
  as(
    'owner@demo.test',
    'mutation ($v: JSON!) { updateOrganizationSetting(input: { key: "hide_vehicle_cost", value: $v }) { id } }',
    { v: value },
  );

beforeAll(async () => {
  server = await startTestServer();
  const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  demoId = demo!.id;
  const owner = cookieHeaders(await session('owner@demo.test'));
  const created = await graphql<{ createApiToken: { secret: string } }>(
    server.baseUrl,
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
    { input: { name: 'cost-withheld-read', scopes: ['read'] } },
    owner,
  );
  readToken = created.data!.createApiToken.secret;
  expect((await setHidden(true)).errors).toBeUndefined();
});
afterAll(() => server.close());

describe('the list of cost-derived fields kept beside the rule', () => {
  it('names every field of the schema called like cost, floor, gross, margin or profit, on one list or the other', () => {
    const schema = buildSchema(readTypeDefs());
    const fields = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) => Object.keys(type.getFields()).map((field) => ({ name: `${type.name}.${field}`, field })));
    const ofCostTypes = (name: string) => name.split('.')[0]! in COST_DERIVED_TYPES;
    const unlisted = fields.filter(
      ({ name, field }) =>
        COST_FIELD_NAME.test(field) &&
        !(name in COST_DERIVED_FIELDS) &&
        !(name in NOT_COST_DERIVED_FIELDS) &&
        !ofCostTypes(name),
    );
    expect(unlisted.map(({ name }) => name)).toEqual([]);
    // And the lists name fields that exist.
    const existing = new Set(fields.map(({ name }) => name));
    expect(
      [...Object.keys(COST_DERIVED_FIELDS), ...Object.keys(NOT_COST_DERIVED_FIELDS)].filter(
        (name) => !existing.has(name),
      ),
    ).toEqual([]);
  });
});

describe.each(WITHOUT_COST)('%s, with hide_vehicle_cost on', (who, refused) => {
  it('reads every cost-derived field as withheld, and each at least once in the demo data (or is refused the read)', async () => {
    const found: Found[] = [];
    const forbidden: string[] = [];
    let unreachable: string[] = [];
    for (const [what, query] of READS) {
      const answer = await as(who, query, { range });
      if (refused.includes(what)) {
        expect([what, errorCode(answer), answer.data ?? null]).toEqual([what, 'FORBIDDEN', null]);
        forbidden.push(what);
        unreachable = [...unreachable, ...listedIn(query)];
        continue;
      }
      expect([what, answer.errors]).toEqual([what, undefined]);
      listedValues(answer.data, found);
    }
    expect(forbidden).toEqual(refused);
    const shown = found.filter(({ value }) => !withheld(value));
    expect(shown).toEqual([]);
    const read = new Set(found.map(({ typename, field }) => `${typename}.${field}`));
    expect(Object.keys(COST_DERIVED_FIELDS).filter((name) => !read.has(name) && !unreachable.includes(name))).toEqual(
      [],
    );
  });

  it('gets the market’s suggestion and unconstrained dry-run targets: nothing held at the floor, no note about it', async () => {
    const grid = (await as(who, '{ vehiclePricing { vehicle { id } suggestedPriceCents suggestionNote } }')).data!
      .vehiclePricing as { vehicle: { id: string }; suggestedPriceCents: number | null; suggestionNote: string }[];
    const owners = (
      await as('owner@demo.test', '{ vehiclePricing { vehicle { id } floorCents suggestedPriceCents suggestionNote } }')
    ).data!.vehiclePricing as {
      vehicle: { id: string };
      floorCents: number | null;
      suggestedPriceCents: number | null;
      suggestionNote: string;
    }[];
    // The probe's vehicles: the owner's are underwater (floor above the target, issue 32), the
    // editor's suggestion is the target under that floor, which says nothing about it.
    const heldForOwner = owners.filter((row) => row.suggestionNote.startsWith('Underwater: the floor'));
    expect(heldForOwner.length).toBeGreaterThan(0);
    const byId = new Map(grid.map((row) => [row.vehicle.id, row]));
    for (const owner of heldForOwner) {
      const mine = byId.get(owner.vehicle.id)!;
      expect(mine.suggestedPriceCents).not.toBeNull();
      expect(mine.suggestedPriceCents).toBeLessThan(owner.floorCents!);
    }
    expect(grid.filter((row) => /floor|cost|gross/i.test(row.suggestionNote))).toEqual([]);
    const dry = (await as(who, READS.find(([what]) => what === 'dry runs')![1])).data as Record<
      string,
      { changes: { heldAtFloor: boolean; reason: string }[]; underwater: unknown[] }
    >;
    for (const run of Object.values(dry)) {
      expect(run.changes.length).toBeGreaterThan(0);
      expect(run.underwater).toEqual([]);
      expect(run.changes.filter((change) => change.heldAtFloor || /floor|cost|gross/i.test(change.reason))).toEqual([]);
    }
  });
});

describe('applying a price below the floor without seeing cost', () => {
  const APPLY =
    'mutation ($changes: [PricingChangeInput!]!) { applyPricingChanges(input: { changes: $changes }) { applied { id } } }';

  it('is refused without stating the floor, changes no vehicle, and is recorded in the audit log', async () => {
    const [row] = await db()
      .insert(vehicles)
      .values({
        organizationId: demoId,
        vin: '1COSTSEC000000001',
        stockNumber: 'CSEC1',
        year: 2021,
        make: 'Secmake',
        model: 'Floor',
        mileage: 20_000,
        acquiredDate: shiftDate(todayIso(), 40),
        costCents: 1_500_000,
        listPriceCents: 2_000_000,
        status: 'frontline',
      })
      .returning();
    const before = {
      counts: await rowCounts(db()),
      vehicles: await db()
        .select()
        .from(vehicles)
        .where(inArray(vehicles.id, [row!.id])),
    };
    const answer = await as('editor@demo.test', APPLY, {
      changes: [{ vehicleId: row!.id, fromCents: 2_000_000, toCents: 1_550_000, reason: 'Probe' }],
    });
    expect([errorCode(answer), answer.data ?? null]).toEqual(['BAD_USER_INPUT', null]);
    expect(answer.errors![0]!.message).toBe(`Stock CSEC1: ${BELOW_MINIMUM_MESSAGE}. Nothing was changed.`);
    expect(
      await db()
        .select()
        .from(vehicles)
        .where(inArray(vehicles.id, [row!.id])),
    ).toEqual(before.vehicles);
    expect(changedRows(before.counts, await rowCounts(db()))).toEqual({ auditLog: 1 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'pricing.below_minimum_refused'));
    expect(entry).toMatchObject({
      organizationId: demoId,
      targetType: 'vehicle',
      after: [{ vehicleId: row!.id, toCents: 1_550_000 }],
    });
  });
});
