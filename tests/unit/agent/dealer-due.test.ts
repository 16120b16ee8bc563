import { describe, expect, it } from 'vitest';
import { dealerDue } from '../../../src/shared/agent/cadence';

const territory = { cadenceP1Weeks: 1, cadenceP2Weeks: 3, cadenceP3Weeks: 8 };

describe('dealerDue', () => {
  it('never visited: due today, not overdue', () => {
    expect(dealerDue({ priority: 'P2', lastVisitAt: null }, territory, '2026-11-23')).toEqual({
      lastVisitOn: null,
      nextDueOn: '2026-11-23',
      daysOverdue: 0,
    });
  });

  it("uses the territory's cadence of the dealer's priority", () => {
    const visited = new Date('2026-11-02T15:30:00Z');
    expect(dealerDue({ priority: 'P2', lastVisitAt: visited }, territory, '2026-11-30')).toEqual({
      lastVisitOn: '2026-11-02',
      nextDueOn: '2026-11-23',
      daysOverdue: 7,
    });
  });

  it('falls back to the default cadence without a territory', () => {
    const visited = new Date('2026-11-02T08:00:00Z');
    expect(dealerDue({ priority: 'P1', lastVisitAt: visited }, null, '2026-11-10')).toEqual({
      lastVisitOn: '2026-11-02',
      nextDueOn: '2026-11-16',
      daysOverdue: 0,
    });
  });

  it('counts the visit on its UTC day', () => {
    const lateEvening = new Date('2026-11-02T23:59:00Z');
    expect(dealerDue({ priority: 'P3', lastVisitAt: lateEvening }, territory, '2026-12-28').lastVisitOn).toBe(
      '2026-11-02',
    );
  });
});
