import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "90-Day Homeownership Game Plan",
    description: "Your step-by-step 90-day plan to homeownership: $39.97, was $59.97.",
  });

export default function HomeownershipGamePlanPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">90-Day Homeownership Game Plan</h1>
    </main>
  );
}
