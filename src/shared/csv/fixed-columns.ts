// Files whose columns Lotwise names (dealer files, auction run lists; docs/agent.md,
// docs/sourcing.md), on both sides. The graph reads such a file whole (`importDealers`,
// `importRunList`; server/services/csv/fixed-columns.ts) with its headers named `columnKey`'s way;
// the import wizard maps any file's headers to those columns, checks the rows, and sends the ones
// it calls ready re-written under Lotwise's own column names (`fixedColumnCsv`), so the graph
// checks them again and callers with an API token keep sending their CSV as before.

import { parseCsv, squashHeader, type MappedRow } from './read';
import { writeCsv } from './write';

/** A header as the graph names it: case, spaces and dashes do not count ("Run Number", "run-number" and `run_number` are one column). */
export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The wizard's synonyms of each column: its own name squashed (so every header the graph accepts
 * for it is found: "Run Number", "run-number", `run_number`), then the kind's usual aliases.
 */
export function fixedColumnSynonyms<C extends string>(
  columns: readonly C[],
  aliases: Partial<Record<C, readonly string[]>>,
): Record<C, string[]> {
  return Object.fromEntries(
    columns.map((column) => [column, [squashHeader(column), ...(aliases[column] ?? [])]]),
  ) as Record<C, string[]>;
}

/** A row has no text in any of the columns given: the graph's reader skips such a line. */
export const isBlankRow = <C extends string>(row: MappedRow<C>, columns: readonly C[]) =>
  columns.every((column) => !row[column]?.trim());

/**
 * Rows as the CSV the graph reads: the header of `columns`, then each row's cells as the person's
 * file gave them (not neutralised: Lotwise reads it, no spreadsheet). The rows must not be blank
 * (`isBlankRow`). `lineOf` turns a line of this CSV, as the graph names it in a rejection, into
 * the line of the person's file.
 */
export function fixedColumnCsv<C extends string>(
  columns: readonly C[],
  rows: readonly MappedRow<C>[],
): { csv: string; lineOf: (line: number) => number } {
  const csv = writeCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column] ?? '')),
    { neutralise: false },
  );
  // Read back by the graph's own reader: a cell with a line break takes two lines here too.
  const parsed = parseCsv(csv);
  const lines = new Map(
    parsed.ok ? parsed.csv.rows.map((sent, index) => [sent.line, rows[index]?.line ?? sent.line]) : [],
  );
  return { csv, lineOf: (line) => lines.get(line) ?? line };
}
