// Distances and the offline travel model of route planning (../shared/DOMAIN.md, "Field agents,
// territories and routes"). The model: the road distance between two points is the great-circle
// (straight-line) distance × 1.3, driven at 32 mph; a leg takes that time rounded up to whole
// minutes. No routing service is asked, so a route plans the same on a phone with no signal.

/** A place on Earth in decimal degrees (WGS 84). */
export type GeoPoint = { lat: number; lng: number };

/** Mean Earth radius in statute miles, the haversine's sphere. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Road miles per straight-line mile. */
export const ROAD_DISTANCE_FACTOR = 1.3;
/** Average driving speed, miles per hour. */
export const DRIVING_SPEED_MPH = 32;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles between two points (haversine formula). */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road miles between two points: the straight line × ROAD_DISTANCE_FACTOR. */
export function roadMiles(a: GeoPoint, b: GeoPoint): number {
  return distanceMiles(a, b) * ROAD_DISTANCE_FACTOR;
}

/**
 * Estimated driving minutes from `a` to `b`: road miles at DRIVING_SPEED_MPH, rounded up to a
 * whole minute (a floating-point hair above a whole minute does not add one).
 */
export function travelMinutes(a: GeoPoint, b: GeoPoint): number {
  return Math.max(0, Math.ceil((roadMiles(a, b) / DRIVING_SPEED_MPH) * 60 - 1e-9));
}

/** Whether a point has finite coordinates within latitude ±90 and longitude ±180. */
export function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}
