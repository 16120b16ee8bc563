import { writeCsv } from '../../shared/csv/write';
import type { FigureKind } from './figure-format';
import type { DayRange } from './range-presets';

/** What a report table's column gives its CSV: its kind and each row's value. */
export type CsvColumn<Row> = { kind: FigureKind | 'text'; value: (row: Row) => string | number | null | undefined };

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * A CSV cell, rounded as the screen shows it (figure-format.ts): money in dollars with cents,
 * shares in percent, times and rates to one decimal, a withheld or missing figure empty.
 */
export function csvCell(kind: FigureKind | 'text', value: string | number | null | undefined): string | number {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return (Math.round(value) / 100).toFixed(2);
    case 'share':
      return roundTo(value * 100, 1);
    case 'count':
      return Math.round(value);
    case 'perDay':
      return roundTo(value, 2);
    case 'days':
    case 'hours':
    case 'percent':
    case 'turns':
      return roundTo(value, 1);
    case 'text':
      return value;
  }
}

const UNITS: Record<FigureKind | 'text', string | null> = {
  money: '$',
  share: '%',
  percent: '%',
  days: 'days',
  hours: 'hours',
  perDay: 'per day',
  turns: 'turns',
  count: null,
  text: null,
};

/** A column's CSV header with its unit, "Average time (hours)", so a spreadsheet's numbers say what they count. */
export function csvHeader(name: string, kind: FigureKind | 'text'): string {
  const unit = UNITS[kind];
  return unit ? `${name} (${unit})` : name;
}

/** "lotwise-sales-2026-10-01-to-2026-10-31-by-source.csv": the report, the table and the range. */
export function csvFileName(report: string, table: string, range: DayRange): string {
  return `lotwise-${report}-${range.from}-to-${range.to}-${table}.csv`;
}

/** A report table's CSV, every report's through this: written by the product's one CSV writer, which defuses formulas in text cells (a vehicle's make, model, a name). */
export function reportCsv<Row>(
  header: readonly string[],
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): string {
  return writeCsv(
    header.map((name, index) => csvHeader(name, columns[index]!.kind)),
    rows.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))),
  );
}
