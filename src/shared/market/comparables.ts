// Which market records are comparables of a vehicle (docs/metrics.md, "Comparables"): the same
// segment (make and model) within ±1 model year, within the mileage band, within the radius,
// recent, and from a record source the organization's flags let count.

import type { FeatureFlag } from '../access';
import { daysOnMarket, segmentKey, type MarketChannel, type MarketRecordSource } from './records';
import { mileageBand, VALUATION_RULES, type ConditionGrade } from './valuation';

/** A vehicle to value: what the appraiser knows about it and where it is. */
export type Subject = {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  condition: ConditionGrade;
  zip: string;
};

/** A market record as the comparables rule reads it, with its distance from the subject. */
export type Candidate = {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  priceCents: number;
  dealerName: string | null;
  zip: string;
  firstSeenOn: string;
  lastSeenOn: string;
  soldOn: string | null;
  channel: MarketChannel;
  source: MarketRecordSource;
  distanceMiles: number;
};

export type Comparable = Candidate & { daysOnMarket: number };

export const RECENCY = {
  /** Sales count for this many days before the as-of date. */
  salesWindowDays: 180,
  /** An unsold listing counts when seen within this many days of the as-of date. */
  activeListingDays: 30,
} as const;

/** Record sources behind a flag: counted only when the user's or the organization's flags hold it (or `everything`). */
export const SOURCE_FLAGS: Partial<Record<MarketRecordSource, FeatureFlag>> = {
  marketplace: 'marketplace_comps',
  vehicle_history: 'vhr_comps',
};

/** The record sources comparables may come from, given the flags in force. */
export function countedSources(flags: readonly string[]): MarketRecordSource[] {
  const all: MarketRecordSource[] = ['marketplace', 'vehicle_history', 'auction', 'own_sales'];
  return all.filter((source) => {
    const flag = SOURCE_FLAGS[source];
    return !flag || flags.includes(flag) || flags.includes('everything');
  });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** The earliest sale date and last-seen date that still count on `asOf`. */
export function recencyCutoffs(asOf: string): { soldSince: string; seenSince: string } {
  return { soldSince: addDays(asOf, -RECENCY.salesWindowDays), seenSince: addDays(asOf, -RECENCY.activeListingDays) };
}

type RuleOptions = { radiusMiles: number; sources: readonly MarketRecordSource[]; asOf: string };

/** The rule for one subject, its band, cutoffs and segment worked out once (the pricing grid asks it for thousands of candidates). */
function comparableTest(subject: Subject, options: RuleOptions): (candidate: Candidate) => boolean {
  const band = mileageBand(subject.mileage);
  const { soldSince, seenSince } = recencyCutoffs(options.asOf);
  const segment = segmentKey(subject.make, subject.model);
  return (candidate) => {
    const recent = candidate.soldOn
      ? candidate.soldOn >= soldSince && candidate.soldOn <= options.asOf
      : candidate.lastSeenOn >= seenSince && candidate.firstSeenOn <= options.asOf;
    return (
      Math.abs(candidate.year - subject.year) <= VALUATION_RULES.yearBand &&
      candidate.mileage >= band.min &&
      candidate.mileage <= band.max &&
      candidate.distanceMiles <= options.radiusMiles &&
      options.sources.includes(candidate.source) &&
      recent &&
      segmentKey(candidate.make, candidate.model) === segment
    );
  };
}

/** Whether a candidate is a comparable of the subject (the rule the query's prefilter narrows to). */
export function isComparable(subject: Subject, candidate: Candidate, options: RuleOptions): boolean {
  return comparableTest(subject, options)(candidate);
}

// ISO dates and lower-case ids order by code point; a plain comparison is the same order without locale collation's cost.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The comparables' order: nearest first, then the most recent (sold or last seen), then by id. */
export const nearestFirst = (a: Candidate, b: Candidate): number =>
  a.distanceMiles - b.distanceMiles ||
  byCodePoint(b.soldOn ?? b.lastSeenOn, a.soldOn ?? a.lastSeenOn) ||
  byCodePoint(a.id, b.id);

/** The comparables among candidates, nearest first (then the most recent), at most `maxComparables`, each with its days on market. */
export function selectComparables(
  subject: Subject,
  candidates: readonly Candidate[],
  options: RuleOptions,
): Comparable[] {
  return candidates
    .filter(comparableTest(subject, options))
    .sort(nearestFirst)
    .slice(0, VALUATION_RULES.maxComparables)
    .map((candidate) => ({ ...candidate, daysOnMarket: daysOnMarket(candidate) }));
}
