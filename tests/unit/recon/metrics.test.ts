import { describe, expect, it } from 'vitest';
import {
  bottleneckOf,
  countedMs,
  firstFrontLineArrival,
  holdingCost,
  inDays,
  median,
  stageTimerState,
  timeInCurrentStage,
  timeInRecon,
  timePerStage,
  timeToLine,
  timelineHoldingCost,
  timelineOf,
  timelineTimeInRecon,
  timelineTimeInStage,
  timelineTimePerStage,
  timelineTimeToLine,
  unitsOverTarget,
  type BusinessHours,
  type StageEvent,
  type StageRules,
} from '../../../src/shared/recon';

const HOUR = 3600_000;
const stage = (id: string, position: number, targetMinutes: number, extra: Partial<StageRules> = {}): StageRules => ({
  id,
  name: id,
  position,
  targetMinutes,
  atRiskPercent: 75,
  overduePercent: 100,
  startsRecon: false,
  removed: false,
  ...extra,
});
// incoming → inspection (recon starts) → mechanical → detail → line (front line).
const STAGES = [
  stage('incoming', 0, 2 * 24 * 60),
  stage('inspection', 1, 120, { startsRecon: true }),
  stage('mechanical', 2, 8 * 60),
  stage('detail', 3, 4 * 60),
  stage('line', 4, 0),
];
const T0 = Date.parse('2026-03-02T08:00:00Z'); // a Monday
const at = (hours: number) => new Date(T0 + hours * HOUR);
const move = (from: string | null, to: string, hours: number): StageEvent => ({
  fromStageId: from,
  toStageId: to,
  at: at(hours),
});

