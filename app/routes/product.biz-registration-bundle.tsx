import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Biz Registration Bundle",
    description: "Register your business the right way: 50-state guide, video walkthrough, EIN and compliance checklists and lifetime updates for $47.",
  });

export default function BizRegistrationBundlePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Biz Registration Bundle</h1>
    </main>
  );
}
