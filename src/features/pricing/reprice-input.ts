import type { PricingDryRunQuery } from '../../../graphql/generated/operations/PricingDryRun';
import type { PricingDryRunInput, PricingMethod } from '../../../graphql/generated/types';
import { centsFromInput } from '../inventory/money-input';

export type RepriceDraft = { method: PricingMethod; percent: string; amount: string };

export const DEFAULT_REPRICE_DRAFT: RepriceDraft = { method: 'rules', percent: '98', amount: '-500' };

/**
 * The dry run a draft asks for, or the draft's field that cannot be read. The server checks the
 * ranges (its message is shown); only what cannot be a number at all stops here.
 */
export function dryRunInputOf(
  draft: RepriceDraft,
  vehicleIds: string[] | null,
): { input: PricingDryRunInput } | { invalid: 'percent' | 'amount' } {
  const base = { method: draft.method, vehicleIds };
  if (draft.method === 'percent_of_market') {
    const percent = Number(draft.percent.trim().replace(/%$/, ''));
    if (draft.percent.trim() === '' || !Number.isFinite(percent)) return { invalid: 'percent' };
    return { input: { ...base, percentOfMarket: percent } };
  }
  if (draft.method === 'amount') {
    const text = draft.amount.trim();
    const negative = /^[-−]/.test(text);
    const cents = centsFromInput(text.replace(/^[-−+]/, ''));
    if (cents === null || cents === 0) return { invalid: 'amount' };
    return { input: { ...base, amountCents: negative ? -cents : cents } };
  }
  return { input: base };
}

type DryRun = PricingDryRunQuery['pricingDryRun'];
export const REPRICE_FILTERS = ['lowers', 'raises', 'underwater', 'unchanged'] as const;
export type RepriceFilter = (typeof REPRICE_FILTERS)[number];

/** The dry run's rows under a filter: lowers and raises are its changes by direction. */
export function rowsOf(run: DryRun, filter: 'lowers' | 'raises'): DryRun['changes'];
export function rowsOf(run: DryRun, filter: RepriceFilter): unknown[];
export function rowsOf(run: DryRun, filter: RepriceFilter): unknown[] {
  if (filter === 'underwater') return run.underwater;
  if (filter === 'unchanged') return run.unchanged;
  return run.changes.filter((change) => change.direction === (filter === 'raises' ? 'raise' : 'lower'));
}

/** What a dry run ticks to apply at first: its lowers; a raise waits for a person's tick. */
export const initialTicks = (run: DryRun): ReadonlySet<string> =>
  new Set(rowsOf(run, 'lowers').map((change) => change.vehicle.id));
