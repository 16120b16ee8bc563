// Map my route (issue 19): the order to drive to a day's stops.
//
// Objective, in this order:
//   1. serve the most important stops that fit: every P1 that can be served before any P2,
//      every P2 before any P3, a stop without priority last (within a priority, as many as fit);
//   2. then the least total drive time (the drive to the end point included; waiting is not driving).
// Constraints: at most `maxStops` stops; the day starts at the start point at `dayStartMinute`;
// each visit starts within its window (waiting when early) and every visit and the drive to the
// end point end by `dayEndMinute`. Without an end point the route ends at its last stop.
// Up to EXACT_STOP_LIMIT stops the plan is exact (Held–Karp); beyond, a deterministic heuristic
// (nearest neighbour, 2-opt, Or-opt). Stops are indexed in id order, so the same stops in any
// input order give the same route, and ties go to the order first by stop id.
// Travel is the offline model of geo.ts.
import { isValidPoint } from './geo';
import { EXACT_STOP_LIMIT, planExact } from './route-exact';
import { planHeuristic } from './route-heuristic';
import { buildTravelMatrix, describeOrder } from './route-schedule';
import type { LeftOutReason, RouteInput, RoutePlan, RouteStop } from './route-types';

export type { RouteInput, RoutePlan, RouteStop } from './route-types';

/** The most stops one route may be asked to consider, and the highest `maxStops`. */
export const MAX_ROUTE_STOPS = 50;
const MINUTES_PER_DAY = 24 * 60;

/** Input a route cannot be planned from; the message says what to change. */
export class RoutePlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoutePlanError';
  }
}

const isMinute = (value: number) => Number.isInteger(value) && value >= 0 && value <= MINUTES_PER_DAY;

function validate(input: RouteInput) {
  const { dayStartMinute: from, dayEndMinute: to } = input;
  if (!isMinute(from) || !isMinute(to))
    throw new RoutePlanError('Working hours must be whole minutes between 0 and 1440 (midnight to midnight).');
  if (to <= from) throw new RoutePlanError('The working day must end after it starts.');
  if (!Number.isInteger(input.maxStops) || input.maxStops < 1 || input.maxStops > MAX_ROUTE_STOPS) {
    throw new RoutePlanError(`Maximum stops must be a whole number from 1 to ${MAX_ROUTE_STOPS}.`);
  }
  if (input.stops.length > MAX_ROUTE_STOPS) {
    throw new RoutePlanError(
      `A route takes at most ${MAX_ROUTE_STOPS} stops; ${input.stops.length} were given. Remove some stops.`,
    );
  }
  if (!isValidPoint(input.start))
    throw new RoutePlanError('The start point needs a latitude (±90) and longitude (±180).');
  if (input.end && !isValidPoint(input.end))
    throw new RoutePlanError('The end point needs a latitude (±90) and longitude (±180).');
  const seen = new Set<string>();
  for (const stop of input.stops) {
    if (!stop.id) throw new RoutePlanError('Every stop needs an id.');
    if (seen.has(stop.id)) throw new RoutePlanError(`Stop ${stop.id} is listed twice; list each stop once.`);
    seen.add(stop.id);
    if (!isValidPoint(stop.point))
      throw new RoutePlanError(`Stop ${stop.id} needs a latitude (±90) and longitude (±180).`);
    if (!Number.isFinite(stop.visitMinutes) || stop.visitMinutes < 0)
      throw new RoutePlanError(`Stop ${stop.id} needs a visit duration of zero minutes or more.`);
    const window = stop.window;
    if (window && (!isMinute(window.fromMinute) || !isMinute(window.toMinute) || window.toMinute < window.fromMinute)) {
      throw new RoutePlanError(
        `Stop ${stop.id} has a window that ends before it starts; give whole minutes with the start first.`,
      );
    }
    if (window && (window.fromMinute < from || window.toMinute > to)) {
      throw new RoutePlanError(
        `Stop ${stop.id} has a window outside the working hours; move it inside them or widen the hours.`,
      );
    }
  }
}

/** Weight of a stop in the objective: each priority outweighs any number of stops below it (base 64 > MAX_ROUTE_STOPS). */
const PRIORITY_WEIGHTS = { P1: 64 ** 3, P2: 64 ** 2, P3: 64 } as const;
const weightOf = (stop: RouteStop) => (stop.priority ? PRIORITY_WEIGHTS[stop.priority] : 1);

function reasonLeftOut(stop: RouteStop, servedCount: number, maxStops: number): LeftOutReason {
  if (servedCount >= maxStops) return 'over_max_stops';
  return stop.window ? 'window_missed' : 'outside_hours';
}

/**
 * Plans a day's route (see the module comment for the objective). Throws RoutePlanError on
 * input that cannot be planned; stops that do not fit are returned in `leftOut` with a reason:
 * `over_max_stops` (the route is full), `window_missed` (its window cannot be met with the other
 * stops served), `outside_hours` (it does not fit the working hours).
 */
export function planRoute(input: RouteInput): RoutePlan {
  validate(input);
  const stops = [...input.stops].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const sorted = { ...input, stops };
  const matrix = buildTravelMatrix(sorted);
  const weights = stops.map(weightOf);
  const method = stops.length <= EXACT_STOP_LIMIT ? 'exact' : 'heuristic';
  const order =
    method === 'exact' ? planExact(matrix, weights, input.maxStops) : planHeuristic(matrix, weights, input.maxStops);
  const served = new Set(order);
  return {
    start: input.start,
    end: input.end ?? null,
    order: order.map((index) => stops[index]!.id),
    ...describeOrder(sorted, matrix, order),
    leftOut: stops
      .filter((_, index) => !served.has(index))
      .sort((a, b) => weightOf(b) - weightOf(a) || (a.id < b.id ? -1 : 1))
      .map((stop) => ({ id: stop.id, reason: reasonLeftOut(stop, order.length, input.maxStops) })),
    method,
  };
}
