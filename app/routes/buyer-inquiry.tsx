import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Buy a Home",
    description: "Ready to buy a home? Tell us your timeframe and where you want to live, and we’ll help with down payment assistance, credit coaching and more.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function BuyerInquiryPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Buy a Home</h1>
    </main>
  );
}
