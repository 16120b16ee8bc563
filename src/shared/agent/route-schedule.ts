// The clock of a route: driving from place to place with the travel model of geo.ts, waiting when
// early for a window, and checking every visit starts within its window and the day ends within
// the working hours. The planners search orders; this file alone says whether one is feasible.
import { roadMiles, travelMinutes } from './geo';
import type { RouteFinish, RouteInput, RouteLeg } from './route-types';

/** Travel minutes between places, indexed: stops 0..n-1 in `stops` order. */
export type TravelMatrix = {
  size: number;
  fromStart: Int32Array;
  /** between[i * size + j]: from stop i to stop j. */
  between: Int32Array;
  /** To the end point; all 0 when the route ends at its last stop. */
  toEnd: Int32Array;
  /** Earliest and latest visit start of each stop (the working hours when it has no window). */
  opens: Int32Array;
  closes: Int32Array;
  visit: Int32Array;
  dayStart: number;
  dayEnd: number;
};

/** The travel matrix of a validated input. */
export function buildTravelMatrix(input: RouteInput): TravelMatrix {
  const { stops } = input;
  const size = stops.length;
  const matrix: TravelMatrix = {
    size,
    fromStart: new Int32Array(size),
    between: new Int32Array(size * size),
    toEnd: new Int32Array(size),
    opens: new Int32Array(size),
    closes: new Int32Array(size),
    visit: new Int32Array(size),
    dayStart: input.dayStartMinute,
    dayEnd: input.dayEndMinute,
  };
  stops.forEach((stop, i) => {
    matrix.fromStart[i] = travelMinutes(input.start, stop.point);
    matrix.toEnd[i] = input.end ? travelMinutes(stop.point, input.end) : 0;
    matrix.opens[i] = stop.window?.fromMinute ?? input.dayStartMinute;
    matrix.closes[i] = stop.window?.toMinute ?? input.dayEndMinute;
    matrix.visit[i] = Math.ceil(stop.visitMinutes);
    stops.forEach((other, j) => {
      matrix.between[i * size + j] = travelMinutes(stop.point, other.point);
    });
  });
  return matrix;
}

/**
 * Drive minutes of an order (stop indexes) including the drive to the end point, or -1 when
 * the order breaks a window or the working hours.
 */
export function orderTravel(matrix: TravelMatrix, order: readonly number[]): number {
  let time = matrix.dayStart;
  let travel = 0;
  let previous = -1;
  for (const stop of order) {
    const leg = previous < 0 ? matrix.fromStart[stop]! : matrix.between[previous * matrix.size + stop]!;
    travel += leg;
    time = Math.max(time + leg, matrix.opens[stop]!);
    if (time > matrix.closes[stop]!) return -1;
    time += matrix.visit[stop]!;
    if (time > matrix.dayEnd) return -1;
    previous = stop;
  }
  if (previous >= 0) {
    travel += matrix.toEnd[previous]!;
    if (time + matrix.toEnd[previous]! > matrix.dayEnd) return -1;
  }
  return travel;
}

const tenth = (miles: number) => Math.round(miles * 10) / 10;

/** The legs, finish and totals of a feasible order of stop indexes. */
export function describeOrder(input: RouteInput, matrix: TravelMatrix, order: readonly number[]) {
  const legs: RouteLeg[] = [];
  let time = matrix.dayStart;
  let miles = 0;
  let drive = 0;
  let place = input.start;
  for (const index of order) {
    const stop = input.stops[index]!;
    const previous = legs.length === 0 ? -1 : order[legs.length - 1]!;
    const travel = previous < 0 ? matrix.fromStart[index]! : matrix.between[previous * matrix.size + index]!;
    const legMiles = roadMiles(place, stop.point);
    const arriveMinute = time + travel;
    const startMinute = Math.max(arriveMinute, matrix.opens[index]!);
    time = startMinute + matrix.visit[index]!;
    legs.push({
      stopId: stop.id,
      travelMinutes: travel,
      miles: tenth(legMiles),
      arriveMinute,
      waitMinutes: startMinute - arriveMinute,
      startMinute,
      departMinute: time,
    });
    miles += legMiles;
    drive += travel;
    place = stop.point;
  }
  let finish: RouteFinish | null = null;
  if (input.end && order.length > 0) {
    const last = order[order.length - 1]!;
    const legMiles = roadMiles(place, input.end);
    finish = { travelMinutes: matrix.toEnd[last]!, miles: tenth(legMiles), arriveMinute: time + matrix.toEnd[last]! };
    miles += legMiles;
    drive += matrix.toEnd[last]!;
  }
  return { legs, finish, totalDriveMinutes: drive, totalMiles: tenth(miles) };
}
