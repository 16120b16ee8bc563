import { describe, expect, it } from 'vitest';
import { travelMinutes } from '../../../src/shared/agent/geo';
import {
  MAX_ROUTE_STOPS,
  planRoute,
  RoutePlanError,
  type RouteInput,
  type RouteStop,
} from '../../../src/shared/agent/route-plan';

// Stops on a line north of the start, 0.01° apart (2 minutes' drive each by the travel model).
const start = { lat: 30, lng: -97 };
const north = (hundredths: number) => ({ lat: 30 + hundredths / 100, lng: -97 });
const stop = (id: string, hundredths: number, change: Partial<RouteStop> = {}): RouteStop => ({
  id,
  point: north(hundredths),
  visitMinutes: 30,
  ...change,
});
const day = (stops: RouteStop[], change: Partial<RouteInput> = {}): RouteInput => ({
  start,
  dayStartMinute: 480,
  dayEndMinute: 1020,
  maxStops: 10,
  stops,
  ...change,
});

describe('route shape', () => {
  it('drives out along the line and ends at the last stop when no end point is given', () => {
    const plan = planRoute(day([stop('c', 3), stop('a', 1), stop('b', 2)]));
    expect(plan.order).toEqual(['a', 'b', 'c']);
    expect(plan.end).toBeNull();
    expect(plan.finish).toBeNull();
    expect(
      plan.legs.map(({ arriveMinute, startMinute, departMinute, travelMinutes }) => [
        travelMinutes,
        arriveMinute,
        startMinute,
        departMinute,
      ]),
    ).toEqual([
      [2, 482, 482, 512],
      [2, 514, 514, 544],
      [2, 546, 546, 576],
    ]);
    expect(plan.totalDriveMinutes).toBe(6);
    expect(plan.method).toBe('exact');
  });

  it('drives back to the end point when one is given, and counts that drive', () => {
    const plan = planRoute(day([stop('a', 1), stop('b', 2)], { end: start }));
    expect(plan.finish).toEqual({
      travelMinutes: travelMinutes(north(2), start),
      miles: 1.8,
      arriveMinute: 544 + travelMinutes(north(2), start),
    });
    expect(plan.totalDriveMinutes).toBe(2 + 2 + 4);
  });

  it('plans nothing for no stops', () => {
    expect(planRoute(day([]))).toMatchObject({
      order: [],
      legs: [],
      finish: null,
      totalDriveMinutes: 0,
      totalMiles: 0,
      leftOut: [],
    });
  });
});

describe('windows and fixed appointments', () => {
  it('waits when early and starts a fixed appointment at its minute', () => {
    const plan = planRoute(day([stop('a', 2, { window: { fromMinute: 600, toMinute: 600 } }), stop('b', 1)]));
    // b, on the way, first (482–512), then a: arrives 514, waits to its 10:00 appointment.
    expect(plan.order).toEqual(['b', 'a']);
    expect(plan.legs[1]).toEqual({
      stopId: 'a',
      travelMinutes: 2,
      miles: 0.9,
      arriveMinute: 514,
      waitMinutes: 86,
      startMinute: 600,
      departMinute: 630,
    });
  });

  it('reorders to reach a closing window in time', () => {
    const plan = planRoute(day([stop('near', 1), stop('far', 10, { window: { fromMinute: 480, toMinute: 500 } })]));
    expect(plan.order).toEqual(['far', 'near']);
    expect(plan.legs[0]!.startMinute).toBeLessThanOrEqual(500);
  });

  it('leaves out a stop whose window cannot be met with the others, and says why', () => {
    const plan = planRoute(
      day([
        stop('a', 1, { window: { fromMinute: 600, toMinute: 600 }, priority: 'P1' }),
        stop('b', 2, { window: { fromMinute: 600, toMinute: 600 }, priority: 'P2' }),
      ]),
    );
    expect(plan.order).toEqual(['a']);
    expect(plan.leftOut).toEqual([{ id: 'b', reason: 'window_missed' }]);
  });

  it('leaves out what does not fit the working hours, lowest priority first', () => {
    const plan = planRoute(
      day([stop('a', 1, { priority: 'P3' }), stop('b', 2, { priority: 'P1' }), stop('c', 3, { priority: 'P2' })], {
        dayEndMinute: 480 + 70,
      }),
    );
    expect(plan.order).toEqual(['b', 'c']);
    expect(plan.leftOut).toEqual([{ id: 'a', reason: 'outside_hours' }]);
  });
});

