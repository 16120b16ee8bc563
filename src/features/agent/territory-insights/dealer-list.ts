import type { MapPointState } from '../map';

/** What the list sorts and shows of a dealer (the screen's fragment, reduced to what sorting needs). */
export type ListedDealer = {
  id: string;
  name: string;
  priority: 'P1' | 'P2' | 'P3';
  lastVisitOn?: string | null;
  nextDueOn: string;
  daysOverdue: number;
  openTasks: number;
  market?: { listings: number; priceToMarket?: number | null; pricedListings?: number } | null;
};

/** What the list shows for a dealer's price-to-market: nothing (no current listings), "too few comparables", or the percent. */
export type PriceToMarketShown = { kind: 'none' } | { kind: 'too_few' } | { kind: 'percent'; value: number };

export function priceToMarketShown(market: ListedDealer['market']): PriceToMarketShown {
  if (!market || market.listings === 0) return { kind: 'none' };
  if (market.priceToMarket === null || market.priceToMarket === undefined) return { kind: 'too_few' };
  return { kind: 'percent', value: market.priceToMarket };
}

export const SORT_KEYS = [
  'nextDueOn',
  'name',
  'priority',
  'lastVisitOn',
  'listings',
  'priceToMarket',
  'openTasks',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The dealer's due state today: the map's colour and the list's chip. */
export function dueState(dealer: Pick<ListedDealer, 'nextDueOn' | 'daysOverdue'>, today: string): MapPointState {
  if (dealer.daysOverdue > 0) return 'overdue';
  return dealer.nextDueOn <= today ? 'due' : 'later';
}

const valueOf = (dealer: ListedDealer, key: SortKey): string | number | null => {
  switch (key) {
    case 'listings':
      return dealer.market?.listings ?? null;
    case 'priceToMarket':
      return dealer.market?.priceToMarket ?? null;
    case 'lastVisitOn':
      return dealer.lastVisitOn ?? null;
    default:
      return dealer[key];
  }
};

/** Sorted by `key`; empty values last either way, then by name so the order is stable. */
export function sortDealers<T extends ListedDealer>(dealers: readonly T[], key: SortKey, order: SortOrder): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...dealers].sort((a, b) => {
    const left = valueOf(a, key);
    const right = valueOf(b, key);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name);
  });
}
