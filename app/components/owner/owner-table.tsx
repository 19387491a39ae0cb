import type { ReactNode } from "react";

/** A list page's table: its caption for screen readers, a header row, and the rows it is given. */
export function OwnerTable({
  caption,
  columns,
  bodyClassName = "divide-y divide-slate-100",
  children,
}: {
  caption: string;
  columns: ReadonlyArray<{ label: string; className?: string }>;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 ${column.className ?? ""}`.trim()}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
