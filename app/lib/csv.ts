import Papa from "papaparse";

/**
 * CSV for spreadsheet apps: RFC 4180 (CRLF lines, fields quoted when needed), UTF-8 with a
 * byte-order mark so Excel reads accents, and cells that begin with = + - @ (or a tab or carriage
 * return) prefixed with ' so no spreadsheet runs them as formulas.
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
    { newline: "\r\n", escapeFormulae: FORMULA_START, quotes: false },
  );
  return `${CSV_BOM}${body}\r\n`;
}

/** A file name safe for Content-Disposition: letters, digits, dot, dash and underscore. */
export function csvFileName(base: string): string {
  return `${base.replace(/[^A-Za-z0-9._-]+/g, "-")}.csv`;
}
