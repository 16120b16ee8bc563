import Papa from 'papaparse';

/** Hostile cells for a CSV export: each would run in a spreadsheet if written as is (OWASP "CSV injection"). */
export const FORMULA_PAYLOADS = [
  '=HYPERLINK("http://evil.test","Toyota")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Every cell of a CSV text (header included) that a spreadsheet would run as a formula; a plain number is data. */
export function liveFormulaCells(text: string): string[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return data.flat().filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
}

/** The cells of the first data row of a CSV text, by header. */
export function firstRow(text: string): Record<string, string> {
  const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  return data[0] ?? {};
}
