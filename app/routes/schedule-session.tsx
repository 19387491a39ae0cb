import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Book a Session",
    description: "Book a one-on-one strategy session on credit, business funding, homeownership or investing.",
  });

export default function ScheduleSessionPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Book a Session</h1>
    </main>
  );
}