describe('maximum stops', () => {
  it('keeps the highest priorities and reports the rest as over the limit', () => {
    const stops = [
      stop('a', 1, { priority: 'P3' }),
      stop('b', 2, { priority: 'P2' }),
      stop('c', 3, { priority: 'P1' }),
      stop('d', 4),
    ];
    const plan = planRoute(day(stops, { maxStops: 2 }));
    expect(plan.order).toEqual(['b', 'c']);
    expect(plan.leftOut).toEqual([
      { id: 'a', reason: 'over_max_stops' },
      { id: 'd', reason: 'over_max_stops' },
    ]);
  });

  it('holds in the heuristic too', () => {
    const stops = Array.from({ length: 20 }, (_, i) =>
      stop(`s${String(i).padStart(2, '0')}`, i + 1, { visitMinutes: 5, priority: i % 4 === 0 ? 'P1' : 'P3' }),
    );
    const plan = planRoute(day(stops, { maxStops: 5 }));
    expect(plan.method).toBe('heuristic');
    expect(plan.order).toEqual(['s00', 's04', 's08', 's12', 's16']);
    expect(plan.leftOut.every((left) => left.reason === 'over_max_stops')).toBe(true);
  });
});

describe('input a route cannot be planned from', () => {
  const many = Array.from({ length: MAX_ROUTE_STOPS + 1 }, (_, i) => stop(`s${i}`, i));
  it.each([
    ['the day ends when it starts', day([], { dayEndMinute: 480 }), 'The working day must end after it starts.'],
    [
      'hours past midnight',
      day([], { dayEndMinute: 1500 }),
      'Working hours must be whole minutes between 0 and 1440 (midnight to midnight).',
    ],
    ['more stops than the limit', day(many), 'A route takes at most 50 stops; 51 were given. Remove some stops.'],
    ['a maximum over the limit', day([], { maxStops: 51 }), 'Maximum stops must be a whole number from 1 to 50.'],
    ['a maximum of zero', day([], { maxStops: 0 }), 'Maximum stops must be a whole number from 1 to 50.'],
    [
      'a window before the day',
      day([stop('a', 1, { window: { fromMinute: 420, toMinute: 500 } })]),
      'Stop a has a window outside the working hours; move it inside them or widen the hours.',
    ],
    [
      'a window after the day',
      day([stop('a', 1, { window: { fromMinute: 1000, toMinute: 1030 } })]),
      'Stop a has a window outside the working hours; move it inside them or widen the hours.',
    ],
    [
      'a window backwards',
      day([stop('a', 1, { window: { fromMinute: 600, toMinute: 590 } })]),
      'Stop a has a window that ends before it starts; give whole minutes with the start first.',
    ],
    ['a duplicate id', day([stop('a', 1), stop('a', 2)]), 'Stop a is listed twice; list each stop once.'],
    [
      'a stop without coordinates',
      day([stop('a', 1, { point: { lat: Number.NaN, lng: -97 } })]),
      'Stop a needs a latitude (±90) and longitude (±180).',
    ],
    [
      'an infinite start',
      day([], { start: { lat: 30, lng: Infinity } }),
      'The start point needs a latitude (±90) and longitude (±180).',
    ],
    [
      'an end off the globe',
      day([], { end: { lat: 91, lng: 0 } }),
      'The end point needs a latitude (±90) and longitude (±180).',
    ],
    [
      'a negative visit',
      day([stop('a', 1, { visitMinutes: -5 })]),
      'Stop a needs a visit duration of zero minutes or more.',
    ],
  ])('%s', (_name, input, message) => {
    expect(() => planRoute(input)).toThrow(new RoutePlanError(message));
    expect(() => planRoute(input)).toThrow(RoutePlanError);
  });
});
