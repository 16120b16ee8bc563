// A CSV file whose columns Lotwise names (dealer files, auction run lists; docs/agent.md,
// docs/sourcing.md): headers matched without regard to case, spaces or dashes ("Run Number",
// "run-number" and `run_number` are one column), a byte-order mark ignored, and the whole file
// refused, with a reason a person can act on, when it is too large, lacks a required column, names
// a column not listed or has too many rows.

import Papa from 'papaparse';
import { AppError } from '../../errors';

export const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

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

export function parseFixedColumnCsv<Column extends string>(
  csv: string,
  file: FixedColumnFile<Column>,
): Partial<Record<Column, string>>[] {
  if (csv.length > file.maxCharacters) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${file.fileName} has at most ${file.maxCharacters.toLocaleString('en-US')} characters; split it.`,
    );
  }
  const parsed = Papa.parse<Partial<Record<Column, string>>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: columnKey,
  });
  const headers = parsed.meta.fields ?? [];
  const missing = file.required.filter((column) => !headers.includes(column));
  if (missing.length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      `The file's header row lacks ${missing.join(', ')} (${file.docs} lists the columns).`,
    );
  const unknown = headers.filter((header) => header && !(file.columns as readonly string[]).includes(header));
  if (unknown.length > 0) throw new AppError('BAD_USER_INPUT', `Unknown columns: ${unknown.slice(0, 5).join(', ')}.`);
  if (parsed.data.length > file.maxRows) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${file.fileName} has at most ${file.maxRows.toLocaleString('en-US')} ${file.rowName}; split it.`,
    );
  }
  return parsed.data;
}
