/** A list page's heading: its title, how many rows (or how many match the filter), and the CSV of the same rows. */
export function ListHeader({
  title,
  total,
  noun,
  filtered,
  testId,
  csv,
}: {
  title: string;
  total: number;
  /** Singular and plural: ["lead", "leads"]. */
  noun: readonly [string, string];
  filtered: boolean;
  testId: string;
  csv: string;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-700" data-testid={testId}>
          {total} {total === 1 ? noun[0] : noun[1]}
          {filtered ? " match this filter" : ""}
        </p>
      </div>
      <a href={csv} className="btn btn-secondary btn-sm" download>
        Export CSV
      </a>
    </div>
  );
}
