import { isRouteErrorResponse, Outlet, useMatches, useRouteError } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OwnerNav } from "~/components/owner/owner-nav";
import type { RouteHandle } from "~/lib/layout";
import { signedInAs } from "~/lib/signed-in";

/**
 * The owner's area: its navigation once signed in, for the signed-in account each page's loader
 * names (lib/signed-in.ts). Each page checks its own level.
 */
export const handle: RouteHandle = { footer: false, navLinks: false, cart: false, announcement: false };

export default function OwnerLayout() {
  const email = signedInAs(useMatches().map((match) => match.data));
  return (
    <>
      {email ? <OwnerNav email={email} /> : null}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Something went wrong. Please try again in a moment.";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Error {status}</p>
      <h1 className="mt-3 font-display text-3xl font-bold text-slate-900">
        {status === 403 ? "No leads for this account" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-700" data-testid="owner-error">
        {message}
      </p>
      <form method="post" action="/owner/sign-out" className="mt-8">
        <button type="submit" className="btn btn-secondary">
          Sign out
        </button>
      </form>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-800 underline">
          Back to the site
        </Link>
      </p>
    </main>
  );
}
