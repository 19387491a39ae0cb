// The body of /buy, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OfferProvider } from "~/components/marketing/offer-context";
import { WaitlistForm } from "~/components/forms/waitlist-form";
import { ToastView } from "~/components/ui/toaster";
import type { action, loader } from "../buy";

export { pageMeta } from "~/root";

export function BuyPage() {
  // A refused post's answer, else the direct visit's: the same shape, words included.
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const { words, message, returnTo, toast, waitlist } = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
      <p role="alert" className="mt-4 text-lg text-slate-700">
        {message}
      </p>
      {waitlist ? (
        <div className="mt-8 w-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
          <OfferProvider offers={{}} waitlist={waitlist.view}>
            <WaitlistForm offer={{ key: waitlist.offer, closed: null }} returnTo={returnTo} alone />
          </OfferProvider>
        </div>
      ) : null}
      <Link to={returnTo} className="btn btn-primary mt-8">
        {words.backLink}
      </Link>
      <ToastView toast={toast} />
    </main>
  );
}
