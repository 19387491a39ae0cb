import { Link } from "~/components/ui/link";

/** Newer / Page n of m / Older under a list; `search(page)` keeps the list's filter in each link. */
export function Pager({
  label,
  basePath,
  page,
  pages,
  search,
}: {
  label: string;
  basePath: string;
  page: number;
  pages: number;
  search: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-4">
      {page > 1 ? (
        <Link to={`${basePath}${search(page - 1)}`} className="font-semibold text-brand-800 underline">
          Newer
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={`${basePath}${search(page + 1)}`} className="font-semibold text-brand-800 underline">
          Older
        </Link>
      ) : null}
    </nav>
  );
}
