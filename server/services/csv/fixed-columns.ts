// A CSV file whose columns Lotwise names (dealer files, auction run lists; docs/agent.md,
// docs/sourcing.md), as the graph receives it from the import wizard or an API token's caller.
// Read by the one CSV reader (src/shared/csv/read.ts: a byte-order mark ignored, lines counted as
// an editor shows them, a row of the wrong width rejected with its line); headers named by
// `columnKey` ("Run Number", "run-number" and `run_number` are one column). The whole file is
// refused, with a reason a person can act on, when it is too large, cannot be read, lacks a
// required column, names a column not listed or twice, or has too many rows.

import { parseCsv, type CsvRejection } from '../../../src/shared/csv/read';
import { columnKey } from '../../../src/shared/csv/fixed-columns';
import { AppError } from '../../errors';

export type FixedColumnFile<Column extends string> = {
  columns: readonly Column[];
  required: readonly Column[];
  maxCharacters: number;
  maxRows: number;
  /** How messages name the file and its rows: "A run list" … "vehicles". */
  fileName: string;
  rowName: string;
  /** Where the columns are documented, named in the message about a missing one. */
  docs: string;
};

/** A row's cells by column, with the line it starts on (the header is line 1). */
export type FixedColumnRow<Column extends string> = { line: number } & Partial<Record<Column, string>>;

export function parseFixedColumnCsv<Column extends string>(
  csv: string,
  file: FixedColumnFile<Column>,
): { rows: FixedColumnRow<Column>[]; rejected: CsvRejection[] } {
  if (csv.length > file.maxCharacters) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${file.fileName} has at most ${file.maxCharacters.toLocaleString('en-US')} characters; split it.`,
    );
  }
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new AppError('BAD_USER_INPUT', parsed.reason);
  const headers = parsed.csv.headers.map(columnKey);
  const missing = file.required.filter((column) => !headers.includes(column));
  if (missing.length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      `The file's header row lacks ${missing.join(', ')} (${file.docs} lists the columns).`,
    );
  const unknown = headers.filter((header) => header && !(file.columns as readonly string[]).includes(header));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Unknown columns: ${unknown.slice(0, 5).join(', ')}.`);
  const twice = headers.find((header, index) => header && headers.indexOf(header) !== index);
  if (twice) throw new AppError('BAD_USER_INPUT', `The header row names ${twice} twice.`);
  const { rows, rejected } = parsed.csv;
  if (rows.length + rejected.length > file.maxRows) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${file.fileName} has at most ${file.maxRows.toLocaleString('en-US')} ${file.rowName}; split it.`,
    );
  }
  return {
    rows: rows.map(({ line, cells }) => {
      const row: Record<string, string | number> = { line };
      headers.forEach((header, index) => {
        if (header) row[header] = cells[index] ?? '';
      });
      return row as FixedColumnRow<Column>;
    }),
    rejected,
  };
}
