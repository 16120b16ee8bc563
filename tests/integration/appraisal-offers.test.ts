// Offers anchored to wholesale (issue 32) through the graph: the expected days to sale capped by
// the organization's target, pack, transport and fees as organization settings (who may set them,
// what is refused), the offer against the auction index with its warning, the report's offer ÷
// auction index per appraiser, and another organization's ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { CreateAppraisalDocument } from '../../graphql/generated/operations/CreateAppraisal';
import { GetAppraisalDocument } from '../../graphql/generated/operations/GetAppraisal';
import { GetAppraisalReportDocument } from '../../graphql/generated/operations/GetAppraisalReport';
import { GetAppraisalsDocument } from '../../graphql/generated/operations/GetAppraisals';
import { OfferAppraisalDocument } from '../../graphql/generated/operations/OfferAppraisal';
import { OverrideAppraisalOfferDocument } from '../../graphql/generated/operations/OverrideAppraisalOffer';
import { UpdateOrganizationSettingDocument } from '../../graphql/generated/operations/UpdateOrganizationSetting';
import type { DatabaseHandle } from '../../server/db/client';
import { organizations, users } from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { transportEstimate } from '../../src/shared/sourcing/transport';
import { zipCentroid } from '../../server/services/market/zip';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const VIEWER = 'viewer@demo.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const message = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message;

/**
 * A slow segment of the test's own: 2 retail sales at $30,000 in the last 45 days against 30
 * listings (market days supply 30 ÷ (2 ÷ 45) = 675 days, the old rule's 90), and 3 auction sales
 * at $27,000: auction index $27,000. All at the subject's mileage.
 */
const SEGMENT = { year: 2021, make: 'Anchmake', model: 'Crossover', mileage: 42_000 };
const retail = { ...SEGMENT, zip: '78704', channel: 'retail' as const, source: 'own_sales' as const };
const marketOf = () => [
  ...[5, 25].map((days) => ({
    ...retail,
    priceCents: 3_000_000,
    firstSeenOn: daysAgo(days + 20),
    soldOn: daysAgo(days),
  })),
  ...Array.from({ length: 30 }, () => ({
    ...retail,
    priceCents: 3_100_000,
    firstSeenOn: daysAgo(20),
    lastSeenOn: daysAgo(1),
  })),
  ...[3, 9, 15].map((days) => ({
    ...SEGMENT,
    zip: '78704',
    channel: 'wholesale' as const,
    source: 'auction' as const,
    priceCents: 2_700_000,
    firstSeenOn: daysAgo(days),
    soldOn: daysAgo(days),
  })),
];
const draft = { kind: 'trade_in' as const, ...SEGMENT, zip: '78745', condition: 'clean' as const };

