import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { changeTone } from '../../../src/features/reports/figure-format';
import { csvCell, csvFileName, csvHeader, reportCsv } from '../../../src/features/reports/report-csv';
import { presetOf, presetRange, RANGE_PRESETS, type RangePreset } from '../../../src/features/reports/range-presets';
import { checkReportRange } from '../../../src/shared/reports/range';

const day = (iso: string) => new Date(`${iso}T15:30:00Z`);

describe('report range presets', () => {
  it.each<[RangePreset, string, { from: string; to: string }]>([
    ['last7', '2026-11-23', { from: '2026-11-17', to: '2026-11-23' }],
    ['last30', '2026-11-23', { from: '2026-10-25', to: '2026-11-23' }],
    ['last90', '2026-03-01', { from: '2025-12-02', to: '2026-03-01' }],
    ['thisMonth', '2026-11-23', { from: '2026-11-01', to: '2026-11-23' }],
    ['thisMonth', '2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
    ['lastMonth', '2026-03-15', { from: '2026-02-01', to: '2026-02-28' }],
    ['lastMonth', '2024-03-15', { from: '2024-02-01', to: '2024-02-29' }],
    ['lastMonth', '2026-01-10', { from: '2025-12-01', to: '2025-12-31' }],
    ['thisQuarter', '2026-11-23', { from: '2026-10-01', to: '2026-11-23' }],
    ['thisQuarter', '2026-03-31', { from: '2026-01-01', to: '2026-03-31' }],
    ['yearToDate', '2026-11-23', { from: '2026-01-01', to: '2026-11-23' }],
  ])('%s on %s', (preset, today, expected) => {
    expect(presetRange(preset, day(today))).toEqual(expected);
  });

  it('every preset is a range the server accepts on that day', () => {
    for (const today of ['2026-01-01', '2026-02-28', '2024-02-29', '2026-11-23']) {
      for (const preset of RANGE_PRESETS) {
        expect(checkReportRange(presetRange(preset, day(today)), { today })).toMatchObject({ ok: true });
      }
    }
  });

  it('names the preset of a range, or none for a custom one', () => {
    expect(presetOf({ from: '2026-11-17', to: '2026-11-23' }, day('2026-11-23'))).toBe('last7');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, day('2026-11-23'))).toBe('lastMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-20' }, day('2026-11-23'))).toBeNull();
  });
});

describe('a change read as better or worse', () => {
  it.each([
    [3, 'up', 'better'],
    [-3, 'up', 'worse'],
    [3, 'down', 'worse'],
    [-0.5, 'down', 'better'],
    [0, 'up', 'same'],
    [4, null, 'neutral'],
    [null, 'up', null],
  ] as const)('change %s, better %s: %s', (change, better, tone) => {
    expect(changeTone(change, better)).toBe(tone);
  });
});

describe('report CSV', () => {
  it('writes money in dollars, shares in percent, times rounded as on screen and withheld figures empty', () => {
    expect(csvCell('money', 1234550)).toBe('12345.50');
    expect(csvCell('money', 99.6)).toBe('1.00');
    expect(csvCell('share', 0.4567)).toBe(45.7);
    expect(csvCell('days', 12.5)).toBe(12.5);
    expect(csvCell('hours', 47.93333333333333)).toBe(47.9);
    expect(csvCell('count', 3)).toBe(3);
    expect(csvCell('perDay', 1.23456)).toBe(1.23);
    expect(csvCell('money', null)).toBe('');
    expect(csvCell('text', 'Honda, Civic')).toBe('Honda, Civic');
  });

  it('quotes what needs quoting and reads back whole', () => {
    const columns = [
      { kind: 'text' as const, value: (row: { make: string; costCents: number | null }) => row.make },
      { kind: 'money' as const, value: (row: { make: string; costCents: number | null }) => row.costCents },
    ];
    const csv = reportCsv(['Make', 'Cost'], columns, [
      { make: 'Honda, Civic', costCents: null },
      { make: 'Ford "F-150"', costCents: 100 },
    ]);
    expect(Papa.parse(csv, { skipEmptyLines: true }).data).toEqual([
      ['Make', 'Cost ($)'],
      ['Honda, Civic', ''],
      ['Ford "F-150"', '1.00'],
    ]);
  });

  it('names each figure column with its unit', () => {
    expect(
      ['Average time', 'Share', 'Units', 'Make'].map((name, index) =>
        csvHeader(name, (['hours', 'share', 'count', 'text'] as const)[index]!),
      ),
    ).toEqual(['Average time (hours)', 'Share (%)', 'Units', 'Make']);
  });

  it('names the file after the report, the table and the range', () => {
    expect(csvFileName('sales', 'salesBySource', { from: '2026-10-01', to: '2026-10-31' })).toBe(
      'lotwise-sales-2026-10-01-to-2026-10-31-salesBySource.csv',
    );
  });
});
