// Sourcing through the graph (issue 20, docs/sourcing.md): who may read and write the buy list and
// run lists, another organization's ids, bad targets and bad CSV files with nothing stored, the
// matches with their maximum bids, and proposals from the store's own sales. Tokens: sourcing-tokens.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateSourcingTargetDocument } from '../../graphql/generated/operations/CreateSourcingTarget';
import { DeleteRunListDocument } from '../../graphql/generated/operations/DeleteRunList';
import { DeleteSourcingTargetDocument } from '../../graphql/generated/operations/DeleteSourcingTarget';
import { GetRunListDocument } from '../../graphql/generated/operations/GetRunList';
import { GetSourcingDocument } from '../../graphql/generated/operations/GetSourcing';
import { ImportRunListDocument } from '../../graphql/generated/operations/ImportRunList';
import { UpdateSourcingTargetDocument } from '../../graphql/generated/operations/UpdateSourcingTarget';
import type { SourcingTargetInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import {
  auditLog,
  organizations,
  sourcingRunLists,
  sourcingTargets,
  userPermissions,
  users,
  vehicleSales,
  vehicles,
} from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { OFFER_RULES } from '../../src/shared/appraisals/offer';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const SOURCING_VIEWER = 'sourcing-viewer@demo.test';
const DEMO_USERS = [OWNER, EDITOR, 'viewer@demo.test', 'user@demo.test', 'agent@demo.test', 'admin@demo.test'] as const;
const today = todayIso();

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const message = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message ?? '';
const target = (change: Partial<SourcingTargetInput> = {}): SourcingTargetInput => ({
  yearFrom: 2019,
  yearTo: 2022,
  make: 'Zephyr',
  model: 'Gale',
  maxPriceCents: 2_000_000,
  quantity: 2,
  ...change,
});

type Answer = { errors?: readonly { message: string; extensions?: { code?: unknown } }[] };
async function refusedWithNothingStored<T extends Answer>(expected: string, act: () => Promise<T>): Promise<T> {
  const before = await rowCounts(db());
  const answer = await act();
  expect(code(answer), JSON.stringify(answer.errors)).toBe(expected);
  expect(changedRows(before, await rowCounts(db()))).toEqual({});
  return answer;
}

const HEADER = 'Lane,Run Number,VIN,Year,Make,Model,Trim,Mileage,Condition Grade,Auction,Sale Date,Location ZIP';
const row = (
  vin: string,
  cells: Partial<Record<'year' | 'make' | 'model' | 'trim' | 'mileage' | 'grade' | 'sale' | 'zip', string>> = {},
) =>
  [
    'A',
    '101',
    vin,
    cells.year ?? '2021',
    cells.make ?? 'Zephyr',
    cells.model ?? 'Gale',
    cells.trim ?? '',
    cells.mileage ?? '"30,000"',
    cells.grade ?? '4.0',
    'Dallas Auto Auction',
    cells.sale ?? shiftDate(today, -2),
    cells.zip ?? '75261',
  ].join(',');
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  const rival = await createRivalOrganization(db());
  await db()
    .update(organizations)
    .set({ featureFlags: [...rival.organization.featureFlags, 'sourcing'] })
    .where(eq(organizations.id, rival.organization.id));
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the demo buy list and run list', () => {
  it('shows the seeded targets and a run list whose matches carry maximum bids made of their parts', async () => {
    const sourcing = await graph.run(OWNER, GetSourcingDocument, {});
    expect(sourcing.errors).toBeUndefined();
    expect(sourcing.data!.sourcingTargets).toHaveLength(3);
    const [list] = sourcing.data!.runLists;
    expect(list).toMatchObject({ vehicleCount: 9, matchCount: 6 });
    const read = await graph.run(OWNER, GetRunListDocument, { id: list!.id, matchedOnly: true });
    const matched = read.data!.runList.vehicles;
    expect(matched).toHaveLength(6);
    const bids = matched.map((vehicle) => vehicle.match!.bid);
    expect(bids.some((bid) => bid.maxBidCents !== null)).toBe(true);
    for (const bid of bids) {
      if (bid.formulaCents === null) continue;
      const beforeFees = bid.expectedRetailCents! - bid.reconCents - bid.targetGrossCents - bid.transportCents!;
      expect(bid.formulaCents).toBe(
        Math.max(0, Math.floor((beforeFees - bid.feesCents!) / OFFER_RULES.roundingCents) * OFFER_RULES.roundingCents),
      );
      expect(bid.maxBidCents).toBeLessThanOrEqual(bid.formulaCents);
      expect(bid.transportMiles).toBeGreaterThan(50);
    }
  });
});

