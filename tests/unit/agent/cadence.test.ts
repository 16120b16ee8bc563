import { describe, expect, it } from 'vitest';
import { DEFAULT_CADENCE_WEEKS, daysOverdue, isDue, nextDueDate } from '../../../src/shared/agent/cadence';

describe('visit cadence', () => {
  it('defaults to 2, 4 and 13 weeks for P1, P2, P3', () => {
    expect(DEFAULT_CADENCE_WEEKS).toEqual({ P1: 2, P2: 4, P3: 13 });
  });

  it.each([
    ['never visited: due now', null, 'P1', undefined, null],
    ['P1: two weeks later', '2026-11-02', 'P1', undefined, '2026-11-16'],
    ['P2: four weeks later, across a month', '2026-11-02', 'P2', undefined, '2026-11-30'],
    ['P3: thirteen weeks later, across a year', '2026-11-02', 'P3', undefined, '2027-02-01'],
    ['a custom cadence wins over the priority', '2026-11-02', 'P3', 1, '2026-11-09'],
    ['across a leap day', '2028-02-20', 'P1', undefined, '2028-03-05'],
  ] as const)('%s', (_name, lastVisit, priority, weeks, due) => {
    expect(nextDueDate(lastVisit, priority, weeks)).toBe(due);
  });

  it.each([
    ['never visited', null, 'P3', undefined, '2026-11-23', true, 0],
    ['the day before due', '2026-11-10', 'P1', undefined, '2026-11-23', false, 0],
    ['on the due day', '2026-11-09', 'P1', undefined, '2026-11-23', true, 0],
    ['five days past due', '2026-11-04', 'P1', undefined, '2026-11-23', true, 5],
    ['P3 visited last week', '2026-11-16', 'P3', undefined, '2026-11-23', false, 0],
    ['custom 3 weeks, 4 weeks ago', '2026-10-26', 'P2', 3, '2026-11-23', true, 7],
  ] as const)('%s', (_name, lastVisit, priority, cadenceWeeks, date, due, overdue) => {
    expect(isDue({ lastVisit, priority, cadenceWeeks }, date)).toBe(due);
    expect(daysOverdue({ lastVisit, priority, cadenceWeeks }, date)).toBe(overdue);
  });
});
