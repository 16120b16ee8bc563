// The one CSV reader of the files people choose to import (issue 35): inventory from a DMS export,
// market listings and sales, the wholesale book. Parsed with papaparse (quotes, embedded newlines,
// a byte-order mark); every row keeps the line an editor shows it on; a row of the wrong width is
// rejected with its line, never read; headers map to a kind's fields through the synonyms its
// files use. The writer is `write.ts` beside it.

import Papa from 'papaparse';

export const CSV_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;

/** A line of the file that is not imported, and why. */
export type CsvRejection = { line: number; reason: string };
export type CsvRow = { line: number; cells: string[] };
export type ParsedCsv = { headers: string[]; rows: CsvRow[]; rejected: CsvRejection[] };
export type CsvParse = { ok: true; csv: ParsedCsv } | { ok: false; reason: string };

/** Field → index of the column that holds it; a field without a column is absent. */
export type Mapping<F extends string> = Partial<Record<F, number>>;

export const squashHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The mapping a file's headers suggest: headers are compared squashed (lower case, letters and
 * digits only) with each field's synonyms, most specific first; fields are served in `fields`
 * order, the first header matching a field's earliest synonym wins, and each column serves at most
 * one field.
 */
export function detectColumns<F extends string>(
  headers: string[],
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
): Mapping<F> {
  const squashed = headers.map(squashHeader);
  const mapping: Mapping<F> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    for (const synonym of synonyms[field]) {
      const index = squashed.findIndex((header, column) => header === synonym && !taken.has(column));
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Parses a CSV text whose first non-empty row is the header. Rows whose field count differs
 * from the header's (a stray comma or quote would shift values into the wrong fields) are
 * rejected with their line, never read.
 */
export function parseCsv(text: string): CsvParse {
  if (new Blob([text]).size > CSV_LIMITS.maxBytes) {
    return { ok: false, reason: `The file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB.` };
  }
  // One line ending throughout, so line numbers count the way an editor shows them.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lineStarts = [0];
  for (let index = normalized.indexOf('\n'); index >= 0; index = normalized.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };

  const records: { line: number; cells: string[]; error?: string }[] = [];
  let previousEnd = 0;
  Papa.parse<string[]>(normalized, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = previousEnd;
      while (start < normalized.length && /\s/.test(normalized[start]!)) start += 1;
      previousEnd = result.meta.cursor;
      const [error] = result.errors;
      records.push({ line: lineAt(start), cells: result.data, error: error?.message });
    },
  });
  const [header, ...data] = records;
  if (!header || isBlank(header.cells)) return { ok: false, reason: 'The file has no header row.' };
  if (data.length > CSV_LIMITS.maxRows) {
    return {
      ok: false,
      reason: `The file has ${data.length} rows; at most ${CSV_LIMITS.maxRows} can be imported at once.`,
    };
  }
  const headers = header.cells.map((cell) => cell.trim());
  const rows: CsvRow[] = [];
  const rejected: CsvRejection[] = [];
  for (const record of data) {
    // Trailing empty cells some exports leave out (or add) do not count.
    const cells = [...record.cells];
    while (cells.length > headers.length && cells.at(-1)?.trim() === '') cells.pop();
    if (record.error) rejected.push({ line: record.line, reason: `The row cannot be read: ${record.error}.` });
    else if (cells.length !== headers.length) {
      rejected.push({
        line: record.line,
        reason: `The row has ${cells.length} fields; the header has ${headers.length}. Check it for a stray comma or quote.`,
      });
    } else rows.push({ line: record.line, cells });
  }
  return { ok: true, csv: { headers, rows, rejected } };
}

/** A row of a parsed file as field texts under a mapping, with its line. */
export type MappedRow<F extends string> = { line: number } & Partial<Record<F, string>>;

/** Rows of a parsed file as field texts under `mapping` (a missing cell is empty); unreadable rows stay rejected. */
export function mappedRows<F extends string>(
  csv: ParsedCsv,
  mapping: Mapping<F>,
): { rows: MappedRow<F>[]; rejected: CsvRejection[] } {
  const rows = csv.rows.map(({ line, cells }) => {
    const fields = Object.fromEntries(
      (Object.entries(mapping) as [F, number][]).map(([field, column]) => [field, cells[column] ?? '']),
    );
    return { line, ...fields } as MappedRow<F>;
  });
  return { rows, rejected: [...csv.rejected] };
}
