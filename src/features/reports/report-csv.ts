import { writeCsv } from '../../shared/csv/write';
import type { FigureKind } from './figure-format';
import type { DayRange } from './range-presets';

/** What a report table's column gives its CSV: its kind and each row's value. */
export type CsvColumn<Row> = { kind: FigureKind | 'text'; value: (row: Row) => string | number | null | undefined };

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

/** A report table's CSV, every report's through this: written by the product's one CSV writer, which defuses formulas in text cells (a vehicle's make, model, a name). */
export function reportCsv<Row>(header: readonly string[], columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return writeCsv(header, rows.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))));
}
