import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "AI Marketing Suite",
    description: "The AI Playbook for $27, or done-for-you monthly AI content plans from $97 a month. No contracts, cancel anytime.",
  });

export default function AiMarketingSuitePage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">AI Marketing Suite</h1>
    </main>
  );
}
