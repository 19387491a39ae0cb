import type { ReactNode } from "react";
import { telHref } from "~/lib/contact-links";

/**
 * On a phone (below 640 px) each row is a card, its cells one under another, so nothing scrolls
 * sideways; a cell that needs its column's name there shows it with <CardLabel>.
 */
const CARDS =
  "max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-3 max-sm:[&_td]:block max-sm:[&_td]:whitespace-normal max-sm:[&_td]:py-0.5 max-sm:[&_td]:[overflow-wrap:anywhere]";

/** A column's name before a cell's value, on a phone's card only (the table's header says it on wider screens). */
export function CardLabel({ children }: { children: ReactNode }) {
  return <span className="font-semibold text-slate-600 sm:hidden">{children}: </span>;
}

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
      <table className={`min-w-full text-left text-sm ${CARDS}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
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

/** A phone number she can tap to call (as typed when it is too short to dial). */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return null;
  const href = telHref(phone);
  return href ? (
    <a href={href} className="text-brand-800 underline">
      {phone}
    </a>
  ) : (
    <span className="text-slate-800">{phone}</span>
  );
}
