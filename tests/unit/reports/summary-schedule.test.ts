import { describe, expect, it } from 'vitest';
import { checkSummarySchedule, dueSlot, lastSlot, nextSlot } from '../../../src/shared/reports/summary-schedule';

const monday8Chicago = { weekday: 1, hour: 8, timeZone: 'America/Chicago' };

describe('checkSummarySchedule', () => {
  it.each([
    [{ weekday: 1, hour: 0, timeZone: 'UTC', recipientCount: 0 }, []],
    [{ weekday: 7, hour: 23, timeZone: 'Asia/Kolkata', recipientCount: 50 }, []],
    [{ weekday: 0, hour: 8, timeZone: 'UTC', recipientCount: 1 }, ['The weekday must be 1 (Monday) to 7 (Sunday).']],
    [{ weekday: 8, hour: 8, timeZone: 'UTC', recipientCount: 1 }, ['The weekday must be 1 (Monday) to 7 (Sunday).']],
    [{ weekday: 1, hour: 24, timeZone: 'UTC', recipientCount: 1 }, ['The hour must be 0 to 23.']],
    [{ weekday: 1, hour: 1.5, timeZone: 'UTC', recipientCount: 1 }, ['The hour must be 0 to 23.']],
    [
      { weekday: 1, hour: 8, timeZone: 'Mars/Olympus', recipientCount: 1 },
      ['"Mars/Olympus" is not a time zone; give an IANA name such as America/Chicago.'],
    ],
    [{ weekday: 1, hour: 8, timeZone: 'UTC', recipientCount: 51 }, ['Choose at most 50 recipients.']],
  ])('%o → %o', (schedule, problems) => {
    expect(checkSummarySchedule(schedule)).toEqual(problems);
  });
});

describe('slots', () => {
  it('finds Monday 08:00 in Chicago (CST, UTC−6) before and after', () => {
    const now = new Date('2026-11-25T12:00:00Z'); // a Wednesday
    expect(lastSlot(monday8Chicago, now)).toEqual({ at: new Date('2026-11-23T14:00:00Z'), day: '2026-11-23' });
    expect(nextSlot(monday8Chicago, now)).toEqual({ at: new Date('2026-11-30T14:00:00Z'), day: '2026-11-30' });
  });

  it('follows daylight saving time (CDT, UTC−5, in summer)', () => {
    expect(nextSlot(monday8Chicago, new Date('2026-07-01T00:00:00Z'))).toEqual({
      at: new Date('2026-07-06T13:00:00Z'),
      day: '2026-07-06',
    });
  });

  it('handles a half-hour zone', () => {
    const kolkata = { weekday: 1, hour: 9, timeZone: 'Asia/Kolkata' };
    expect(nextSlot(kolkata, new Date('2026-11-22T00:00:00Z'))).toEqual({
      at: new Date('2026-11-23T03:30:00Z'),
      day: '2026-11-23',
    });
    expect(lastSlot(kolkata, new Date('2026-11-23T04:10:00Z'))).toEqual({
      at: new Date('2026-11-23T03:30:00Z'),
      day: '2026-11-23',
    });
  });

  it('is due within 24 hours of the slot only', () => {
    expect(dueSlot(monday8Chicago, new Date('2026-11-23T14:00:00Z'))?.day).toBe('2026-11-23');
    expect(dueSlot(monday8Chicago, new Date('2026-11-24T14:00:00Z'))?.day).toBe('2026-11-23');
    expect(dueSlot(monday8Chicago, new Date('2026-11-24T14:00:01Z'))).toBeNull();
    expect(dueSlot(monday8Chicago, new Date('2026-11-23T13:59:59Z'))).toBeNull();
  });

  it('the next slot at the slot itself is a week later', () => {
    expect(nextSlot(monday8Chicago, new Date('2026-11-23T14:00:00Z'))?.day).toBe('2026-11-30');
  });
});
