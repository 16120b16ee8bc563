// The heuristic planner for routes past the exact planner's size. Deterministic: no randomness,
// and every choice breaks ties by stop index (the planner indexes stops in id order).
//   1. Nearest neighbour: from where the agent is, the stop whose visit can start soonest
//      (drive plus any wait for its window) among those that still fit the day.
//   2. Improvement until nothing improves: 2-opt (reverse a stretch) and Or-opt (move a run of up
//      to three stops elsewhere), each move kept only when the order stays feasible and drives less.
//   3. Stops left out are inserted where they add the least drive, highest weight first; one
//      that fits nowhere may take the place of a served stop of a lower weight.
import { orderTravel, type TravelMatrix } from './route-schedule';

function nearestNeighbour(matrix: TravelMatrix, candidates: number[], maxStops: number): number[] {
  const order: number[] = [];
  const left = new Set(candidates);
  while (order.length < maxStops) {
    const last = order.length ? order[order.length - 1]! : -1;
    const previousDepart = departOf(matrix, order);
    let bestStop = -1;
    let bestStart = Infinity;
    for (const stop of candidates) {
      if (!left.has(stop) || orderTravel(matrix, [...order, stop]) < 0) continue;
      const leg = last < 0 ? matrix.fromStart[stop]! : matrix.between[last * matrix.size + stop]!;
      const start = Math.max(previousDepart + leg, matrix.opens[stop]!);
      if (start < bestStart) {
        bestStart = start;
        bestStop = stop;
      }
    }
    if (bestStop < 0) break;
    order.push(bestStop);
    left.delete(bestStop);
  }
  return order;
}

function departOf(matrix: TravelMatrix, order: readonly number[]): number {
  let time = matrix.dayStart;
  order.forEach((stop, i) => {
    const leg = i === 0 ? matrix.fromStart[stop]! : matrix.between[order[i - 1]! * matrix.size + stop]!;
    time = Math.max(time + leg, matrix.opens[stop]!) + matrix.visit[stop]!;
  });
  return time;
}

/** One improving 2-opt or Or-opt move, or null when none drives less. */
function improvingMove(matrix: TravelMatrix, order: number[], travel: number): number[] | null {
  const n = order.length;
  for (let i = 0; i < n - 1; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
      const cost = orderTravel(matrix, candidate);
      if (cost >= 0 && cost < travel) return candidate;
    }
  }
  for (let length = 1; length <= 3; length += 1) {
    for (let i = 0; i + length <= n; i += 1) {
      const run = order.slice(i, i + length);
      const rest = [...order.slice(0, i), ...order.slice(i + length)];
      for (let at = 0; at <= rest.length; at += 1) {
        if (at === i) continue;
        const candidate = [...rest.slice(0, at), ...run, ...rest.slice(at)];
        const cost = orderTravel(matrix, candidate);
        if (cost >= 0 && cost < travel) return candidate;
      }
    }
  }
  return null;
}

function improve(matrix: TravelMatrix, start: number[]): number[] {
  let order = start;
  let travel = orderTravel(matrix, order);
  for (let move = improvingMove(matrix, order, travel); move; move = improvingMove(matrix, order, travel)) {
    order = move;
    travel = orderTravel(matrix, order);
  }
  return order;
}

/** The order with `stop` inserted where it adds the least drive, or null when it fits nowhere. */
function cheapestInsertion(matrix: TravelMatrix, order: number[], stop: number): number[] | null {
  let best: number[] | null = null;
  let bestCost = Infinity;
  for (let at = 0; at <= order.length; at += 1) {
    const candidate = [...order.slice(0, at), stop, ...order.slice(at)];
    const cost = orderTravel(matrix, candidate);
    if (cost >= 0 && cost < bestCost) {
      bestCost = cost;
      best = candidate;
    }
  }
  return best;
}

/**
 * A good order of stop indexes: at most `maxStops` stops, the weightiest first when not all fit
 * (`weights` per stop index), then short drives.
 */
export function planHeuristic(matrix: TravelMatrix, weights: readonly number[], maxStops: number): number[] {
  const byWeight = Array.from({ length: matrix.size }, (_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  const chosen = byWeight.slice(0, maxStops);
  let order = improve(matrix, nearestNeighbour(matrix, chosen, maxStops));
  for (const stop of byWeight) {
    if (order.includes(stop)) continue;
    if (order.length < maxStops) {
      const inserted = cheapestInsertion(matrix, order, stop);
      if (inserted) {
        order = improve(matrix, inserted);
        continue;
      }
    }
    // Give the place of the lightest served stop (the last such by index) to a weightier one when that fits.
    const lighter = order
      .filter((served) => weights[served]! < weights[stop]!)
      .sort((a, b) => weights[a]! - weights[b]! || b - a);
    for (const served of lighter) {
      const swapped = cheapestInsertion(
        matrix,
        order.filter((other) => other !== served),
        stop,
      );
      if (swapped) {
        order = improve(matrix, swapped);
        break;
      }
    }
  }
  return order;
}
