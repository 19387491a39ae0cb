import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Money Moves Live",
    description: "Join Money Moves Live, the free monthly live event on the last Saturday of every month at 6 PM EST. Register now to save your seat.",
  });

export const handle: RouteHandle = { footer: false, registerButton: true };

export default function MoneyMovesLivePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Money Moves Live</h1>
    </main>
  );
}
