import type { ReactNode } from "react";

/** One card of a sales page's grid: a title, a line of text and whatever follows (a price). */
export function SalesCard({
  title,
  text,
  index,
  children,
}: {
  title: string;
  text: string;
  /** Its place in the grid, which staggers the cards' entrance. */
  index: number;
  children?: ReactNode;
}) {
  return (
    <li
      className="card-enter rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      style={{ animationDelay: `${index * 0.05}s` }}
    >
      <h3 className="font-display text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
      {children}
    </li>
  );
}
