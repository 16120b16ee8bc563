import { describe, expect, it } from 'vitest';
import {
  checkReportRange,
  previousRange,
  rangeDays,
  reportFigure,
  reportRange,
  trendGrain,
  trendPoints,
  weekEnds,
  weekStartOf,
  weekStarts,
} from '../../../src/shared/reports/range';

const today = '2026-03-15'; // a Sunday

describe('checkReportRange', () => {
  it.each([
    ['one day', { from: '2026-03-15', to: '2026-03-15' }, 1],
    ['a month', { from: '2026-02-01', to: '2026-02-28' }, 28],
    ['a leap February', { from: '2024-02-01', to: '2024-02-29' }, 29],
    ['exactly 731 days', { from: '2024-03-15', to: '2026-03-15' }, 731],
  ])('accepts %s', (_name, input, days) => {
    expect(checkReportRange(input, { today })).toEqual({ ok: true, range: { ...input, days } });
  });

  it.each([
    [
      'a first day that is not a date',
      { from: '2026-02-30', to: '2026-03-01' },
      'The range\'s first day "2026-02-30" is not a date: give it as YYYY-MM-DD.',
    ],
    [
      'a last day in another format',
      { from: '2026-03-01', to: '03/05/2026' },
      'The range\'s last day "03/05/2026" is not a date: give it as YYYY-MM-DD.',
    ],
    [
      'from after to',
      { from: '2026-03-10', to: '2026-03-09' },
      'The range starts on 2026-03-10, after its last day 2026-03-09: swap the two days.',
    ],
    [
      'a range ending tomorrow',
      { from: '2026-03-01', to: '2026-03-16' },
      'The range ends on 2026-03-16, after today (2026-03-15): end it today or earlier.',
    ],
    [
      '732 days',
      { from: '2024-03-14', to: '2026-03-15' },
      'The range covers 732 days; a report covers at most 731: start it on 2024-03-15 or later.',
    ],
  ])('refuses %s', (_name, input, message) => {
    expect(checkReportRange(input, { today })).toEqual({ ok: false, message });
  });
});

describe('previousRange', () => {
  it.each([
    ['one day', ['2026-03-15', '2026-03-15'], { from: '2026-03-14', to: '2026-03-14', days: 1 }],
    ['a week', ['2026-03-09', '2026-03-15'], { from: '2026-03-02', to: '2026-03-08', days: 7 }],
    // As many days, not "the previous calendar month": March's 31 days are compared with 31 days.
    ['March', ['2026-03-01', '2026-03-31'], { from: '2026-01-29', to: '2026-02-28', days: 31 }],
    ['across a leap day', ['2024-03-01', '2024-03-10'], { from: '2024-02-20', to: '2024-02-29', days: 10 }],
    ['across a year end', ['2026-01-01', '2026-01-05'], { from: '2025-12-27', to: '2025-12-31', days: 5 }],
  ] as const)('%s', (_name, [from, to], expected) => {
    expect(previousRange(reportRange(from, to))).toEqual(expected);
  });
});

describe('days and weeks', () => {
  it('lists every day of a range', () => {
    expect(rangeDays(reportRange('2024-02-27', '2024-03-02'))).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(rangeDays(reportRange('2026-03-15', '2026-03-15'))).toEqual(['2026-03-15']);
  });

  it.each([
    ['a Monday', '2026-03-09', '2026-03-09'],
    ['a Wednesday', '2026-03-11', '2026-03-09'],
    ['a Sunday', '2026-03-15', '2026-03-09'],
    ['across a year end', '2026-01-01', '2025-12-29'],
  ])('the week of %s starts on its Monday', (_name, date, monday) => {
    expect(weekStartOf(date)).toEqual(monday);
  });

  it.each([
    ['one day', ['2026-03-11', '2026-03-11'], ['2026-03-09'], ['2026-03-11']],
    ['Monday to Sunday', ['2026-03-09', '2026-03-15'], ['2026-03-09'], ['2026-03-15']],
    ['Sunday to Monday', ['2026-03-08', '2026-03-09'], ['2026-03-02', '2026-03-09'], ['2026-03-08', '2026-03-09']],
    [
      'mid-week to mid-week',
      ['2026-02-25', '2026-03-11'],
      ['2026-02-23', '2026-03-02', '2026-03-09'],
      ['2026-03-01', '2026-03-08', '2026-03-11'],
    ],
  ] as const)('%s', (_name, [from, to], starts, ends) => {
    const range = reportRange(from, to);
    expect(weekStarts(range)).toEqual(starts);
    expect(weekEnds(range)).toEqual(ends);
  });

  it('draws a trend per day up to the limit, per week beyond', () => {
    const month = reportRange('2026-02-01', '2026-03-03'); // 31 days
    expect(trendGrain(month, 31)).toBe('day');
    expect(trendGrain(reportRange('2026-02-01', '2026-03-04'), 31)).toBe('week');
    expect(trendPoints(month, 'day')).toHaveLength(31);
    expect(trendPoints(month, 'week')).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
  });
});

describe('reportFigure', () => {
  it.each([
    ['both sides', 12, 10, { current: 12, previous: 10, change: 2 }],
    ['a fall', 3, 5.5, { current: 3, previous: 5.5, change: -2.5 }],
    ['zeros are figures', 0, 0, { current: 0, previous: 0, change: 0 }],
    ['an empty current range', null, 4, { current: null, previous: 4, change: null }],
    ['an empty previous range', 4, null, { current: 4, previous: null, change: null }],
    ['withheld on both sides', null, null, { current: null, previous: null, change: null }],
  ] as const)('%s', (_name, current, previous, expected) => {
    expect(reportFigure(current, previous)).toEqual(expected);
  });
});
