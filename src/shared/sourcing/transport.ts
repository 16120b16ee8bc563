// Transport from an auction to the store for the maximum bid: the transport area's price guide
// (src/shared/transport/price.ts, DOMAIN.md "Transportation") over road miles (the straight line
// × 1.3, the route planner's model), with a $150 minimum for a short haul.

import { roadMiles, type GeoPoint } from '../agent/geo';
import { guideCentsPerMile } from '../transport/price';

export const TRANSPORT_MINIMUM_CENTS = 15_000;

/** Road miles (whole) and price (cents) from the auction to the store. */
export function transportEstimate(from: GeoPoint, to: GeoPoint): { miles: number; cents: number } {
  const miles = Math.round(roadMiles(from, to));
  return { miles, cents: Math.max(TRANSPORT_MINIMUM_CENTS, Math.round(miles * guideCentsPerMile(miles))) };
}
