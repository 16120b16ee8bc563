import { describe, expect, it } from 'vitest';
import { planExact } from '../../../src/shared/agent/route-exact';
import { planHeuristic } from '../../../src/shared/agent/route-heuristic';
import { planRoute, type RouteInput } from '../../../src/shared/agent/route-plan';
import { buildTravelMatrix, orderTravel } from '../../../src/shared/agent/route-schedule';
import { bruteForce, priorityScore, randomInstance, seededRandom, simulate } from './instances';

const served = (input: RouteInput, order: string[]) => order.map((id) => input.stops.find((stop) => stop.id === id)!);

describe('the exact planner against brute force', () => {
  const random = seededRandom(19);
  const cases = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((size) => [
    { size, options: {} },
    { size, options: { windows: true } },
    { size, options: { windows: true, priorities: true, withEnd: true } },
  ]);
  it.each(cases)('$size stops, $options', ({ size, options }) => {
    const input = randomInstance(random, size, options);
    if (size > 3) input.maxStops = size - 1;
    const plan = planRoute(input);
    const best = bruteForce(input);
    expect(plan.method).toBe('exact');
    expect({ score: priorityScore(input, plan.order), drive: plan.totalDriveMinutes }).toEqual(best);
    expect(simulate(input, served(input, plan.order))).toBe(plan.totalDriveMinutes);
  });
});

describe('the heuristic planner', () => {
  it('drives at most 1.25 × the exact optimum on 50 random 10–12 stop days without windows', () => {
    const random = seededRandom(2026);
    const ratios = Array.from({ length: 50 }, (_, i) => {
      const input = { ...randomInstance(random, 10 + (i % 3)), dayStartMinute: 0, dayEndMinute: 1440 };
      const matrix = buildTravelMatrix(input);
      const weights = input.stops.map(() => 1);
      const exact = planExact(matrix, weights, input.maxStops);
      const heuristic = planHeuristic(matrix, weights, input.maxStops);
      expect(heuristic.length).toBe(input.stops.length);
      expect(exact.length).toBe(input.stops.length);
      return orderTravel(matrix, heuristic) / orderTravel(matrix, exact);
    });
    expect(Math.max(...ratios)).toBeLessThanOrEqual(1.25);
  });

  it('gives the same route for the same stops, in any input order', () => {
    const input = randomInstance(seededRandom(7), 30, { windows: true, priorities: true, withEnd: true });
    const plan = planRoute(input);
    expect(plan.method).toBe('heuristic');
    expect(planRoute(input)).toEqual(plan);
    expect(planRoute({ ...input, stops: [...input.stops].reverse() })).toEqual(plan);
    const shuffle = seededRandom(8);
    const shuffled = [...input.stops].sort(() => shuffle() - 0.5);
    expect(planRoute({ ...input, stops: shuffled })).toEqual(plan);
  });

  it('keeps windows and the hours on 50 stops', () => {
    const input = randomInstance(seededRandom(50), 50, { windows: true, priorities: true });
    const plan = planRoute(input);
    expect(plan.order.length + plan.leftOut.length).toBe(50);
    expect(simulate(input, served(input, plan.order))).toBe(plan.totalDriveMinutes);
  });
});
