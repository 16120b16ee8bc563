// The shapes of route planning, shared by the planner, its schedule and the exports.
import type { GeoPoint } from './geo';
import type { DealerPriority } from './cadence';

/** A visit window: the visit must START between these minutes after midnight (from = to: a fixed appointment). */
export type StopWindow = { fromMinute: number; toMinute: number };

export type RouteStop = {
  id: string;
  point: GeoPoint;
  /** Minutes spent at the stop. */
  visitMinutes: number;
  window?: StopWindow;
  priority?: DealerPriority;
};

export type RouteInput = {
  start: GeoPoint;
  /** Where the day ends; without it the route ends at its last stop. */
  end?: GeoPoint;
  /** Working hours, minutes after midnight: the day starts at `dayStartMinute` and every drive and visit ends by `dayEndMinute`. */
  dayStartMinute: number;
  dayEndMinute: number;
  maxStops: number;
  stops: RouteStop[];
};

/** One stop of a planned route, times in minutes after midnight. */
export type RouteLeg = {
  stopId: string;
  /** Driving minutes and road miles from the previous place (the start or the previous stop). */
  travelMinutes: number;
  miles: number;
  arriveMinute: number;
  /** Minutes waited for the stop's window to open. */
  waitMinutes: number;
  /** When the visit begins (arrival, or the window's opening when early). */
  startMinute: number;
  departMinute: number;
};

/** The drive from the last stop to the end point. */
export type RouteFinish = { travelMinutes: number; miles: number; arriveMinute: number };

/** Why a stop is not on the route. */
export type LeftOutReason = 'over_max_stops' | 'window_missed' | 'outside_hours';

export type RoutePlan = {
  start: GeoPoint;
  /** Null when the route ends at its last stop. */
  end: GeoPoint | null;
  order: string[];
  legs: RouteLeg[];
  /** Null when no end point was given (the route ends at its last stop) or no stop is served. */
  finish: RouteFinish | null;
  totalDriveMinutes: number;
  /** Estimated road miles, to 0.1 mile. */
  totalMiles: number;
  leftOut: { id: string; reason: LeftOutReason }[];
  method: 'exact' | 'heuristic';
};
