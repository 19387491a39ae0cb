// The body of /email-list, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { EmailListForm } from "~/components/forms/email-list-form";
import type { loader, action } from "../email-list";

export { pageMeta } from "~/root";

export function EmailListPage() {
  const { words } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const returnTo = data?.returnTo ?? "/";
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
        <EmailListForm initial={data} returnTo={returnTo} tone="light" standalone />
      </div>
      <p className="mt-6">
        <Link to={returnTo} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {words.backLink}
        </Link>
      </p>
    </main>
  );
}
