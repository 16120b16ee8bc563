// Seeded random route instances for the planner's tests (mulberry32: the same seed, the same instances).
import { DEALER_PRIORITIES } from '../../../src/shared/agent/cadence';
import { travelMinutes } from '../../../src/shared/agent/geo';
import type { RouteInput, RouteStop } from '../../../src/shared/agent/route-plan';

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

/** Stops scattered within about 20 miles of downtown Austin; windows and priorities when asked. */
export function randomInstance(
  random: () => number,
  size: number,
  options: { windows?: boolean; priorities?: boolean; withEnd?: boolean } = {},
): RouteInput {
  const dayStartMinute = 8 * 60;
  const dayEndMinute = 17 * 60;
  const stops: RouteStop[] = Array.from({ length: size }, (_, i) => {
    const stop: RouteStop = {
      id: `s${String(i).padStart(2, '0')}`,
      point: { lat: AUSTIN.lat + (random() - 0.5) * 0.6, lng: AUSTIN.lng + (random() - 0.5) * 0.6 },
      visitMinutes: 15 + Math.floor(random() * 31),
    };
    if (options.windows && random() < 0.5) {
      const fromMinute = dayStartMinute + Math.floor(random() * 420);
      const width = random() < 0.3 ? 0 : Math.floor(random() * 120);
      stop.window = { fromMinute, toMinute: Math.min(dayEndMinute, fromMinute + width) };
    }
    if (options.priorities) stop.priority = DEALER_PRIORITIES[Math.floor(random() * 3)];
    return stop;
  });
  return {
    start: AUSTIN,
    ...(options.withEnd ? { end: { lat: AUSTIN.lat + 0.1, lng: AUSTIN.lng - 0.1 } } : {}),
    dayStartMinute,
    dayEndMinute,
    maxStops: size,
    stops,
  };
}

const WEIGHT = { P1: 64 ** 3, P2: 64 ** 2, P3: 64 } as const;

/** Served count by priority as one comparable number (P1 outranks any number of P2, …). */
export function priorityScore(input: RouteInput, order: readonly string[]): number {
  return order.reduce((sum, id) => {
    const priority = input.stops.find((stop) => stop.id === id)?.priority;
    return sum + (priority ? WEIGHT[priority] : 1);
  }, 0);
}

/** Drive minutes of an order, or null when it breaks a window or the hours: written apart from the planner's schedule. */
export function simulate(input: RouteInput, order: readonly RouteStop[]): number | null {
  let place = input.start;
  let clock = input.dayStartMinute;
  let drive = 0;
  for (const stop of order) {
    const leg = travelMinutes(place, stop.point);
    drive += leg;
    clock = Math.max(clock + leg, stop.window?.fromMinute ?? 0);
    if (stop.window && clock > stop.window.toMinute) return null;
    clock += stop.visitMinutes;
    if (clock > input.dayEndMinute) return null;
    place = stop.point;
  }
  if (input.end && order.length > 0) {
    const leg = travelMinutes(place, input.end);
    drive += leg;
    clock += leg;
  }
  return clock > input.dayEndMinute ? null : drive;
}

/** The best (priority score, drive minutes) over every subset and order: brute force. */
export function bruteForce(input: RouteInput): { score: number; drive: number } {
  let best = { score: 0, drive: 0 };
  const visit = (order: RouteStop[], rest: RouteStop[]) => {
    const drive = simulate(input, order);
    if (drive === null) return;
    const score = priorityScore(
      input,
      order.map((stop) => stop.id),
    );
    if (score > best.score || (score === best.score && drive < best.drive)) best = { score, drive };
    if (order.length === input.maxStops) return;
    rest.forEach((stop, i) => visit([...order, stop], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  visit([], input.stops);
  return best;
}
