import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CheckList } from "~/components/ui/check-list";
import { successPage as page } from "~/content/success";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "Thank You",
  description: "Thank you for your purchase. Your order is confirmed and your receipt is on its way to your email.",
  noindex: true,
};

export const loader = (args: LoaderFunctionArgs) => json({ meta: seoMeta(args, pageSeo) });

export const handle: RouteHandle = { footer: false };

export default function SuccessPage() {
  return (
    <main id="main" className="flex flex-1 items-center bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
        <span
          aria-hidden="true"
          className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
        >
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold-700">{page.eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{page.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{page.text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={page.primary.to} className="btn btn-primary">
            {page.primary.label}
          </Link>
          <Link to={page.secondary.to} className="btn btn-secondary">
            {page.secondary.label}
          </Link>
        </div>
        <section
          aria-labelledby="next-heading"
          className="mt-14 rounded-3xl bg-white p-8 text-left shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="next-heading" className="font-display text-xl font-bold text-slate-900">
            {page.next.heading}
          </h2>
          <CheckList points={page.next.points} className="mt-4" />
        </section>
      </div>
    </main>
  );
}
