import { describe, expect, it } from 'vitest';
import {
  countedSources,
  selectComparables,
  type Candidate,
  type Subject,
} from '../../../src/shared/market/comparables';
import { BUILT_IN_SOURCES } from '../../../src/shared/market/sources';

const subject: Subject = {
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  trim: 'SE',
  mileage: 40_000,
  condition: 'clean',
  zip: '78745',
};
const asOf = '2026-06-01';
const ALL = ['marketplace', 'vehicle_history', 'auction', 'own_sales'] as const;
const options = { radiusMiles: 150, sources: ALL, asOf };

let serial = 0;
const candidate = (change: Partial<Candidate> = {}): Candidate => ({
  id: `c${(serial += 1)}`,
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  trim: 'LE',
  mileage: 40_000,
  priceCents: 2_000_000,
  dealerName: null,
  zip: '78704',
  firstSeenOn: '2026-05-01',
  lastSeenOn: '2026-05-20',
  soldOn: '2026-05-20',
  channel: 'retail',
  source: 'auction',
  distanceMiles: 10,
  ...change,
});

describe('which records are comparables', () => {
  it.each([
    ['the same segment, case aside', { make: 'TOYOTA', model: 'camry' }, true],
    ['another model', { model: 'Corolla' }, false],
    ['one model year older', { year: 2020 }, true],
    ['two model years newer', { year: 2023 }, false],
    ['at the mileage band’s edge (±15,000)', { mileage: 55_000 }, true],
    ['past the mileage band', { mileage: 55_001 }, false],
    ['at the radius', { distanceMiles: 150 }, true],
    ['past the radius', { distanceMiles: 150.1 }, false],
    ['a sale 180 days before', { soldOn: '2025-12-03', firstSeenOn: '2025-11-01' }, true],
    ['a sale 181 days before', { soldOn: '2025-12-02', firstSeenOn: '2025-11-01' }, false],
    ['a listing seen 30 days before', { soldOn: null, lastSeenOn: '2026-05-02' }, true],
    ['a listing last seen 31 days before', { soldOn: null, lastSeenOn: '2026-05-01' }, false],
  ] as const)('%s: %s', (_name, change, comparable) => {
    expect(selectComparables(subject, [candidate(change)], options).length).toBe(comparable ? 1 : 0);
  });

  it.each([
    [[], ['auction', 'own_sales']],
    [['marketplace_comps'], ['marketplace', 'auction', 'own_sales']],
    [['vhr_comps'], ['vehicle_history', 'auction', 'own_sales']],
    [
      ['vhr_comps', 'marketplace_comps'],
      ['marketplace', 'vehicle_history', 'auction', 'own_sales'],
    ],
    [['everything'], ['marketplace', 'vehicle_history', 'auction', 'own_sales']],
  ])('flags %o count sources %o', (flags, sources) => {
    expect(countedSources(flags)).toEqual(sources);
  });

  it('a record of a source the flags leave out is no comparable', () => {
    expect(
      selectComparables(subject, [candidate({ source: 'marketplace' })], { ...options, sources: countedSources([]) }),
    ).toEqual([]);
  });

  it('orders nearest first, then the most recent, with days on market', () => {
    const far = candidate({ id: 'far', distanceMiles: 90 });
    const nearOld = candidate({ id: 'near-old', distanceMiles: 5, soldOn: '2026-05-10' });
    const nearNew = candidate({ id: 'near-new', distanceMiles: 5, soldOn: '2026-05-30' });
    const chosen = selectComparables(subject, [far, nearOld, nearNew], options);
    expect(chosen.map((c) => [c.id, c.daysOnMarket])).toEqual([
      ['near-new', 29],
      ['near-old', 9],
      ['far', 19],
    ]);
  });
});

describe('the built-in sources', () => {
  const wholesale = [1_500_000, 1_600_000, 1_700_000].map((priceCents) => ({
    ...candidate({ channel: 'wholesale', priceCents }),
    daysOnMarket: 3,
  }));
  const sold = [2_000_000, 2_100_000, 2_200_000, 2_300_000].map((priceCents) => ({
    ...candidate({ priceCents, mileage: 50_000 }),
    daysOnMarket: 20,
  }));
  const listed = [2_400_000, 2_500_000].map((priceCents) => ({
    ...candidate({ priceCents, soldOn: null, lastSeenOn: '2026-05-31' }),
    daysOnMarket: 30,
  }));
  const input = { subject, comparables: [...wholesale, ...sold, ...listed], bookEntry: null, asOf };

  it('auction index: wholesale sales, trimmed mean, 25th–75th percentile', () => {
    const value = BUILT_IN_SOURCES.auction_index(input);
    expect(value).toMatchObject({
      valueCents: 1_600_000,
      lowCents: 1_550_000,
      highCents: 1_650_000,
      asOf: '2026-05-20',
    });
    expect(value.provenance).toMatchObject({
      recordsUsed: 3,
      comparableIds: wholesale.map((c) => c.id),
      lowConfidence: false,
      fallback: false,
      provider: 'built_in',
    });
  });

  it('dealer retail guide: retail sales adjusted to the mileage (+3 %), trimmed mean; average condition × 0.92', () => {
    expect(BUILT_IN_SOURCES.dealer_retail_guide(input)).toMatchObject({
      valueCents: 2_214_500,
      lowCents: 2_137_250,
      highCents: 2_291_750,
    });
    expect(
      BUILT_IN_SOURCES.dealer_retail_guide({ ...input, subject: { ...subject, condition: 'average' } }).valueCents,
    ).toBe(2_037_340);
  });

  it('consumer retail guide: listings for sale, median; two listings are low confidence', () => {
    const value = BUILT_IN_SOURCES.consumer_retail_guide(input);
    expect(value).toMatchObject({
      valueCents: 2_450_000,
      lowCents: 2_425_000,
      highCents: 2_475_000,
      asOf: '2026-05-31',
    });
    expect(value.provenance.lowConfidence).toBe(true);
  });

  it('wholesale book: the grade’s value at the book mileage, adjusted; no row: no value', () => {
    const bookEntry = {
      id: 'b1',
      averageMileage: 30_000,
      roughCents: 1_200_000,
      averageCents: 1_400_000,
      cleanCents: 1_500_000,
      extraCleanCents: 1_600_000,
      asOf: '2026-05-25',
    };
    expect(BUILT_IN_SOURCES.wholesale_book({ ...input, bookEntry })).toMatchObject({
      valueCents: 1_455_000,
      lowCents: 1_164_000,
      highCents: 1_552_000,
      asOf: '2026-05-25',
      provenance: { recordsUsed: 1, bookEntryId: 'b1', lowConfidence: false },
    });
    expect(BUILT_IN_SOURCES.wholesale_book(input)).toMatchObject({
      valueCents: null,
      lowCents: null,
      highCents: null,
      asOf,
      provenance: { recordsUsed: 0, lowConfidence: true },
    });
  });
});
