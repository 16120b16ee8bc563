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

const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** The earliest sale date and last-seen date that still count on `asOf`. */
export function recencyCutoffs(asOf: string): { soldSince: string; seenSince: string } {
  return { soldSince: addDays(asOf, -RECENCY.salesWindowDays), seenSince: addDays(asOf, -RECENCY.activeListingDays) };
}

/** Whether a candidate is a comparable of the subject (the rule the query's prefilter narrows to). */
export function isComparable(
  subject: Subject,
  candidate: Candidate,
  options: { radiusMiles: number; sources: readonly MarketRecordSource[]; asOf: string },
): boolean {
  const band = mileageBand(subject.mileage);
  const { soldSince, seenSince } = recencyCutoffs(options.asOf);
  const recent = candidate.soldOn
    ? candidate.soldOn >= soldSince && candidate.soldOn <= options.asOf
    : candidate.lastSeenOn >= seenSince && candidate.firstSeenOn <= options.asOf;
  return (
    segmentKey(candidate.make, candidate.model) === segmentKey(subject.make, subject.model) &&
    Math.abs(candidate.year - subject.year) <= VALUATION_RULES.yearBand &&
    candidate.mileage >= band.min &&
    candidate.mileage <= band.max &&
    candidate.distanceMiles <= options.radiusMiles &&
    options.sources.includes(candidate.source) &&
    recent
  );
}

/** The comparables among candidates, nearest first (then the most recent), at most `maxComparables`, each with its days on market. */
export function selectComparables(
  subject: Subject,
  candidates: readonly Candidate[],
  options: { radiusMiles: number; sources: readonly MarketRecordSource[]; asOf: string },
): Comparable[] {
  return candidates
    .filter((candidate) => isComparable(subject, candidate, options))
    .map((candidate) => ({ ...candidate, daysOnMarket: daysOnMarket(candidate) }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles || (b.soldOn ?? b.lastSeenOn).localeCompare(a.soldOn ?? a.lastSeenOn) || a.id.localeCompare(b.id))
    .slice(0, VALUATION_RULES.maxComparables);
}
