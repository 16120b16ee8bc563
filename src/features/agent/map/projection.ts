/** Pure geometry of the plain (tile-less) map: Web Mercator fitted to the points' bounding box. */
export type LatLng = { latitude: number; longitude: number };
export type ScreenPoint = { x: number; y: number };

const EARTH_CIRCUMFERENCE_METERS = 40_075_016.686;
const METERS_PER_MILE = 1609.344;
/** Extent shown around a single point (or points on one spot), in miles. */
const SINGLE_POINT_SPAN_MILES = 10;
const SCALE_STEPS_MILES = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Web Mercator on the unit square: x east from -180°, y south from the top. */
export function mercator({ latitude, longitude }: LatLng): ScreenPoint {
  const clamped = Math.max(-85, Math.min(85, latitude));
  const phi = (clamped * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

export type Projection = {
  project: (point: LatLng) => ScreenPoint;
  /** Ground miles one screen unit spans at the middle of the view. */
  milesPerUnit: number;
};

/**
 * Fits every point into width × height with `padding` on each side, one scale for both axes so
 * distances look right; a single spot shows SINGLE_POINT_SPAN_MILES around it.
 */
export function fitProjection(points: LatLng[], width: number, height: number, padding: number): Projection {
  const projected = points.map(mercator);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const minX = Math.min(...xs, Infinity);
  const maxX = Math.max(...xs, -Infinity);
  const minY = Math.min(...ys, Infinity);
  const maxY = Math.max(...ys, -Infinity);
  const center = projected.length > 0 ? { x: (minX + maxX) / 2, y: (minY + maxY) / 2 } : { x: 0.5, y: 0.5 };
  const centerLatitude = (Math.atan(Math.sinh(Math.PI * (1 - 2 * center.y))) * 180) / Math.PI;
  const milesPerMercatorUnit =
    (EARTH_CIRCUMFERENCE_METERS * Math.cos((centerLatitude * Math.PI) / 180)) / METERS_PER_MILE;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const usableWidth = width - 2 * padding;
  const usableHeight = height - 2 * padding;
  const scale =
    spanX > 0 || spanY > 0
      ? Math.min(spanX > 0 ? usableWidth / spanX : Infinity, spanY > 0 ? usableHeight / spanY : Infinity)
      : Math.min(usableWidth, usableHeight) / (SINGLE_POINT_SPAN_MILES / milesPerMercatorUnit);
  return {
    project: (point) => {
      const { x, y } = mercator(point);
      return { x: width / 2 + (x - center.x) * scale, y: height / 2 + (y - center.y) * scale };
    },
    milesPerUnit: milesPerMercatorUnit / scale,
  };
}

/** The longest round distance whose bar fits in `maxUnits` screen units. */
export function scaleBar(milesPerUnit: number, maxUnits: number): { miles: number; units: number } {
  const fitting = SCALE_STEPS_MILES.filter((miles) => miles / milesPerUnit <= maxUnits);
  const miles = fitting.at(-1) ?? 0.1;
  return { miles, units: miles / milesPerUnit };
}