describe('who may do what', () => {
  // The seed gives the OWNER and the EDITOR the `sourcing` feature; the administrator is an OWNER of Demo Motors without it.
  const READERS = [OWNER, EDITOR];
  it.each(DEMO_USERS)('reading sourcing as %s', async (email) => {
    const answer = await graph.run(email, GetSourcingDocument, {});
    if (READERS.includes(email)) expect(answer.errors).toBeUndefined();
    else expect(code(answer)).toBe('FORBIDDEN');
  });

  it.each(DEMO_USERS)('writing a target as %s', async (email) => {
    if (!READERS.includes(email)) {
      await refusedWithNothingStored('FORBIDDEN', () =>
        graph.run(email, CreateSourcingTargetDocument, { input: target() }),
      );
      return;
    }
    const created = await graph.run(email, CreateSourcingTargetDocument, {
      input: target({ trim: ' SE ', reconEstimateCents: null }),
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSourcingTarget).toMatchObject({
      make: 'Zephyr',
      trim: 'SE',
      reconEstimateCents: 125_000,
      reason: null,
    });
    const deleted = await graph.run(email, DeleteSourcingTargetDocument, { id: created.data!.createSourcingTarget.id });
    expect(deleted.data!.deleteSourcingTarget).toBe(created.data!.createSourcingTarget.id);
  });

  it('a VIEWER with the feature reads but does not write', async () => {
    const [viewer] = await db()
      .insert(users)
      .values({
        organizationId: demoId,
        email: SOURCING_VIEWER,
        firstName: 'Sam',
        lastName: 'Viewer',
        role: 'VIEWER',
        featureFlags: ['sourcing'],
      })
      .returning();
    await db().insert(userPermissions).values({ userId: viewer!.id, section: 'inventory' });
    expect((await graph.run(SOURCING_VIEWER, GetSourcingDocument, {})).errors).toBeUndefined();
    await refusedWithNothingStored('FORBIDDEN', () =>
      graph.run(SOURCING_VIEWER, ImportRunListDocument, {
        input: { name: 'Viewer list', csv: csv(row('1ZEPH0000V0000001')) },
      }),
    );
  });
});

describe('targets', () => {
  it('are written, changed and deleted, each change audited', async () => {
    const created = await graph.run(EDITOR, CreateSourcingTargetDocument, { input: target({ maxMileage: 60_000 }) });
    const id = created.data!.createSourcingTarget.id;
    const updated = await graph.run(EDITOR, UpdateSourcingTargetDocument, {
      id,
      input: target({ quantity: 5, maxMileage: null }),
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateSourcingTarget).toMatchObject({ id, quantity: 5, maxMileage: null });
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(EDITOR, UpdateSourcingTargetDocument, { id, input: target({ quantity: 501 }) }),
    );
    await graph.run(EDITOR, DeleteSourcingTargetDocument, { id });
    expect(await db().select().from(sourcingTargets).where(eq(sourcingTargets.id, id))).toEqual([]);
    const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'sourcing_target.created',
      'sourcing_target.deleted',
      'sourcing_target.updated',
    ]);
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(EDITOR, UpdateSourcingTargetDocument, { id, input: target() }),
    );
  });

  it.each([
    ['years the wrong way round', { yearFrom: 2022, yearTo: 2019 }, 'first year is before or equal to the last year'],
    ['no make', { make: '  ' }, 'Make is required'],
    ['none wanted', { quantity: 0 }, 'Want at least 1'],
    ['a negative mileage cap', { maxMileage: -1 }, 'mileage cap is 0 or more'],
    ['a year before 1981', { yearFrom: 1970 }, '1981 or later'],
    ['a price of nothing', { maxPriceCents: 0 }, 'at least $1'],
  ])('refuse %s, storing nothing', async (_name, change, text) => {
    const answer = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, CreateSourcingTargetDocument, { input: target(change) }),
    );
    expect(message(answer)).toContain(text);
  });
});

