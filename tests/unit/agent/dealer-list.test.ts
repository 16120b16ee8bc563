import { describe, expect, it } from 'vitest';
import {
  dueState,
  priceToMarketShown,
  sortDealers,
  type ListedDealer,
} from '../../../src/features/agent/territory-insights/dealer-list';

const dealer = (name: string, fields: Partial<ListedDealer> = {}): ListedDealer => ({
  id: name,
  name,
  priority: 'P2',
  nextDueOn: '2026-05-10',
  daysOverdue: 0,
  openTasks: 0,
  ...fields,
});

describe('dealer list', () => {
  it('says overdue, due today or later', () => {
    expect(dueState({ nextDueOn: '2026-05-01', daysOverdue: 3 }, '2026-05-04')).toBe('overdue');
    expect(dueState({ nextDueOn: '2026-05-04', daysOverdue: 0 }, '2026-05-04')).toBe('due');
    expect(dueState({ nextDueOn: '2026-05-05', daysOverdue: 0 }, '2026-05-04')).toBe('later');
  });

  it('sorts either way with empty values last, ties by name', () => {
    const dealers = [
      dealer('C', { market: { listings: 4, priceToMarket: 101 } }),
      dealer('A', { market: null }),
      dealer('B', { market: { listings: 9, priceToMarket: null } }),
      dealer('D', { market: { listings: 4, priceToMarket: 98 } }),
    ];
    expect(sortDealers(dealers, 'listings', 'desc').map((row) => row.name)).toEqual(['B', 'C', 'D', 'A']);
    expect(sortDealers(dealers, 'listings', 'asc').map((row) => row.name)).toEqual(['C', 'D', 'B', 'A']);
    expect(sortDealers(dealers, 'priceToMarket', 'asc').map((row) => row.name)).toEqual(['D', 'C', 'A', 'B']);
    expect(sortDealers(dealers, 'name', 'desc').map((row) => row.name)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('shows price-to-market as a percent, "too few comparables" for listings none of which has enough, nothing without listings', () => {
    expect(priceToMarketShown(null)).toEqual({ kind: 'none' });
    expect(priceToMarketShown({ listings: 0, priceToMarket: null, pricedListings: 0 })).toEqual({ kind: 'none' });
    expect(priceToMarketShown({ listings: 3, priceToMarket: null, pricedListings: 0 })).toEqual({ kind: 'too_few' });
    expect(priceToMarketShown({ listings: 3, priceToMarket: 98.4, pricedListings: 2 })).toEqual({
      kind: 'percent',
      value: 98.4,
    });
  });
});
