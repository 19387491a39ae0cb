import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Dominion Wealth Bundle",
    description: "Credit, homeownership and wealth-building resources plus bonuses: a total value of $2,987+ for $79.97.",
  });

export default function DominionWealthBundlePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Dominion Wealth Bundle</h1>
    </main>
  );
}
