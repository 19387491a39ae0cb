import type { ReactNode } from "react";

/** A white card of the owner's pages: a section named by its heading, then what it holds. */
export function OwnerCard({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="font-display text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
