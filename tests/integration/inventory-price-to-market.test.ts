// Vehicle.priceToMarket (issue 33, item 3): the inventory grid's price-to-market is the pricing
// grid's figure over the same comparables; null out of stock, without a list price or comparables,
// and for anyone without the market feature (never an error: the inventory list always loads);
// read with cost withheld; another organization's vehicle stays not found.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { GetPricingGridDocument } from '../../graphql/generated/operations/GetPricingGrid';
import { GetVehicleDocument } from '../../graphql/generated/operations/GetVehicle';
import { GetVehiclesDocument } from '../../graphql/generated/operations/GetVehicles';
import type { DatabaseHandle } from '../../server/db/client';
import { organizations, users, vehicles } from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
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
const ids = { listed: '', sold: '', unpriced: '', alone: '' };
const db = () => database.db;

const record = (change: Record<string, unknown>) => ({
  year: 2022,
  make: 'Ptmmake',
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
      vin: `1PTMKT0000000${stockNumber.padStart(4, '0')}`,
      stockNumber,
      year: 2022,
      make: 'Ptmmake',
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

/** The inventory list's page of this test's vehicles, as `who` sees it: id → { priceToMarket, costCents, costWithheld }. */
async function page(who: string) {
  const answer = await graph.run(who, GetVehiclesDocument, { filter: { ids: Object.values(ids) }, first: 50 });
  expect(answer.errors).toBeUndefined();
  return new Map(
    answer.data!.vehicles.edges.map(({ node }) => [
      node.id,
      { priceToMarket: node.priceToMarket, costCents: node.costCents, costWithheld: node.costWithheld },
    ]),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  // Cost withheld from everyone but owners: the EDITOR below reads price-to-market without it.
  await db()
    .update(organizations)
    .set({ settings: { hide_vehicle_cost: true } })
    .where(eq(organizations.id, demoId));
  ids.listed = await addVehicle('PT1', {});
  ids.sold = await addVehicle('PT2', { status: 'sold', disposedOn: daysAgo(1) });
  ids.unpriced = await addVehicle('PT3', { listPriceCents: null, status: 'in_recon' });
  ids.alone = await addVehicle('PT4', { model: 'Lonely' });
  const added = await graph.run(OWNER, AddMarketRecordsDocument, {
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
      ],
    },
  });
  expect(added.errors).toBeUndefined();
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('Vehicle.priceToMarket', () => {
  it('is the pricing grid’s figure for a listed stock vehicle, null out of stock, unpriced or without comparables', async () => {
    const grid = await graph.run(OWNER, GetPricingGridDocument, { filter: { vehicleIds: [ids.listed] }, market: true });
    expect(grid.errors).toBeUndefined();
    // 2,600,000 ÷ mean(2,500,000; 2,700,000 × 1.03; 2,400,000 × 0.97) = 2,600,000 ÷ 2,536,333.
    expect(grid.data!.vehiclePricing[0]!.priceToMarket).toBe(102.5);
    const shown = await page(OWNER);
    expect(shown.get(ids.listed)).toEqual({ priceToMarket: 102.5, costCents: 2_000_000, costWithheld: false });
    expect(shown.get(ids.sold)!.priceToMarket).toBeNull();
    expect(shown.get(ids.unpriced)!.priceToMarket).toBeNull();
    expect(shown.get(ids.alone)!.priceToMarket).toBeNull();
  });

  it('follows a price change made in the same session', async () => {
    await db().update(vehicles).set({ listPriceCents: 2_536_333 }).where(eq(vehicles.id, ids.listed));
    expect((await page(OWNER)).get(ids.listed)!.priceToMarket).toBe(100);
    await db().update(vehicles).set({ listPriceCents: 2_600_000 }).where(eq(vehicles.id, ids.listed));
  });

  it('is read by an EDITOR from whom cost is withheld', async () => {
    expect((await page(EDITOR)).get(ids.listed)).toEqual({ priceToMarket: 102.5, costCents: null, costWithheld: true });
  });

  it.each([
    ['viewer@demo.test', 'a VIEWER without the pricing section'],
    ['admin@demo.test', 'an administrator without market_pricing_data'],
  ])('is null, never an error, for %s (%s): the list still loads', async (who) => {
    const shown = await page(who);
    expect(shown.size).toBe(4);
    expect([...shown.values()].map((vehicle) => vehicle.priceToMarket)).toEqual([null, null, null, null]);
  });

  it('leaves another organization’s vehicle not found', async () => {
    const one = await graph.run(RIVAL_OWNER_EMAIL, GetVehicleDocument, { id: ids.listed });
    expect([one.errors?.[0]?.extensions?.code, one.data?.vehicle ?? null]).toEqual(['NOT_FOUND', null]);
    const list = await graph.run(RIVAL_OWNER_EMAIL, GetVehiclesDocument, { filter: { ids: [ids.listed] }, first: 50 });
    expect(list.errors).toBeUndefined();
    expect(list.data!.vehicles.edges).toEqual([]);
  });
});
