import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Contact",
    description: "Questions about a digital product, buying or selling a home? Reach our support and real-estate teams or visit our Orlando, Atlanta and Akure offices.",
  });

export default function ContactPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Contact</h1>
    </main>
  );
}
