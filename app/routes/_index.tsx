import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Home",
    description: "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
  });

export default function HomePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Home</h1>
    </main>
  );
}
