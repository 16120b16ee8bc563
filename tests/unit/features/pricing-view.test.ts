import { describe, expect, it } from 'vitest';
import {
  ageMinDaysOf,
  pricingSummary,
  pricingViewFromQuery,
  priceToMarketTone,
  queryFromPricingView,
  searchRows,
} from '../../../src/features/pricing/pricing-view';
import type { PricingDryRunQuery } from '../../../graphql/generated/operations/PricingDryRun';
import { dryRunInputOf, initialTicks, rowsOf } from '../../../src/features/pricing/reprice-input';
import {
  placeOfRefusal,
  rulesInputOf,
  stepOfRefusal,
  type RulesDraft,
} from '../../../src/features/pricing/rules-draft';

const vehicle = (stockNumber: string, days: number, listPriceCents: number | null) => ({
  stockNumber,
  vin: `1HGCM82633A00${stockNumber}`,
  year: 2021,
  make: 'Honda',
  model: stockNumber === 'B2' ? 'Civic' : 'CR-V',
  trim: 'EX',
  daysInInventory: days,
  listPriceCents,
});

describe('the /pricing view in the URL', () => {
  it('reads what it wrote, and leaves the defaults out of the URL', () => {
    const view = {
      tab: 'rules' as const,
      olderThan: 30,
      search: 'civic',
      sort: { field: 'priceToMarket' as const, direction: 'asc' as const },
    };
    const query = queryFromPricingView(view);
    expect(query).toEqual({ tab: 'rules', older: '30', q: 'civic', sort: 'priceToMarket.asc' });
    expect(pricingViewFromQuery(query)).toEqual(view);
    expect(queryFromPricingView(pricingViewFromQuery({}))).toEqual({});
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(pricingViewFromQuery({ tab: 'x', older: '-4', sort: 'cost.up' })).toEqual({
      tab: 'stock',
      olderThan: null,
      search: '',
      sort: { field: 'daysInInventory', direction: 'desc' },
    });
  });

  it('asks the graph for vehicles over N days: N + 1 and up', () => {
    expect(ageMinDaysOf({ olderThan: 30 })).toBe(31);
    expect(ageMinDaysOf({ olderThan: null })).toBeUndefined();
  });
});

describe('searching and summarizing the stock rows', () => {
  const rows = [
    { vehicle: vehicle('A1', 75, 2_500_000), priceToMarket: 104, suggestedPriceCents: 2_400_000 },
    { vehicle: vehicle('B2', 12, 1_800_000), priceToMarket: 96, suggestedPriceCents: 1_800_000 },
    { vehicle: vehicle('C3', 61, null), priceToMarket: null, suggestedPriceCents: null },
  ];

  it('keeps rows holding every word searched', () => {
    expect(searchRows(rows, 'honda civic').map((row) => row.vehicle.stockNumber)).toEqual(['B2']);
    expect(searchRows(rows, '  ')).toHaveLength(3);
  });

  it('counts vehicles, the mean price to market of those with one, over 60 days and what the rules would change', () => {
    expect(pricingSummary(rows)).toEqual({
      vehicles: 3,
      averagePriceToMarket: 100,
      withPriceToMarket: 2,
      overSixtyDays: 2,
      rulesWouldChange: 1,
    });
    expect(pricingSummary([]).averagePriceToMarket).toBeNull();
  });

  it('reads a price to market against 100 %', () => {
    expect([96.9, 97, 103, 103.1].map(priceToMarketTone)).toEqual(['under', 'near', 'near', 'over']);
  });
});

describe('the reprice dialog draft', () => {
  it('asks for the rules, a share of the market or a signed amount in cents', () => {
    expect(dryRunInputOf({ method: 'rules', percent: '', amount: '' }, ['v1'])).toEqual({
      input: { method: 'rules', vehicleIds: ['v1'] },
    });
    expect(dryRunInputOf({ method: 'percent_of_market', percent: '97.5%', amount: '' }, null)).toEqual({
      input: { method: 'percent_of_market', vehicleIds: null, percentOfMarket: 97.5 },
    });
    expect(dryRunInputOf({ method: 'amount', percent: '', amount: '-$1,250' }, null)).toEqual({
      input: { method: 'amount', vehicleIds: null, amountCents: -125_000 },
    });
  });

  it('names the field that is not a number', () => {
    expect(dryRunInputOf({ method: 'percent_of_market', percent: 'lots', amount: '' }, null)).toEqual({
      invalid: 'percent',
    });
    expect(dryRunInputOf({ method: 'amount', percent: '', amount: '0' }, null)).toEqual({ invalid: 'amount' });
  });
});

describe('the rules editor draft', () => {
  const draft: RulesDraft = {
    steps: [
      { key: 1, fromDay: '0', percentOfMarket: '100' },
      { key: 2, fromDay: '45', percentOfMarket: '95.5' },
    ],
    minimumGross: '1,500',
    roundToCents: 10_000,
    roundingMode: 'down',
    endInNine: true,
    raiseToMarket: true,
  };

  it('becomes the save input', () => {
    expect(rulesInputOf(draft)).toEqual({
      input: {
        steps: [
          { fromDay: 0, percentOfMarket: 100 },
          { fromDay: 45, percentOfMarket: 95.5 },
        ],
        minimumGrossCents: 150_000,
        roundToCents: 10_000,
        roundingMode: 'down',
        endInNine: true,
        raiseToMarket: true,
      },
    });
    expect(rulesInputOf({ ...draft, steps: [{ key: 3, fromDay: 'x', percentOfMarket: '100' }] })).toEqual({
      invalid: 'steps',
    });
    expect(rulesInputOf({ ...draft, minimumGross: 'some' })).toEqual({ invalid: 'minimumGross' });
  });

  it('places the server’s refusals at their field', () => {
    expect(placeOfRefusal('Step 2: the share of market must be from 50 % to 150 %.')).toBe('steps');
    expect(stepOfRefusal('Step 2: the share of market must be from 50 % to 150 %.')).toBe(1);
    expect(stepOfRefusal('The first step must start at day 0, so every vehicle has a step.')).toBeNull();
    expect(placeOfRefusal('The minimum gross must be whole cents from $0 to $20,000.')).toBe('minimumGross');
    expect(placeOfRefusal('Round to one of $1, $10, $25, $50, $100.')).toBe('rounding');
    expect(placeOfRefusal('Something else went wrong.')).toBe('form');
  });
});

describe('the dry run’s filters and ticks (issue 32)', () => {
  const change = (id: string, direction: 'lower' | 'raise') =>
    ({ vehicle: { id }, direction }) as unknown as PricingDryRunQuery['pricingDryRun']['changes'][number];
  const run = {
    changes: [change('a', 'lower'), change('b', 'raise'), change('c', 'lower')],
    underwater: [{ vehicle: { id: 'd' } }],
    unchanged: [{ vehicle: { id: 'e' } }],
  } as unknown as PricingDryRunQuery['pricingDryRun'];

  it('sorts the changes into lowers and raises, beside the underwater and unchanged vehicles', () => {
    expect(rowsOf(run, 'lowers').map((row) => row.vehicle.id)).toEqual(['a', 'c']);
    expect(rowsOf(run, 'raises').map((row) => row.vehicle.id)).toEqual(['b']);
    expect(rowsOf(run, 'underwater')).toHaveLength(1);
    expect(rowsOf(run, 'unchanged')).toHaveLength(1);
  });

  it('ticks the lowers to apply and leaves every raise for a person to tick', () => {
    expect([...initialTicks(run)]).toEqual(['a', 'c']);
  });
});