async function demoSettings() {
  const [row] = await db()
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, demoId));
  return row!.settings;
}
const setSetting = (email: string, key: string, value: unknown) =>
  graph.run(email, UpdateOrganizationSettingDocument, { input: { key, value } });

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [owner] = await db().select().from(users).where(eq(users.email, OWNER));
  demoId = owner!.organizationId;
  for (const email of [EDITOR, RIVAL_OWNER_EMAIL]) {
    const added = await graph.run(email, AddMarketRecordsDocument, { input: { records: marketOf() } });
    expect(added.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the offer of a slow segment, anchored to wholesale', () => {
  it('holds the car for the target days (45), takes pack, transport and fees off, and shows it against the auction index', async () => {
    const created = await graph.run(EDITOR, CreateAppraisalDocument, { input: draft });
    expect(created.errors).toBeUndefined();
    // 3,000,000 − 200,000 gross − 45 × 4,000 holding − 50,000 pack − 15,000 transport − 30,000 fees = 2,525,000.
    expect(created.data!.createAppraisal.offer).toMatchObject({
      expectedRetailCents: 3_000_000,
      marketDaysSupply: 675,
      targetDaysToSale: 45,
      expectedDaysToSale: 45,
      holdingCostCents: 180_000,
      packCents: 50_000,
      transportCents: 15_000,
      feesCents: 30_000,
      proposedCents: 2_525_000,
      offerCents: 2_525_000,
      auctionIndex: { valueCents: 2_700_000, differenceCents: -175_000, share: -0.065 },
      wholesaleBook: null,
      warning: null,
    });
  });

  it("takes the transport guide's estimate for a car appraised away from the home ZIP", async () => {
    // Katy, TX to Demo Motors' home ZIP (78745): over 150 road miles, so more than the $150 setting.
    const [from, to] = [zipCentroid('77494')!, zipCentroid('78745')!];
    const expected = transportEstimate(
      { lat: from.latitude, lng: from.longitude },
      { lat: to.latitude, lng: to.longitude },
    );
    expect(expected.cents).toBeGreaterThan(15_000);
    const created = await graph.run(EDITOR, CreateAppraisalDocument, { input: { ...draft, zip: '77494' } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createAppraisal.offer.transportCents).toBe(expected.cents);
  });

  it("follows the organization's target days and terms once an OWNER changes them", async () => {
    for (const [key, value] of [
      ['appraisal_target_days_to_sale', 30],
      ['appraisal_pack_cents', 80_000],
      ['appraisal_transport_cents', 25_000],
      ['appraisal_fees_cents', 0],
    ] as const) {
      const answer = await setSetting(OWNER, key, value);
      expect(answer.errors, key).toBeUndefined();
    }
    const created = await graph.run(EDITOR, CreateAppraisalDocument, { input: draft });
    // 3,000,000 − 200,000 − 30 × 4,000 − 80,000 − 25,000 − 0 = 2,575,000.
    expect(created.data!.createAppraisal.offer).toMatchObject({
      targetDaysToSale: 30,
      expectedDaysToSale: 30,
      holdingCostCents: 120_000,
      packCents: 80_000,
      transportCents: 25_000,
      feesCents: 0,
      proposedCents: 2_575_000,
    });
    for (const [key, value] of [
      ['appraisal_target_days_to_sale', 45],
      ['appraisal_pack_cents', 50_000],
      ['appraisal_transport_cents', 15_000],
      ['appraisal_fees_cents', 30_000],
    ] as const) {
      await setSetting(OWNER, key, value);
    }
  });

  it('warns when an override takes the offer more than 15 % under the auction index, naming the override; the offer keeps it', async () => {
    const id = (await graph.run(EDITOR, CreateAppraisalDocument, { input: draft })).data!.createAppraisal.id;
    const overridden = await graph.run(EDITOR, OverrideAppraisalOfferDocument, {
      input: { id, offerCents: 2_000_000, reason: 'Hail damage' },
    });
    expect(overridden.data!.overrideAppraisalOffer.offer.warning).toEqual({
      direction: 'below',
      share: -0.259,
      term: 'override',
    });
    const offered = await graph.run(EDITOR, OfferAppraisalDocument, { id });
    expect(offered.errors).toBeUndefined();
    const read = await graph.run(OWNER, GetAppraisalDocument, { id });
    expect(read.data!.appraisal.offer).toMatchObject({
      offerCents: 2_000_000,
      auctionIndex: { differenceCents: -700_000 },
      warning: { term: 'override' },
    });
  });
});

describe('the offer settings', () => {
  it.each([EDITOR, VIEWER])('refuses %s (FORBIDDEN) and stores nothing', async (email) => {
    const before = await demoSettings();
    const answer = await setSetting(email, 'appraisal_target_days_to_sale', 30);
    expect(code(answer)).toBe('FORBIDDEN');
    expect(await demoSettings()).toEqual(before);
  });

  it.each([
    ['appraisal_target_days_to_sale', 14, 'a whole number of days from 15 to 90'],
    ['appraisal_target_days_to_sale', 91, 'a whole number of days from 15 to 90'],
    ['appraisal_target_days_to_sale', 45.5, 'a whole number of days from 15 to 90'],
    ['appraisal_target_days_to_sale', '45', 'a whole number of days from 15 to 90'],
    ['appraisal_pack_cents', -1, 'a whole number of cents from 0 to 500000'],
    ['appraisal_transport_cents', 500_001, 'a whole number of cents from 0 to 500000'],
    ['appraisal_fees_cents', 12.5, 'a whole number of cents from 0 to 500000'],
  ] as const)('refuses %s = %j with a clear message, storing nothing', async (key, value, expected) => {
    const before = await rowCounts(db());
    const settings = await demoSettings();
    const answer = await setSetting(OWNER, key, value);
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(message(answer)).toBe(`organization setting '${key}' must be ${expected}.`);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect(await demoSettings()).toEqual(settings);
  });
});

describe('offer ÷ auction index per appraiser', () => {
  it('is the median over the offered appraisals, on the appraisals screen and in the report', async () => {
    // Rival Autos starts with no appraisals: two offered at the proposal (2,525,000 ÷ 2,700,000) and one override at 2,160,000 (0.8).
    const make = async () =>
      (await graph.run(RIVAL_OWNER_EMAIL, CreateAppraisalDocument, { input: draft })).data!.createAppraisal.id;
    const [first, second, third, unoffered] = [await make(), await make(), await make(), await make()];
    await graph.run(RIVAL_OWNER_EMAIL, OverrideAppraisalOfferDocument, {
      input: { id: third, offerCents: 2_160_000, reason: 'Needs paint' },
    });
    for (const id of [first, second, third])
      expect((await graph.run(RIVAL_OWNER_EMAIL, OfferAppraisalDocument, { id })).errors).toBeUndefined();
    expect(unoffered).toEqual(expect.any(String));
    const expected = 2_525_000 / 2_700_000;

    const screen = await graph.run(RIVAL_OWNER_EMAIL, GetAppraisalsDocument, {
      first: 1,
      from: daysAgo(1),
      to: shiftDate(today, -1),
    });
    expect(screen.errors).toBeUndefined();
    expect(screen.data!.appraisalFigures.store.offerToAuctionIndex).toBeCloseTo(expected, 9);
    expect(screen.data!.appraisalFigures.byAppraiser[0]!.offerToAuctionIndex).toBeCloseTo(expected, 9);

    const report = await graph.run(RIVAL_OWNER_EMAIL, GetAppraisalReportDocument, {
      range: { from: daysAgo(6), to: today },
    });
    expect(report.errors).toBeUndefined();
    expect(report.data!.appraisalReport.byAppraiser).toEqual([
      expect.objectContaining({ made: 4, offerToAuctionIndex: expect.closeTo(expected, 9) }),
    ]);
  });
});

describe('another organization', () => {
  it('cannot read, override or offer a Demo Motors appraisal: NOT_FOUND, nothing stored', async () => {
    const id = (await graph.run(EDITOR, CreateAppraisalDocument, { input: draft })).data!.createAppraisal.id;
    const before = await rowCounts(db());
    for (const answer of [
      await graph.run(RIVAL_OWNER_EMAIL, GetAppraisalDocument, { id }),
      await graph.run(RIVAL_OWNER_EMAIL, OverrideAppraisalOfferDocument, {
        input: { id, offerCents: 1, reason: 'Mine now' },
      }),
      await graph.run(RIVAL_OWNER_EMAIL, OfferAppraisalDocument, { id }),
    ]) {
      expect(code(answer)).toBe('NOT_FOUND');
    }
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});
