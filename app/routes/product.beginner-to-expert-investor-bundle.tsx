import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Beginner to Expert Investor Bundle",
    description: "Go from beginner to confident investor with the investor bundle: $29.97, regularly $199.97.",
  });

export default function BeginnerToExpertInvestorBundlePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Beginner to Expert Investor Bundle</h1>
    </main>
  );
}
