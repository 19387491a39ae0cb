/**
 * The owner's lists a page at a time: the page in the URL (`?page=n`) and how many pages a total
 * fills. Pure.
 */

/** Rows a page of the owner's lists shows: short enough to render well inside a Worker's CPU. */
export const ROWS_PER_PAGE = 25;

/** The page a URL asks for: a whole number from 1; anything else is the first. */
export function parsePage(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Puts the page into a list's query; the first page (or none asked) is left out, as parsePage reads it. */
export function setPage(params: URLSearchParams, page: number | null): void {
  if (page !== null && page > 1) params.set("page", String(page));
}

/** How many pages `total` rows fill: at least one. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ROWS_PER_PAGE));
}

/** The first row of a page, counted from 0 (a query's OFFSET). */
export function pageOffset(page: number): number {
  return (page - 1) * ROWS_PER_PAGE;
}

/** A page's first and last row, both counted from 0 and included (PostgREST's `range`). */
export function pageRange(page: number): [number, number] {
  const from = pageOffset(page);
  return [from, from + ROWS_PER_PAGE - 1];
}