describe('another organization', () => {
  it('finds none of Demo Motors’ targets or run lists, and changes none', async () => {
    const demo = (await graph.run(OWNER, GetSourcingDocument, {})).data!;
    const targetId = demo.sourcingTargets[0]!.id;
    const runListId = demo.runLists[0]!.id;
    const rival = await graph.run(RIVAL_OWNER_EMAIL, GetSourcingDocument, {});
    expect(rival.data).toMatchObject({ sourcingTargets: [], runLists: [] });
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, GetRunListDocument, { id: runListId }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, DeleteRunListDocument, { id: runListId }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, DeleteSourcingTargetDocument, { id: targetId }),
    );
    await refusedWithNothingStored('NOT_FOUND', () =>
      graph.run(RIVAL_OWNER_EMAIL, DeleteSourcingTargetDocument, { id: 'not-an-id' }),
    );
  });
});

describe('run list CSV', () => {
  it('stores a good file in its order and matches it against the buy list as it is when read', async () => {
    const imported = await graph.run(EDITOR, ImportRunListDocument, {
      input: {
        name: 'Dallas Tuesday',
        csv: csv(
          row('1ZEPH0000V0000010', { trim: 'SE' }),
          row('1ZEPH0000V0000011', { make: 'Other' }),
          row('1ZEPH0000V0000012', { grade: '', mileage: '90000' }),
        ),
      },
    });
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importRunList).toMatchObject({ vehicleCount: 3, rejected: [] });
    const id = imported.data!.importRunList.runList!.id;
    const before = await graph.run(EDITOR, GetRunListDocument, { id, matchedOnly: false });
    expect(before.data!.runList.vehicles.map((vehicle) => vehicle.vin)).toEqual([
      '1ZEPH0000V0000010',
      '1ZEPH0000V0000011',
      '1ZEPH0000V0000012',
    ]);
    expect(before.data!.runList.matchCount).toBe(0);
    const written = await graph.run(EDITOR, CreateSourcingTargetDocument, {
      input: target({ trim: 'SE', maxMileage: 60_000, maxPriceCents: 100_000 }),
    });
    const after = await graph.run(EDITOR, GetRunListDocument, { id, matchedOnly: false });
    const [first, second, third] = after.data!.runList.vehicles;
    expect(first!.match).toMatchObject({ score: 100, target: { id: written.data!.createSourcingTarget.id } });
    expect(second!.match).toBeNull();
    // No trim (−10), 50 % over the mileage cap (−50), ungraded (−5): 35 is under the threshold.
    expect(third!.match).toBeNull();
    expect(first!.conditionGrade).toBe(4);
    // Zephyr Gale has no market data: no retail, so no bid, but the other parts are there.
    expect(first!.match!.bid).toMatchObject({
      expectedRetailCents: null,
      maxBidCents: null,
      reconCents: 125_000,
      targetGrossCents: 200_000,
    });
    expect(first!.match!.bid.transportMiles).toBeGreaterThan(200);
    const onlyMatches = await graph.run(EDITOR, GetRunListDocument, { id, matchedOnly: true });
    expect(onlyMatches.data!.runList.vehicles.map((vehicle) => vehicle.vin)).toEqual(['1ZEPH0000V0000010']);
    await graph.run(EDITOR, DeleteSourcingTargetDocument, { id: written.data!.createSourcingTarget.id });
    await graph.run(EDITOR, DeleteRunListDocument, { id });
    expect(await db().select().from(sourcingRunLists).where(eq(sourcingRunLists.id, id))).toEqual([]);
  });

  it('reports every bad line of a file and stores none of it', async () => {
    const before = await rowCounts(db());
    const answer = await graph.run(OWNER, ImportRunListDocument, {
      input: {
        name: 'Bad lines',
        csv: csv(
          row('1ZEPH0000V0000020'),
          row('1ZEPH0000V00000I1'),
          row('1ZEPH0000V0000022', { year: '1960' }),
          row('1ZEPH0000V0000023', { grade: '7' }),
          row('1ZEPH0000V0000024', { sale: '2026-02-30' }),
          row('1ZEPH0000V0000025', { zip: '7526' }),
          row('1ZEPH0000V0000020'),
          row('1ZEPH0000V0000027', { mileage: 'lots' }),
        ),
      },
    });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.importRunList;
    expect(result.runList).toBeNull();
    expect(result.rejected.map((rejection) => rejection.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(result.rejected[0]!.reason).toContain("'I'");
    expect(result.rejected[5]!.reason).toBe('VIN 1ZEPH0000V0000020 is on line 2 already.');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it.each([
    ['an unknown column', `${HEADER},Color\n${row('1ZEPH0000V0000030')},Red`, 'Unknown columns: color'],
    [
      'a missing required column',
      'vin,year,make,model\n1ZEPH0000V0000031,2021,Zephyr,Gale',
      'lacks mileage, auction, sale_date, location_zip',
    ],
    ['a header without rows', HEADER, 'no vehicles'],
  ])('refuses a file with %s, storing nothing', async (_name, file, text) => {
    const answer = await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, ImportRunListDocument, { input: { name: 'Refused', csv: file } }),
    );
    expect(message(answer)).toContain(text);
  });

  it('refuses a nameless list, and a preview stores nothing', async () => {
    await refusedWithNothingStored('BAD_USER_INPUT', () =>
      graph.run(OWNER, ImportRunListDocument, { input: { name: ' ', csv: csv(row('1ZEPH0000V0000040')) } }),
    );
    const before = await rowCounts(db());
    const preview = await graph.run(OWNER, ImportRunListDocument, {
      input: { name: 'Preview', csv: csv(row('1ZEPH0000V0000041')), preview: true },
    });
    expect(preview.data!.importRunList).toEqual({ runList: null, vehicleCount: 1, rejected: [] });
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});

describe('proposals', () => {
  it('propose a make and model that sold fast at a good gross, with its reasons', async () => {
    const sold = [
      { days: 10, cost: 1_500_000, price: 1_800_000, year: 2019, mileage: 41_000 },
      { days: 20, cost: 1_600_000, price: 1_900_000, year: 2021, mileage: 28_000 },
      { days: 30, cost: 1_700_000, price: 2_000_000, year: 2020, mileage: 35_500 },
    ];
    for (const [index, sale] of sold.entries()) {
      const soldOn = shiftDate(today, 5 + index);
      const [vehicle] = await db()
        .insert(vehicles)
        .values({
          organizationId: demoId,
          vin: `1PRPS0000R000${String(index).padStart(4, '0')}`,
          stockNumber: `PROP${index}`,
          year: sale.year,
          make: 'Proposa',
          model: 'Quick',
          mileage: sale.mileage,
          acquiredDate: shiftDate(soldOn, sale.days),
          costCents: sale.cost,
          status: 'sold',
        })
        .returning();
      await db().insert(vehicleSales).values({
        vehicleId: vehicle!.id,
        organizationId: demoId,
        buyerType: 'retail',
        soldOn,
        salePriceCents: sale.price,
      });
    }
    const answer = await graph.run(OWNER, GetSourcingDocument, {});
    const proposal = answer.data!.sourcingProposals.find((one) => one.make === 'Proposa');
    expect(proposal).toEqual({
      yearFrom: 2019,
      yearTo: 2021,
      make: 'Proposa',
      model: 'Quick',
      maxMileage: 45_000,
      // $19,000 − $2,000 target gross − $1,250 recon.
      maxPriceCents: 1_575_000,
      quantity: 1,
      soldUnits: 3,
      averageDaysToSale: 20,
      averageGrossCents: 300_000,
      marketDaysSupply: null,
      reasons: [
        '3 sold in the last 180 days, in 20 days on average.',
        'Average front-end gross $3,000.',
        'No market records to measure the market’s days supply.',
      ],
    });
    for (const one of answer.data!.sourcingProposals) {
      expect(one.soldUnits).toBeGreaterThanOrEqual(2);
      expect(one.averageDaysToSale).toBeLessThanOrEqual(45);
      expect(one.averageGrossCents).toBeGreaterThanOrEqual(100_000);
    }
  });
});