describe('recon figures from events', () => {
  const straight = [
    move(null, 'incoming', 0),
    move('incoming', 'inspection', 24),
    move('inspection', 'mechanical', 26),
    move('mechanical', 'detail', 50),
    move('detail', 'line', 54),
  ];

  it('measures a straight run to the front line', () => {
    const now = at(100);
    expect(timeToLine(straight, STAGES, now, null)).toEqual({ ms: 54 * HOUR, complete: true });
    expect(timeInRecon(straight, STAGES, now, null)).toEqual({ ms: 30 * HOUR, complete: true });
    expect(Object.fromEntries(timePerStage(straight, now, null))).toEqual({
      incoming: 24 * HOUR,
      inspection: 2 * HOUR,
      mechanical: 24 * HOUR,
      detail: 4 * HOUR,
      line: 46 * HOUR,
    });
    expect(timeInCurrentStage(straight, now, null)).toBe(46 * HOUR);
    // 54 hours at $40 a day: 2.25 days.
    expect(holdingCost(straight, STAGES, now, 4_000)).toBe(9_000);
    expect(inDays(30 * HOUR, null)).toBe(1.25);
  });

  it('counts every visit of a stage a vehicle was sent back to, and the first arrival at the line', () => {
    const events = [
      move(null, 'incoming', 0),
      move('incoming', 'inspection', 10),
      move('inspection', 'mechanical', 12),
      move('mechanical', 'inspection', 20), // sent back
      move('inspection', 'mechanical', 21),
      move('mechanical', 'line', 30),
      move('line', 'detail', 31), // pulled off the line
      move('detail', 'line', 35),
    ];
    const now = at(40);
    expect(timePerStage(events, now, null).get('inspection')).toBe(3 * HOUR);
    expect(timePerStage(events, now, null).get('mechanical')).toBe(17 * HOUR);
    expect(timePerStage(events, now, null).get('line')).toBe(6 * HOUR);
    expect(timeToLine(events, STAGES, now, null)).toEqual({ ms: 30 * HOUR, complete: true });
    expect(timeInRecon(events, STAGES, now, null)).toEqual({ ms: 20 * HOUR, complete: true });
  });

  it('starts days in recon at a later stage when the inspection is skipped', () => {
    const events = [move(null, 'incoming', 0), move('incoming', 'detail', 5), move('detail', 'line', 9)];
    expect(timeInRecon(events, STAGES, at(20), null)).toEqual({ ms: 4 * HOUR, complete: true });
    expect(timePerStage(events, at(20), null).has('inspection')).toBe(false);
  });

  it('runs the figures to now for a vehicle still in recon', () => {
    const events = [move(null, 'incoming', 0), move('incoming', 'inspection', 6)];
    const now = at(30);
    expect(timeToLine(events, STAGES, now, null)).toEqual({ ms: 30 * HOUR, complete: false });
    expect(timeInRecon(events, STAGES, now, null)).toEqual({ ms: 24 * HOUR, complete: false });
    expect(timeInCurrentStage(events, now, null)).toBe(24 * HOUR);
    expect(holdingCost(events, STAGES, now, 4_800)).toBe(6_000);
  });

  it('has no figures before recon starts or for a vehicle never in recon', () => {
    expect(timeInRecon([move(null, 'incoming', 0)], STAGES, at(3), null)).toBeNull();
    expect(timeToLine([], STAGES, at(3), null)).toBeNull();
    expect(timeInCurrentStage([], at(3), null)).toBeNull();
    expect(holdingCost([], STAGES, at(3), 4_000)).toBe(0);
  });

  it('counts units at risk and overdue per active stage', () => {
    const now = at(10);
    const current = [
      { stageId: 'inspection', enteredAt: at(9) }, // 60 of 120 min: on track
      { stageId: 'inspection', enteredAt: at(8.5) }, // 90 of 120: at risk
      { stageId: 'inspection', enteredAt: at(7) }, // 180 of 120: overdue
      { stageId: 'line', enteredAt: at(0) }, // no target: never late
    ];
    expect(unitsOverTarget(current, STAGES, now, null)).toEqual([
      { stageId: 'incoming', vehicles: 0, atRisk: 0, overdue: 0, medianOverdueByMs: null },
      { stageId: 'inspection', vehicles: 3, atRisk: 1, overdue: 1, medianOverdueByMs: 1 * HOUR },
      { stageId: 'mechanical', vehicles: 0, atRisk: 0, overdue: 0, medianOverdueByMs: null },
      { stageId: 'detail', vehicles: 0, atRisk: 0, overdue: 0, medianOverdueByMs: null },
      { stageId: 'line', vehicles: 1, atRisk: 0, overdue: 0, medianOverdueByMs: null },
    ]);
    expect(stageTimerState(STAGES[1]!, 119)).toBe('at_risk');
    expect(stageTimerState(STAGES[1]!, 120)).toBe('overdue');
  });

  it('names as the bottleneck the stage with the most overdue cars, the further over on a tie, and none when no car is overdue', () => {
    const load = (name: string, overdue: number, medianOverdueBySeconds: number | null) => ({
      name,
      overdue,
      medianOverdueBySeconds,
    });
    expect(bottleneckOf([load('inspection', 3, 3600), load('mechanical', 5, 600), load('line', 0, null)])?.name).toBe(
      'mechanical',
    );
    expect(bottleneckOf([load('inspection', 2, 3600), load('detail', 2, 7200)])?.name).toBe('detail');
    expect(bottleneckOf([load('inspection', 0, null), load('line', 0, null)])).toBeUndefined();
  });

  it('takes the middle of the values as the median', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('business hours', () => {
  // Monday to Friday, 8:00 to 17:00 in Chicago (UTC−6 in winter, UTC−5 in summer).
  const HOURS: BusinessHours = {
    timeZone: 'America/Chicago',
    weekdays: [1, 2, 3, 4, 5],
    startMinute: 8 * 60,
    endMinute: 17 * 60,
  };
  const chicago = (iso: string) => new Date(iso);

  it('counts only opening hours, skipping nights and weekends', () => {
    // Friday 15:00 to Monday 10:00 Chicago (winter): 2 h Friday + 2 h Monday.
    expect(countedMs(chicago('2026-01-09T21:00:00Z'), chicago('2026-01-12T16:00:00Z'), HOURS)).toBe(4 * HOUR);
    // Saturday to Sunday: nothing.
    expect(countedMs(chicago('2026-01-10T15:00:00Z'), chicago('2026-01-11T23:00:00Z'), HOURS)).toBe(0);
    // A summer day: 8:00–17:00 CDT is 13:00–22:00 UTC.
    expect(countedMs(chicago('2026-07-08T12:00:00Z'), chicago('2026-07-08T23:00:00Z'), HOURS)).toBe(9 * HOUR);
  });

  it('measures figures in business time, with a recon day of one opening', () => {
    // Monday 2 March 2026, 8:00 Chicago = 14:00 UTC.
    const monday8 = Date.parse('2026-03-02T14:00:00Z');
    const ev = (from: string | null, to: string, hours: number): StageEvent => ({
      fromStageId: from,
      toStageId: to,
      at: new Date(monday8 + hours * HOUR),
    });
    // Inspection Monday 8:00, line Wednesday 12:00: 9 + 9 + 4 = 22 business hours.
    const events = [ev(null, 'incoming', 0), ev('incoming', 'inspection', 0), ev('inspection', 'line', 52)];
    const recon = timeInRecon(events, STAGES, new Date(monday8 + 100 * HOUR), HOURS)!;
    expect(recon).toEqual({ ms: 22 * HOUR, complete: true });
    expect(inDays(recon.ms, HOURS)).toBeCloseTo(22 / 9);
    // Holding cost stays calendar: 52 h.
    expect(holdingCost(events, STAGES, new Date(monday8 + 100 * HOUR), 2_400)).toBe(5_200);
  });
});

describe('timelines folded move by move', () => {
  const HOURS: BusinessHours = {
    timeZone: 'America/Chicago',
    weekdays: [1, 2, 3, 4, 5],
    startMinute: 480,
    endMinute: 1020,
  };
  // A seeded walk: forward, skipping, back, to the line and off it again, some moves in the same millisecond.
  function walk(seed: number): StageEvent[] {
    let state = seed;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const events: StageEvent[] = [];
    let hours = 0;
    let from: string | null = null;
    for (let index = 0; index < 3 + Math.floor(random() * 8); index += 1) {
      const to = STAGES[Math.floor(random() * STAGES.length)]!.id;
      if (to === from) continue;
      hours += random() < 0.15 ? 0 : random() * 40;
      events.push(move(from, to, hours));
      from = to;
    }
    return events;
  }

  it('give the figures the events give, with and without business hours', () => {
    const now = at(400);
    for (let seed = 1; seed <= 30; seed += 1) {
      const events = walk(seed);
      for (const hours of [null, HOURS]) {
        const timeline = timelineOf(events, STAGES, hours)!;
        const arrival = firstFrontLineArrival(events, STAGES);
        expect(timelineTimeToLine(timeline, now, hours)).toEqual(timeToLine(events, STAGES, now, hours));
        expect(timelineTimeInRecon(timeline, now, hours)).toEqual(timeInRecon(events, STAGES, now, hours));
        expect([...timelineTimePerStage(timeline, now, hours)]).toEqual([...timePerStage(events, now, hours)]);
        expect(timelineTimeInStage(timeline, now, hours)).toBe(timeInCurrentStage(events, now, hours));
        expect(timelineHoldingCost(timeline, now, 3_500)).toBe(holdingCost(events, STAGES, now, 3_500));
        expect(timeline.frontLineAt).toBe(arrival?.getTime() ?? null);
        const untilArrival = arrival && events.filter((event) => event.at <= arrival);
        expect(timeline.stageMsToLine).toEqual(untilArrival ? [...timePerStage(untilArrival, arrival, hours)] : null);
      }
    }
  });
});
