import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Credit & Funding Bundle",
    description: "Personal credit and business credit ebooks, or both in the funding bundle for $159.97.",
  });

export default function FundingBundlePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Credit & Funding Bundle</h1>
    </main>
  );
}
