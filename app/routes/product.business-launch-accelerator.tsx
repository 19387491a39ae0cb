import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Business Launch Accelerator",
    description: "Launch your business with the $47 digital toolkit or join the four-week coaching accelerator, Thursdays at 8 PM EST.",
  });

export default function BusinessLaunchAcceleratorPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Business Launch Accelerator</h1>
    </main>
  );
}
