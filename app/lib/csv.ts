import Papa from "papaparse";

/**
 * CSV for spreadsheet apps: RFC 4180 (CRLF lines), UTF-8 with a byte-order mark so Excel reads
 * accents. Every cell is quoted, so a spreadsheet that splits on ";" or tabs (some locales do) still
 * reads one cell per field, and a cell that begins with = + - @, a tab or a carriage return is
 * prefixed with ' so no spreadsheet runs it as a formula.
 */

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

export function toCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  const body = Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : String(cell)))),
    },
    { newline: "\r\n", escapeFormulae: FORMULA_START, quotes: true },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** A file name safe for Content-Disposition: letters, digits, dot, dash and underscore. */
export function csvFileName(base: string): string {
  return `${base.replace(/[^A-Za-z0-9._-]+/g, "-")}.csv`;
}
