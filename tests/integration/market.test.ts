// Market data and valuations through the graph: who may read and import, another organization's
// ids, bad input with nothing stored, and exact values from records the test brings. API tokens
// (read and write) are probed in security/access-table.test.ts (readMarket, changeMarket).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddMarketRecordsDocument } from '../../graphql/generated/operations/AddMarketRecords';
import { GetComparablesDocument } from '../../graphql/generated/operations/GetComparables';
import { GetMarketRecordsDocument } from '../../graphql/generated/operations/GetMarketRecords';
import { GetValuationsDocument } from '../../graphql/generated/operations/GetValuations';
import { ImportMarketRecordsDocument } from '../../graphql/generated/operations/ImportMarketRecords';
import { ImportWholesaleBookDocument } from '../../graphql/generated/operations/ImportWholesaleBook';
import type { DatabaseHandle } from '../../server/db/client';
import { marketRecords, organizations, users, vehicles, wholesaleBookEntries } from '../../server/db/schema';
import { writeAffectingViewers } from '../../server/services/users/viewer-changes';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const READERS = ['owner@demo.test', 'editor@demo.test', 'admin@demo.test'];
const REFUSED = ['viewer@demo.test', 'user@demo.test', 'agent@demo.test'];
const EDITOR = 'editor@demo.test';
const today = todayIso();
const daysAgo = (days: number) => shiftDate(today, days);

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
let demoVehicleId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

/** A record of the test's own segment (make "Testmake"), so exact values do not depend on the demo market. */
const record = (change: Record<string, unknown> = {}) => ({
  year: 2022,
  make: 'Testmake',
  model: 'Roadster',
  trim: 'GT',
  mileage: 30_000,
  priceCents: 3_000_000,
  dealerName: 'Probe Motors',
  zip: '78704',
  firstSeenOn: daysAgo(40),
  soldOn: daysAgo(10),
  channel: 'wholesale' as const,
  source: 'auction' as const,
  ...change,
});

const segmentRows = (organizationId = demoId, make = 'Testmake') =>
  db()
    .select()
    .from(marketRecords)
    .where(and(eq(marketRecords.organizationId, organizationId), eq(marketRecords.make, make)))
    .orderBy(asc(marketRecords.id));
