import Papa from 'papaparse';
import type { FigureKind } from './figure-format';
import type { DayRange } from './range-presets';

/** A CSV cell: money in dollars with cents, shares in percent, a withheld or missing figure empty. */
export function csvCell(kind: FigureKind | 'text', value: string | number | null | undefined): string | number {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'money') return (Math.round(value) / 100).toFixed(2);
  if (kind === 'share') return Number((value * 100).toFixed(2));
  return value;
}

/** "lotwise-sales-2026-10-01-to-2026-10-31-by-source.csv": the report, the table and the range. */
export function csvFileName(report: string, table: string, range: DayRange): string {
  return `lotwise-${report}-${range.from}-to-${range.to}-${table}.csv`;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return Papa.unparse({ fields: header, data: rows });
}
