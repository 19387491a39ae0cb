// The body of /success, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { PurchaseSummary } from "~/components/marketing/purchase-summary";
import { CheckList } from "~/components/ui/check-list";
import { ORDERS_PATH, ordersPage } from "~/content/orders";
import { successWording } from "~/lib/success";
import { LineIcon } from "~/components/ui/line-icon";
import type { loader } from "../success";

export { pageMeta } from "~/root";

export function SuccessPage() {
  const { page, purchase, words, demo } = useLoaderData<typeof loader>();
  // "Your payment went through" only for a session the loader verified as paid.
  const { variant, digital } = successWording(purchase);
  const head = demo ?? page[variant];
  // The demo store's checkout took no payment and sends no receipt: it is not mentioned there.
  const next = [
    ...(demo ? [] : [page.next.receiptPoint]),
    ...page.next.points,
    ...(digital ? [page.next.digitalPoint] : []),
  ];
  return (
    <main id="main" className="flex flex-1 items-center bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6">
        <span
          aria-hidden="true"
          className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
        >
          <LineIcon size={40} strokeWidth={2.5}>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold-700">{head.eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{head.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700" data-testid="success-text">
          {head.text}
          {digital && purchase?.files.length ? ` ${page.digitalText}` : null}
        </p>
        {purchase && words ? <PurchaseSummary purchase={purchase} words={words} /> : null}
        {purchase?.files.length ? (
          <p className="mt-6">
            <Link to={ORDERS_PATH} className="font-semibold text-brand-700 underline underline-offset-4">
              {ordersPage.linkText}
            </Link>
          </p>
        ) : null}
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
          <CheckList points={next} className="mt-4" />
        </section>
      </div>
    </main>
  );
}