const allRowsCount = async () => (await db().select({ id: marketRecords.id }).from(marketRecords)).length;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  await createRivalOrganization(db());
  const [editor] = await db().select().from(users).where(eq(users.email, EDITOR));
  demoId = editor!.organizationId;
  const [vehicle] = await db()
    .select()
    .from(vehicles)
    .where(eq(vehicles.organizationId, demoId))
    .orderBy(asc(vehicles.stockNumber))
    .limit(1);
  demoVehicleId = vehicle!.id;
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('the demo market', () => {
  it('gives every reader four valuations of a demo vehicle at the home ZIP, with provenance and comparables', async () => {
    for (const email of READERS) {
      const answer = await graph.run(email, GetValuationsDocument, { vehicleId: demoVehicleId });
      expect(answer.errors).toBeUndefined();
      const result = answer.data!.valuations;
      expect(result.subject.zip).toBe('78745');
      expect(result.defaultSource).toBe('auction_index');
      expect(result.valuations.map((valuation) => valuation.source)).toEqual([
        'auction_index',
        'consumer_retail_guide',
        'dealer_retail_guide',
        'wholesale_book',
      ]);
      for (const valuation of result.valuations) {
        expect(valuation.valueCents, valuation.source).toBeGreaterThan(0);
        expect(valuation.lowCents!).toBeLessThanOrEqual(valuation.highCents!);
        expect(valuation.provenance.provider).toBe('built_in');
        expect(valuation.provenance.fallback).toBe(false);
      }
      // Without the comps flags only auction and own-sales records count.
      expect(new Set(result.comparables.map((comparable) => comparable.record.source))).toEqual(
        new Set(['auction', 'own_sales']),
      );
      const ids = new Set(result.comparables.map((comparable) => comparable.record.id));
      for (const valuation of result.valuations)
        for (const id of valuation.provenance.comparableIds) expect(ids.has(id)).toBe(true);
    }
  });

  it('counts marketplace and vehicle-history records once the organization has the comps flags', async () => {
    const [organization] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    const setFlags = (featureFlags: string[]) =>
      writeAffectingViewers(db(), { organizationId: demoId }, (tx) =>
        tx.update(organizations).set({ featureFlags }).where(eq(organizations.id, demoId)),
      );
    await setFlags([...organization!.featureFlags, 'marketplace_comps', 'vhr_comps']);
    try {
      const answer = await graph.run(EDITOR, GetComparablesDocument, { vehicleId: demoVehicleId });
      expect(new Set(answer.data!.comparables.comparables.map((comparable) => comparable.record.source))).toEqual(
        new Set(['auction', 'own_sales', 'marketplace', 'vehicle_history']),
      );
    } finally {
      await setFlags(organization!.featureFlags);
    }
  });

  it('refuses members without the appraisals or pricing section, and finds no vehicle of another organization', async () => {
    for (const email of REFUSED) {
      expect(code(await graph.run(email, GetValuationsDocument, { vehicleId: demoVehicleId })), email).toBe(
        'FORBIDDEN',
      );
      expect(code(await graph.run(email, GetMarketRecordsDocument, { first: 5 })), email).toBe('FORBIDDEN');
      expect(code(await graph.run(email, AddMarketRecordsDocument, { input: { records: [record()] } })), email).toBe(
        'FORBIDDEN',
      );
    }
    const rivalAnswer = await graph.run(RIVAL_OWNER_EMAIL, GetValuationsDocument, {
      vehicleId: demoVehicleId,
      zip: '78745',
    });
    expect(code(rivalAnswer)).toBe('NOT_FOUND');
    expect(rivalAnswer.data ?? null).toBeNull();
    const rivalRecords = (await graph.run(RIVAL_OWNER_EMAIL, GetMarketRecordsDocument, { first: 5 })).data!
      .marketRecords;
    expect(rivalRecords.edges).toEqual([]);
    expect(rivalRecords.totalCount).toBe(0);
  });

  it('pages the records newest first', async () => {
    const first = await graph.run(EDITOR, GetMarketRecordsDocument, { first: 3, filter: { sold: false } });
    const edges = first.data!.marketRecords.edges;
    expect(edges).toHaveLength(3);
    expect(edges.every((edge) => edge.node.soldOn === null)).toBe(true);
    const next = await graph.run(EDITOR, GetMarketRecordsDocument, {
      first: 3,
      filter: { sold: false },
      after: first.data!.marketRecords.pageInfo.endCursor,
    });
    const seen = [...edges, ...next.data!.marketRecords.edges].map((edge) => edge.node.firstSeenOn);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set([...edges, ...next.data!.marketRecords.edges].map((edge) => edge.node.id)).size).toBe(6);
    // The count is of the whole filter, the same on every page.
    const unsold = await db()
      .select({ id: marketRecords.id })
      .from(marketRecords)
      .where(and(eq(marketRecords.organizationId, demoId), isNull(marketRecords.soldOn)));
    expect(unsold.length).toBeGreaterThan(6);
    expect(first.data!.marketRecords.totalCount).toBe(unsold.length);
    expect(next.data!.marketRecords.totalCount).toBe(unsold.length);
    expect(code(await graph.run(EDITOR, GetMarketRecordsDocument, { first: 3, after: 'junk' }))).toBe('BAD_USER_INPUT');
    expect(code(await graph.run(EDITOR, GetMarketRecordsDocument, { first: 501 }))).toBe('BAD_USER_INPUT');
  });
});

