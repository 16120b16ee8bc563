import { describe, expect, it } from 'vitest';
import {
  addCountedMs,
  countedMs,
  expectedFrontLineAt,
  type BusinessHours,
  type StageRules,
} from '../../../src/shared/recon';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const stage = (id: string, position: number, targetMinutes: number, removed = false): StageRules => ({
  id,
  name: id,
  position,
  targetMinutes,
  atRiskPercent: 75,
  overduePercent: 100,
  startsRecon: false,
  removed,
});
// inspection 2 h → mechanical 8 h → detail 4 h → line (front line).
const STAGES = [
  stage('inspection', 0, 120),
  stage('mechanical', 1, 480),
  stage('old', 2, 600, true),
  stage('detail', 3, 240),
  stage('line', 4, 0),
];
const T0 = new Date('2026-03-02T08:00:00Z'); // a Monday
const after = (ms: number) => new Date(T0.getTime() + ms);
// Monday to Friday, 8:00 to 17:00 UTC.
const HOURS: BusinessHours = { timeZone: 'UTC', weekdays: [1, 2, 3, 4, 5], startMinute: 480, endMinute: 1020 };

describe('addCountedMs', () => {
  it('adds calendar time without business hours, and nothing for zero or less', () => {
    expect(addCountedMs(T0, 5 * HOUR, null)).toEqual(after(5 * HOUR));
    expect(addCountedMs(T0, 0, HOURS)).toEqual(T0);
    expect(addCountedMs(T0, -HOUR, null)).toEqual(T0);
  });

  it('carries time left at closing to the next opening, over the weekend', () => {
    // Friday 15:00 + 4 counted hours: 2 on Friday, 2 from Monday 8:00.
    const friday = new Date('2026-03-06T15:00:00Z');
    expect(addCountedMs(friday, 4 * HOUR, HOURS)).toEqual(new Date('2026-03-09T10:00:00Z'));
    // Saturday: nothing counts until Monday's opening.
    expect(addCountedMs(new Date('2026-03-07T12:00:00Z'), HOUR, HOURS)).toEqual(new Date('2026-03-09T09:00:00Z'));
  });

  it('is the inverse of countedMs, across a DST change in a local time zone', () => {
    const chicago: BusinessHours = {
      timeZone: 'America/Chicago',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 9 * 60,
      endMinute: 18 * 60,
    };
    const start = new Date('2026-03-06T20:00:00Z');
    for (const ms of [30 * MINUTE, 9 * HOUR, 25 * HOUR, 61 * HOUR]) {
      expect(countedMs(start, addCountedMs(start, ms, chicago), chicago)).toBe(ms);
    }
  });
});

describe('expectedFrontLineAt', () => {
  it('is the stage entry plus the current and later active targets while on track (removed stages skipped)', () => {
    const now = after(HOUR);
    expect(
      expectedFrontLineAt({ stages: STAGES, stageId: 'inspection', enteredStageAt: T0, now, hours: null }),
    ).toEqual(after((2 + 8 + 4) * HOUR));
  });

  it('counts from now once the current stage is over its target', () => {
    const now = after(5 * HOUR);
    expect(
      expectedFrontLineAt({ stages: STAGES, stageId: 'inspection', enteredStageAt: T0, now, hours: null }),
    ).toEqual(after((5 + 8 + 4) * HOUR));
  });

  it('adds the targets in business hours when the workflow has them', () => {
    // Monday 8:00 in detail (4 h) → Monday 12:00.
    expect(
      expectedFrontLineAt({ stages: STAGES, stageId: 'detail', enteredStageAt: T0, now: T0, hours: HOURS }),
    ).toEqual(after(4 * HOUR));
    // Monday 8:00 in mechanical: 8 + 4 = 12 counted hours → 9 on Monday, 3 on Tuesday: 11:00.
    expect(
      expectedFrontLineAt({ stages: STAGES, stageId: 'mechanical', enteredStageAt: T0, now: T0, hours: HOURS }),
    ).toEqual(new Date('2026-03-03T11:00:00Z'));
  });

  it('is null at the front line and in a removed or unknown stage', () => {
    for (const stageId of ['line', 'old', 'nowhere']) {
      expect(expectedFrontLineAt({ stages: STAGES, stageId, enteredStageAt: T0, now: T0, hours: null })).toBeNull();
    }
  });
});
