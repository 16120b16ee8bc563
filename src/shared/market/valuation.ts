// The valuation formulas, pure (docs/metrics.md, "Valuations"): adjusting a comparable's price
// to the subject's mileage and condition, and the robust statistics a value and its range come
// from. Amounts are whole cents.

export const CONDITION_GRADES = ['extra_clean', 'clean', 'average', 'rough'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/**
 * Condition factors against the market's typical car, which we take as `clean` (most retail
 * listings and auction sales grade there). Wholesale books publish one value per grade instead.
 */
export const CONDITION_FACTORS: Readonly<Record<ConditionGrade, number>> = {
  extra_clean: 1.05,
  clean: 1,
  average: 0.92,
  rough: 0.8,
};

export const VALUATION_RULES = {
  /** Share of the price gained or lost per 10,000 miles under or over the comparable's. */
  mileageRatePer10k: 0.03,
  /** The mileage adjustment never moves a price by more than this share either way. */
  maxMileageAdjustment: 0.3,
  /** Share of prices dropped at each end before the mean. */
  trimShare: 0.1,
  /** Comparables within ± this many model years. */
  yearBand: 1,
  /** Comparables within ± this share of the subject's mileage, and never narrower than `minMileageBand`. */
  mileageBandShare: 0.25,
  minMileageBand: 15_000,
  defaultRadiusMiles: 150,
  maxRadiusMiles: 500,
  /** The nearest (then most recent) comparables kept: more adds little to a value and costs time. */
  maxComparables: 250,
  /** Fewer comparables than this: the value is still given, with `lowConfidence`. */
  minComparables: 3,
} as const;

/** The factor that takes a price at `fromMileage` to `toMileage`: 3 % per 10,000 miles, within ±30 %. */
export function mileageFactor(fromMileage: number, toMileage: number): number {
  const raw = (VALUATION_RULES.mileageRatePer10k * (fromMileage - toMileage)) / 10_000;
  const clamped = Math.max(-VALUATION_RULES.maxMileageAdjustment, Math.min(VALUATION_RULES.maxMileageAdjustment, raw));
  return 1 + clamped;
}

/** A comparable's price as if it had the subject's mileage (condition is applied once, to the result). */
export const adjustToMileage = (priceCents: number, fromMileage: number, toMileage: number) =>
  Math.round(priceCents * mileageFactor(fromMileage, toMileage));

export const applyCondition = (cents: number, grade: ConditionGrade) => Math.round(cents * CONDITION_FACTORS[grade]);

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Median (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

/** Percentile by linear interpolation between closest ranks (p in 0…100); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const ordered = sorted(values);
  const rank = (p / 100) * (ordered.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return ordered[low]! + (ordered[high]! - ordered[low]!) * (rank - low);
}

/**
 * Mean after dropping floor(n × share) values at each end: one freak listing (a salvage title, a
 * typo in the price) moves it little, while every ordinary price still counts. Null for none.
 */
export function trimmedMean(values: readonly number[], share: number = VALUATION_RULES.trimShare): number | null {
  if (values.length === 0) return null;
  const cut = Math.floor(values.length * share);
  const kept = sorted(values).slice(cut, values.length - cut);
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

export type Statistic = 'trimmed_mean' | 'median';

/** A value and its range from adjusted prices: the statistic for the value, the 25th–75th percentiles for low–high. */
export function valueFromPrices(
  adjusted: readonly number[],
  statistic: Statistic,
): { valueCents: number; lowCents: number; highCents: number } | null {
  const centre = statistic === 'median' ? median(adjusted) : trimmedMean(adjusted);
  if (centre === null) return null;
  return {
    valueCents: Math.round(centre),
    lowCents: Math.round(percentile(adjusted, 25)!),
    highCents: Math.round(percentile(adjusted, 75)!),
  };
}

/** The mileage band comparables are taken from: ± 25 % of the subject's mileage, at least ± 15,000 miles. */
export function mileageBand(mileage: number): { min: number; max: number } {
  const half = Math.max(VALUATION_RULES.minMileageBand, Math.round(mileage * VALUATION_RULES.mileageBandShare));
  return { min: Math.max(0, mileage - half), max: mileage + half };
}

/** Great-circle distance in miles between two points (haversine, mean Earth radius 3,958.8 mi). */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude/longitude box that holds every point within `miles` of `centre` (a prefilter for an index). */
export function boundingBox(centre: { latitude: number; longitude: number }, miles: number) {
  const latDelta = miles / 69;
  const lonDelta = miles / (69 * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  return {
    minLatitude: centre.latitude - latDelta,
    maxLatitude: centre.latitude + latDelta,
    minLongitude: centre.longitude - lonDelta,
    maxLongitude: centre.longitude + lonDelta,
  };
}