describe('adding and importing records', () => {
  it('stores a partner batch whole, and a batch with one bad record not at all', async () => {
    const countBefore = await allRowsCount();
    const bad = await graph.run(EDITOR, AddMarketRecordsDocument, {
      input: { records: [record(), record({ zip: '00000' }), record({ mileage: -1 })] },
    });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toBe(
      "Nothing was stored. Record 1: ZIP 00000 is not a US ZIP code we can place on a map. Record 2: Mileage '-1' must be a whole number of miles up to 2,000,000.",
    );
    expect(await segmentRows()).toEqual([]);
    expect(await allRowsCount()).toBe(countBefore);

    const prices = [2_800_000, 2_900_000, 3_000_000, 3_100_000, 3_200_000];
    const good = await graph.run(EDITOR, AddMarketRecordsDocument, {
      input: { records: prices.map((priceCents) => record({ priceCents })) },
    });
    expect(good.data).toEqual({ addMarketRecords: { stored: 5 } });
    const stored = await segmentRows();
    expect(stored.map((row) => row.priceCents).sort()).toEqual(prices);
    expect(stored[0]).toMatchObject({
      segmentKey: 'testmake|roadster',
      zip: '78704',
      latitude: 30.2428,
      longitude: -97.7658,
      lastSeenOn: daysAgo(10),
    });
  });

  it('previews an import without storing, then stores the good rows and reports each bad line', async () => {
    const rows = [
      {
        line: 2,
        year: '2022',
        make: 'Previewmake',
        model: 'Roadster',
        mileage: '31,000',
        price: '$29,500',
        zip: '78704',
        firstSeenOn: daysAgo(20),
        channel: 'Retail',
        source: 'Marketplace',
      },
      {
        line: 3,
        year: '2022',
        make: 'Previewmake',
        model: 'Roadster',
        mileage: '31,000',
        price: 'call',
        zip: '78704',
        firstSeenOn: daysAgo(20),
        channel: 'Retail',
        source: 'Marketplace',
      },
      {
        line: 4,
        year: '2022',
        make: 'Previewmake',
        model: 'Roadster',
        mileage: '31,000',
        price: '29500',
        zip: '78704',
        firstSeenOn: daysAgo(20),
        channel: 'lease',
        source: 'Marketplace',
      },
    ];
    const rejected = [
      { line: 3, reason: "Price 'call' is not an amount above $0 and up to $10,000,000." },
      { line: 4, reason: "Channel 'lease' must be retail or wholesale." },
    ];
    const preview = await graph.run(EDITOR, ImportMarketRecordsDocument, { input: { rows, preview: true } });
    expect(preview.data).toEqual({ importMarketRecords: { stored: 0, accepted: 1, preview: true, rejected } });
    expect(await segmentRows(demoId, 'Previewmake')).toEqual([]);
    const imported = await graph.run(EDITOR, ImportMarketRecordsDocument, { input: { rows } });
    expect(imported.data).toEqual({ importMarketRecords: { stored: 1, accepted: 1, preview: false, rejected } });
    expect(
      (await segmentRows(demoId, 'Previewmake')).map((row) => [
        row.priceCents,
        row.mileage,
        row.channel,
        row.source,
        row.soldOn,
      ]),
    ).toEqual([[2_950_000, 31_000, 'retail', 'marketplace', null]]);
    expect(code(await graph.run(EDITOR, ImportMarketRecordsDocument, { input: { rows: [] } }))).toBe('BAD_USER_INPUT');
  });

  it('imports the wholesale book, replacing a row of the same key, and values from it', async () => {
    const row = {
      line: 2,
      year: '2022',
      make: 'Testmake',
      model: 'Roadster',
      averageMileage: '20,000',
      rough: '$20,000',
      average: '$23,000',
      clean: '$25,000',
      extraClean: '$26,000',
    };
    const first = await graph.run(EDITOR, ImportWholesaleBookDocument, {
      input: { rows: [row, { ...row, line: 3, clean: '$19,000' }, { ...row, line: 4 }], asOf: daysAgo(3) },
    });
    expect(first.data).toEqual({
      importWholesaleBook: {
        stored: 1,
        accepted: 1,
        preview: false,
        rejected: [
          { line: 3, reason: 'The values must rise from rough to average to clean to extra clean.' },
          { line: 4, reason: 'The same year, make, model and trim is already on line 2.' },
        ],
      },
    });
    await graph.run(EDITOR, ImportWholesaleBookDocument, {
      input: { rows: [{ ...row, clean: '$25,500' }], asOf: daysAgo(1) },
    });
    const entries = await db()
      .select()
      .from(wholesaleBookEntries)
      .where(
        and(eq(wholesaleBookEntries.organizationId, demoId), eq(wholesaleBookEntries.segmentKey, 'testmake|roadster')),
      );
    expect(entries.map((entry) => [entry.cleanCents, entry.asOf])).toEqual([[2_550_000, daysAgo(1)]]);
    expect(
      code(
        await graph.run(EDITOR, ImportWholesaleBookDocument, { input: { rows: [row], asOf: shiftDate(today, -1) } }),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('values a described vehicle from exactly those records and that book row', async () => {
    const answer = await graph.run(EDITOR, GetValuationsDocument, {
      vehicle: {
        year: 2022,
        make: 'testmake',
        model: 'ROADSTER',
        trim: 'GT',
        mileage: 40_000,
        condition: 'clean',
        zip: '78745',
      },
    });
    expect(answer.errors).toBeUndefined();
    const byName = Object.fromEntries(
      answer.data!.valuations.valuations.map((valuation) => [valuation.source, valuation]),
    );
    // Five auction sales of 28,000–32,000 at 30,000 miles, adjusted −3 % to 40,000 miles.
    expect(byName.auction_index).toMatchObject({
      valueCents: 2_910_000,
      lowCents: 2_813_000,
      highCents: 3_007_000,
      asOf: daysAgo(10),
    });
    expect(byName.auction_index!.provenance).toMatchObject({ recordsUsed: 5, lowConfidence: false, fallback: false });
    // The book's clean 25,500 at 20,000 miles, −6 % to 40,000 miles.
    expect(byName.wholesale_book).toMatchObject({
      valueCents: 2_397_000,
      lowCents: 1_880_000,
      highCents: 2_444_000,
      asOf: daysAgo(1),
    });
    expect(byName.dealer_retail_guide).toMatchObject({
      valueCents: null,
      provenance: { recordsUsed: 0, lowConfidence: true },
    });
    expect(answer.data!.valuations.comparables.map((comparable) => comparable.distanceMiles)).toEqual([
      3.1, 3.1, 3.1, 3.1, 3.1,
    ]);
  });

  it('refuses a bad vehicle, radius or ZIP, naming it', async () => {
    const vehicle = { year: 2022, make: 'Testmake', model: 'Roadster', mileage: 40_000, zip: '78745' };
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicle: { ...vehicle, mileage: -1 } }, 'Mileage must be a whole number of miles from 0 to 2,000,000.'],
      [
        { vehicle: { ...vehicle, year: 1800 } },
        `Year 1800 must be a model year from 1900 to ${Number(today.slice(0, 4)) + 2}.`,
      ],
      [{ vehicle: { ...vehicle, zip: '1234' } }, "ZIP '1234' is not a 5-digit US ZIP code."],
      [{ vehicle: { ...vehicle, zip: '00000' } }, 'ZIP 00000 is not a US ZIP code we can place on a map.'],
      [{ vehicle, radiusMiles: 501 }, 'The radius must be above 0 and at most 500 miles.'],
      [{ vehicle, vehicleId: demoVehicleId }, 'Give either a vehicle id or a vehicle description, not both.'],
      [{}, 'Give either a vehicle id or a vehicle description, not both.'],
    ];
    for (const [variables, message] of cases) {
      const answer = await graph.run(EDITOR, GetValuationsDocument, variables);
      expect(code(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0]!.message).toBe(message);
    }
    expect(code(await graph.run(EDITOR, GetValuationsDocument, { vehicleId: 'not-an-id' }))).toBe('NOT_FOUND');
  });

  it('asks a rival without own sales for the ZIP, and keeps each organization to its own records', async () => {
    const answer = await graph.run(RIVAL_OWNER_EMAIL, GetComparablesDocument, {
      vehicle: { year: 2022, make: 'Testmake', model: 'Roadster', mileage: 40_000 },
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    const placed = await graph.run(RIVAL_OWNER_EMAIL, GetComparablesDocument, {
      vehicle: { year: 2022, make: 'Testmake', model: 'Roadster', mileage: 40_000, zip: '78745' },
    });
    expect(placed.data!.comparables.comparables).toEqual([]);
  });
});
