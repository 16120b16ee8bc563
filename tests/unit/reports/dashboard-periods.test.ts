import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from '../../../src/shared/reports/dashboard-periods';

describe('dashboardPeriods', () => {
  it.each([
    [
      '2026-11-23T10:00:00Z',
      { thisMonth: { from: '2026-11-01', to: '2026-11-23' }, lastMonth: { from: '2026-10-01', to: '2026-10-23' } },
    ],
    [
      '2026-03-31T10:00:00Z',
      { thisMonth: { from: '2026-03-01', to: '2026-03-31' }, lastMonth: { from: '2026-02-01', to: '2026-02-28' } },
    ],
    [
      '2028-03-30T10:00:00Z',
      { thisMonth: { from: '2028-03-01', to: '2028-03-30' }, lastMonth: { from: '2028-02-01', to: '2028-02-29' } },
    ],
    [
      '2027-01-01T00:00:00Z',
      { thisMonth: { from: '2027-01-01', to: '2027-01-01' }, lastMonth: { from: '2026-12-01', to: '2026-12-01' } },
    ],
  ])('gross at %s: month to date against the same days of last month', (now, gross) => {
    expect(dashboardPeriods(new Date(now)).gross).toEqual(gross);
  });

  it('appraisals this ISO week and the last 30 days, recon over the last 30 days, through today', () => {
    const periods = dashboardPeriods(new Date('2026-11-25T10:00:00Z')); // a Wednesday
    expect(periods.appraisals).toEqual({ weekFrom: '2026-11-23', monthFrom: '2026-10-27', to: '2026-11-26' });
    expect(periods.last30Days).toEqual({ from: '2026-10-27T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' });
  });
});
