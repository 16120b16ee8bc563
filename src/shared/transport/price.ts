/**
 * Price per mile and the indicative price guide of docs/transport.md: about $1.00 a mile under
 * 500 miles, $0.75 around 1,000 and $0.50 around 2,500, straight lines between those points and
 * flat beyond them.
 */
const GUIDE_POINTS: readonly (readonly [miles: number, centsPerMile: number])[] = [
  [500, 100],
  [1000, 75],
  [2500, 50],
];

/** Price ÷ distance, in cents a mile rounded to the cent; null without a price or a distance. */
export function pricePerMileCents(priceCents: number | null, distanceMiles: number | null): number | null {
  if (priceCents === null || distanceMiles === null || distanceMiles <= 0) return null;
  return Math.round(priceCents / distanceMiles);
}

/** The guide's rate for a trip of `miles`, in cents a mile. */
export function guideCentsPerMile(miles: number): number {
  const first = GUIDE_POINTS[0]!;
  const last = GUIDE_POINTS[GUIDE_POINTS.length - 1]!;
  if (miles <= first[0]) return first[1];
  if (miles >= last[0]) return last[1];
  const upper = GUIDE_POINTS.findIndex(([pointMiles]) => pointMiles >= miles);
  const [fromMiles, fromRate] = GUIDE_POINTS[upper - 1]!;
  const [toMiles, toRate] = GUIDE_POINTS[upper]!;
  return fromRate + ((toRate - fromRate) * (miles - fromMiles)) / (toMiles - fromMiles);
}

/** The guide's price for the trip: miles × its rate, rounded to the dollar; null without a distance. */
export function guidePriceCents(distanceMiles: number | null): number | null {
  if (distanceMiles === null || distanceMiles <= 0) return null;
  return Math.round((distanceMiles * guideCentsPerMile(distanceMiles)) / 100) * 100;
}
