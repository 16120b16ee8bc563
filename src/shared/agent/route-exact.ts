// The exact planner: Held–Karp's dynamic programme over subsets of stops. A state is (the stops
// served, the last one); because windows make an earlier but longer drive worth keeping, each
// state keeps every label (drive minutes, ready time) that no other label beats on both. Labels
// live in typed arrays (2^12 × 12 states for 12 stops). Every subset reached is a candidate
// route, so the best subset and its best order come out of one pass.
import { orderTravel, type TravelMatrix } from './route-schedule';

/** The largest number of stops the exact planner takes; beyond, the heuristic plans. */
export const EXACT_STOP_LIMIT = 12;

/** Label storage that grows by doubling: drive minutes, ready time, previous label, stop, next label of the state. */
class LabelPool {
  travel = new Int32Array(1024);
  ready = new Int32Array(1024);
  previous = new Int32Array(1024);
  node = new Int32Array(1024);
  next = new Int32Array(1024);
  count = 0;

  add(travel: number, ready: number, previous: number, node: number, next: number): number {
    if (this.count === this.travel.length) {
      const grow = (array: Int32Array) => {
        const bigger = new Int32Array(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.travel = grow(this.travel);
      this.ready = grow(this.ready);
      this.previous = grow(this.previous);
      this.node = grow(this.node);
      this.next = grow(this.next);
    }
    const label = this.count++;
    this.travel[label] = travel;
    this.ready[label] = ready;
    this.previous[label] = previous;
    this.node[label] = node;
    this.next[label] = next;
    return label;
  }

  order(label: number): number[] {
    const order: number[] = [];
    for (let at = label; at >= 0; at = this.previous[at]!) order.push(this.node[at]!);
    return order.reverse();
  }
}

/** Stores a label in a state unless one there beats it; drops the labels it beats. */
function offer(
  pool: LabelPool,
  head: Int32Array,
  state: number,
  travel: number,
  ready: number,
  previous: number,
  node: number,
) {
  let kept = -1;
  let last = -1;
  for (let at = head[state]!; at >= 0; at = pool.next[at]!) {
    if (pool.travel[at]! <= travel && pool.ready[at]! <= ready) return;
    if (travel <= pool.travel[at]! && ready <= pool.ready[at]!) continue; // beaten by the new label: unlinked
    if (last < 0) kept = at;
    else pool.next[last] = at;
    last = at;
  }
  const label = pool.add(travel, ready, previous, node, -1);
  if (last < 0) kept = label;
  else pool.next[last] = label;
  head[state] = kept;
}

const lexicographicallyBefore = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]!) return a[i]! < b[i]!;
  return a.length < b.length;
};

/**
 * The best order of stop indexes: the highest score (sum of `weights` of the stops served), then
 * the least drive minutes, then the first order by stop index; at most `maxStops` stops.
 */
export function planExact(matrix: TravelMatrix, weights: readonly number[], maxStops: number): number[] {
  const n = matrix.size;
  if (n === 0) return [];
  const full = 1 << n;
  const head = new Int32Array(full * n).fill(-1);
  const pool = new LabelPool();
  for (let i = 0; i < n; i += 1) {
    const ready = Math.max(matrix.dayStart + matrix.fromStart[i]!, matrix.opens[i]!);
    if (ready <= matrix.closes[i]! && ready + matrix.visit[i]! <= matrix.dayEnd) {
      offer(pool, head, (1 << i) * n + i, matrix.fromStart[i]!, ready + matrix.visit[i]!, -1, i);
    }
  }
  const served = new Int32Array(full);
  const score = new Float64Array(full);
  let best = { score: -1, travel: 0, order: [] as number[] };
  for (let mask = 1; mask < full; mask += 1) {
    const low = 31 - Math.clz32(mask & -mask);
    served[mask] = served[mask & (mask - 1)]! + 1;
    score[mask] = score[mask & (mask - 1)]! + weights[low]!;
    for (let last = 0; last < n; last += 1) {
      for (let label = head[mask * n + last]!; label >= 0; label = pool.next[label]!) {
        const travel = pool.travel[label]!;
        const time = pool.ready[label]!;
        const total = travel + matrix.toEnd[last]!;
        if (
          time + matrix.toEnd[last]! <= matrix.dayEnd &&
          (score[mask]! > best.score || (score[mask]! === best.score && total <= best.travel))
        ) {
          const order = pool.order(label);
          if (score[mask]! > best.score || total < best.travel || lexicographicallyBefore(order, best.order)) {
            best = { score: score[mask]!, travel: total, order };
          }
        }
        if (served[mask]! >= maxStops) continue;
        for (let next = 0; next < n; next += 1) {
          if (mask & (1 << next)) continue;
          const leg = matrix.between[last * n + next]!;
          const start = Math.max(time + leg, matrix.opens[next]!);
          if (start > matrix.closes[next]! || start + matrix.visit[next]! > matrix.dayEnd) continue;
          offer(pool, head, (mask | (1 << next)) * n + next, travel + leg, start + matrix.visit[next]!, label, next);
        }
      }
    }
  }
  // The programme and the schedule must agree; a disagreement is a bug, not a user's mistake.
  if (best.order.length > 0 && orderTravel(matrix, best.order) !== best.travel)
    throw new Error('Held–Karp disagrees with the route schedule');
  return best.order;
}
