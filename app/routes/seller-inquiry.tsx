import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Free Home Valuation",
    description: "Thinking of selling? Request a free home valuation and choose the listing service that fits your goals.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function SellerInquiryPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Free Home Valuation</h1>
    </main>
  );
}
