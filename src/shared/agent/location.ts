// Where a dealer is, and how far apart two stops may be said to be (docs/metrics.md, "Route
// planning"; docs/agent.md). A dealer placed only by its ZIP sits on the ZIP's centroid: its point is
// *approximate*, and a distance to or from it is an estimate; two such dealers on one centroid are
// not 0.0 mi apart, their distance is unknown. Imported coordinates, the map pin and an agent's
// phone at a check-in place a dealer exactly.
import { distanceMiles, isValidPoint, type GeoPoint } from './geo';

export const LOCATION_SOURCES = ['zip', 'import', 'pin', 'check_in'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** A point set by hand, import or phone further than this from the dealer's ZIP centroid is refused (a typo or swapped coordinates). */
export const MAX_MILES_FROM_ZIP = 50;

/** Whether a dealer's point is only its ZIP's centroid. */
export const isApproximate = (source: LocationSource): boolean => source === 'zip';

/**
 * A point given for a dealer (latitude, longitude in decimal degrees), checked: finite, on Earth,
 * and within MAX_MILES_FROM_ZIP of the ZIP's centroid; else a reason a person can act on.
 */
export function checkDealerPoint(
  point: GeoPoint,
  zipCentre: GeoPoint,
  zip: string,
): { ok: true; point: GeoPoint } | { ok: false; reason: string } {
  if (!isValidPoint(point))
    return { ok: false, reason: 'Latitude is a number from -90 to 90 and longitude from -180 to 180.' };
  const miles = distanceMiles(point, zipCentre);
  if (miles > MAX_MILES_FROM_ZIP) {
    return {
      ok: false,
      reason: `The point ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)} is ${Math.round(miles)} miles from ZIP ${zip}; a dealer's point is within ${MAX_MILES_FROM_ZIP} miles of its ZIP (are latitude and longitude swapped?).`,
    };
  }
  return { ok: true, point };
}

/** What a route leg's distance may be said to be. */
export type LegDistance = 'measured' | 'approximate' | 'unknown' | 'same_address';

/** One end of a leg: its point, whether that point is approximate, and its address (the route's start has none). */
export type LegEnd = { point: GeoPoint; approximate: boolean; address?: string | null };

const addressKey = (address: string | null | undefined) =>
  (address ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * `same_address` when both ends have the same street address; else `unknown` when an end is
 * approximate and the two points are under 0.05 mi apart (they would show "0.0 mi": one ZIP
 * centroid for two dealers); else `approximate` when an end is approximate; else `measured`.
 */
export function legDistance(from: LegEnd, to: LegEnd): LegDistance {
  const fromAddress = addressKey(from.address);
  if (fromAddress && fromAddress === addressKey(to.address)) return 'same_address';
  if (!from.approximate && !to.approximate) return 'measured';
  return distanceMiles(from.point, to.point) < 0.05 ? 'unknown' : 'approximate';
}
