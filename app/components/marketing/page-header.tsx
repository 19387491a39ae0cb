import type { ReactNode } from "react";

/** The dark band with a page's eyebrow, h1 and intro, used by the site's inner pages. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="hero-decoration relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
