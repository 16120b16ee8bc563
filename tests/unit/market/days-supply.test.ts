import { describe, expect, it } from 'vitest';
import { daysSupplyCounts, isListedOn, marketDaysSupply } from '../../../src/shared/market/days-supply';

describe('marketDaysSupply', () => {
  it.each([
    // DOMAIN.md: 10 for sale, 1 sold a day = 10 days.
    [{ forSale: 10, soldInWindow: 45 }, 10],
    [{ forSale: 30, soldInWindow: 15 }, 90],
    [{ forSale: 7, soldInWindow: 4 }, 78.8],
    [{ forSale: 0, soldInWindow: 9 }, 0],
    [{ forSale: 12, soldInWindow: 0 }, null],
  ])('%o → %s days', (counts, days) => {
    expect(marketDaysSupply(counts)).toBe(days);
  });

  it('takes another window', () => {
    expect(marketDaysSupply({ forSale: 10, soldInWindow: 30 }, 30)).toBe(10);
  });
});

describe('daysSupplyCounts', () => {
  const asOf = '2026-11-23';
  const listingSeenSince = '2026-10-24';
  const record = (
    overrides: Partial<{
      channel: 'retail' | 'wholesale';
      soldOn: string | null;
      firstSeenOn: string;
      lastSeenOn: string;
    }>,
  ) => ({
    channel: 'retail' as const,
    soldOn: null,
    firstSeenOn: '2026-10-01',
    lastSeenOn: '2026-11-20',
    ...overrides,
  });

  it('counts retail listings on the market and retail sales of the last 45 days only', () => {
    const records = [
      record({}), // for sale
      record({ lastSeenOn: '2026-10-20' }), // stale listing: gone from the market
      record({ firstSeenOn: '2026-11-24', lastSeenOn: '2026-11-24' }), // listed after the as-of date
      record({ soldOn: '2026-11-23', lastSeenOn: '2026-11-23' }), // sold on the day: in the window
      record({ soldOn: '2026-10-09', lastSeenOn: '2026-10-09' }), // day 45 before: first day outside
      record({ soldOn: '2026-10-10', lastSeenOn: '2026-10-10' }), // 44 days before: inside
      record({ soldOn: '2026-11-25', lastSeenOn: '2026-11-25' }), // sold after the as-of date: still listed on it (a past day's supply)
      record({ channel: 'wholesale', soldOn: '2026-11-01', lastSeenOn: '2026-11-01' }),
      record({ channel: 'wholesale' }),
    ];
    expect(daysSupplyCounts(records, { asOf, listingSeenSince })).toEqual({ forSale: 2, soldInWindow: 2 });
  });
});

describe('isListedOn', () => {
  const options = { asOf: '2026-03-15', listingSeenSince: '2026-02-13' };
  it.each([
    ['unsold, seen lately', { soldOn: null, firstSeenOn: '2026-03-01', lastSeenOn: '2026-03-14' }, true],
    ['first seen on the day', { soldOn: null, firstSeenOn: '2026-03-15', lastSeenOn: '2026-03-15' }, true],
    ['first seen after the day', { soldOn: null, firstSeenOn: '2026-03-16', lastSeenOn: '2026-03-20' }, false],
    [
      'last seen before the listing window',
      { soldOn: null, firstSeenOn: '2026-01-01', lastSeenOn: '2026-02-12' },
      false,
    ],
    ['sold on the day', { soldOn: '2026-03-15', firstSeenOn: '2026-03-01', lastSeenOn: '2026-03-15' }, false],
    ['sold after the day', { soldOn: '2026-03-20', firstSeenOn: '2026-03-01', lastSeenOn: '2026-03-20' }, true],
  ] as const)('%s → %s', (_name, dates, listed) => {
    expect(isListedOn({ channel: 'retail', ...dates }, options)).toBe(listed);
  });
});
