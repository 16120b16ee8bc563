// The four valuation sources (CONTRACTS.md), built in: each computed from the organization's
// market data by a documented method (docs/metrics.md, "Valuations"). Pure: the server fetches the
// comparables and the book entry once and every source reads them.

import type { ValuationSource } from '../access';
import type { Comparable, Subject } from './comparables';
import {
  adjustToMileage,
  applyCondition,
  VALUATION_RULES,
  valueFromPrices,
  type ConditionGrade,
  type Statistic,
} from './valuation';

export type BookEntry = {
  id: string;
  averageMileage: number;
  roughCents: number;
  averageCents: number;
  cleanCents: number;
  extraCleanCents: number;
  asOf: string;
};

export type Provenance = {
  /** How the value was found, in words (also in the schema's descriptions). */
  method: string;
  /** Market records (or book rows) the value rests on. */
  recordsUsed: number;
  comparableIds: string[];
  bookEntryId: string | null;
  /** `built_in` (from the organization's data) or `remote` (the configured provider). */
  provider: 'built_in' | 'remote';
  /** True when a configured remote provider failed and this is the built-in value instead. */
  fallback: boolean;
  fallbackReason: string | null;
  /** Fewer comparables than VALUATION_RULES.minComparables (or no book row): read the value with care. */
  lowConfidence: boolean;
};

export type Valuation = {
  source: ValuationSource;
  /** Null when the source has nothing to go on (no comparables, no book row). */
  valueCents: number | null;
  lowCents: number | null;
  highCents: number | null;
  /** The date of the newest data the value rests on (the request's date when it rests on none). */
  asOf: string;
  provenance: Provenance;
};

export type ValuationInput = {
  subject: Subject;
  comparables: readonly Comparable[];
  bookEntry: BookEntry | null;
  asOf: string;
};

const provenance = (method: string, used: readonly Comparable[], extra: Partial<Provenance> = {}): Provenance => ({
  method,
  recordsUsed: used.length,
  comparableIds: used.map((comparable) => comparable.id),
  bookEntryId: null,
  provider: 'built_in',
  fallback: false,
  fallbackReason: null,
  lowConfidence: used.length < VALUATION_RULES.minComparables,
  ...extra,
});

function fromComparables(
  source: ValuationSource,
  method: string,
  pick: (comparable: Comparable) => boolean,
  statistic: Statistic,
  { subject, comparables, asOf }: ValuationInput,
): Valuation {
  const used = comparables.filter(pick);
  const adjusted = used.map((comparable) =>
    adjustToMileage(comparable.priceCents, comparable.mileage, subject.mileage),
  );
  const found = valueFromPrices(adjusted, statistic);
  const newest = used.reduce<string | null>((latest, comparable) => {
    const date = comparable.soldOn ?? comparable.lastSeenOn;
    return latest === null || date > latest ? date : latest;
  }, null);
  const graded = (cents: number | undefined) => (cents === undefined ? null : applyCondition(cents, subject.condition));
  return {
    source,
    valueCents: graded(found?.valueCents),
    lowCents: graded(found?.lowCents),
    highCents: graded(found?.highCents),
    asOf: newest ?? asOf,
    provenance: provenance(method, used),
  };
}

const BOOK_COLUMN: Record<
  ConditionGrade,
  keyof Pick<BookEntry, 'roughCents' | 'averageCents' | 'cleanCents' | 'extraCleanCents'>
> = {
  rough: 'roughCents',
  average: 'averageCents',
  clean: 'cleanCents',
  extra_clean: 'extraCleanCents',
};

export const METHODS: Record<ValuationSource, string> = {
  auction_index:
    'Wholesale auction sales of the last 180 days: each price adjusted to this mileage (3 % per 10,000 miles, within ±30 %), the 10 % trimmed mean, then the condition factor; low–high: 25th–75th percentile.',
  dealer_retail_guide:
    'Retail sales (transaction prices) of the last 180 days: each adjusted to this mileage, the 10 % trimmed mean, then the condition factor; low–high: 25th–75th percentile.',
  consumer_retail_guide:
    'Retail listings for sale now (asking prices seen in the last 30 days): each adjusted to this mileage, the median, then the condition factor; low–high: 25th–75th percentile.',
  wholesale_book:
    "The organization's wholesale book row for this year, make, model and trim (or its all-trims row): the value for this condition grade at the book's average mileage, adjusted to this mileage; low–high: the rough and extra-clean values, adjusted alike.",
};

/** The built-in value of each source. */
export const BUILT_IN_SOURCES: Record<ValuationSource, (input: ValuationInput) => Valuation> = {
  auction_index: (input) =>
    fromComparables(
      'auction_index',
      METHODS.auction_index,
      (c) => c.channel === 'wholesale' && c.soldOn !== null,
      'trimmed_mean',
      input,
    ),
  dealer_retail_guide: (input) =>
    fromComparables(
      'dealer_retail_guide',
      METHODS.dealer_retail_guide,
      (c) => c.channel === 'retail' && c.soldOn !== null,
      'trimmed_mean',
      input,
    ),
  consumer_retail_guide: (input) =>
    fromComparables(
      'consumer_retail_guide',
      METHODS.consumer_retail_guide,
      (c) => c.channel === 'retail' && c.soldOn === null,
      'median',
      input,
    ),
  wholesale_book: ({ subject, bookEntry, asOf }) => {
    if (!bookEntry) {
      return {
        source: 'wholesale_book',
        valueCents: null,
        lowCents: null,
        highCents: null,
        asOf,
        provenance: provenance(METHODS.wholesale_book, [], { lowConfidence: true }),
      };
    }
    const adjust = (cents: number) => adjustToMileage(cents, bookEntry.averageMileage, subject.mileage);
    return {
      source: 'wholesale_book',
      valueCents: adjust(bookEntry[BOOK_COLUMN[subject.condition]]),
      lowCents: adjust(bookEntry.roughCents),
      highCents: adjust(bookEntry.extraCleanCents),
      asOf: bookEntry.asOf,
      provenance: {
        ...provenance(METHODS.wholesale_book, []),
        recordsUsed: 1,
        bookEntryId: bookEntry.id,
        lowConfidence: false,
      },
    };
  },
};
