// The one CSV writer of the product (issue 31): every export, built in the browser (inventory,
// reports) or on the server (financing referrals, the marketplace listing feed), is written here.
// RFC 4180: comma separated, every line ended by CRLF (the last one too), a field quoted when it
// holds a comma, a double quote (doubled inside) or a line break. OWASP "CSV injection": a text
// cell starting with =, +, -, @, a tab or a carriage return is written with a leading apostrophe,
// so a spreadsheet shows it instead of running it as a formula. The one exception is a file only
// Lotwise reads back (the import wizard's checked rows sent to the graph, `fixed-columns.ts`):
// written with `{ neutralise: false }`, its cells stay exactly as the person's file gave them.

/** A cell as an export gives it: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

// A choice: a plain number (`-1200`, `-1200.50`, a JS number) keeps its minus sign unprefixed.
// OWASP would neutralise it too, but a spreadsheet reads it as a number, never a formula, and a
// loss written `'-1200.00` could no longer be summed. Anything else starting with `-` (`-1+2`,
// `-2+cmd|' /C calc'!A0`) is text and is neutralised.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, neutralised (unless `neutralise` is false) and quoted as needed. */
export function csvField(value: CsvValue, neutralise = true): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe =
    neutralise && typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text: the header row, then one row per record; each line ended by CRLF. */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  { neutralise = true }: { neutralise?: boolean } = {},
): string {
  return [header, ...rows].map((row) => `${row.map((value) => csvField(value, neutralise)).join(',')}\r\n`).join('');
}
