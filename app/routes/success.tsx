import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Thank You",
    description: "Thank you for your purchase. Your order is confirmed.",
  });

export const handle: RouteHandle = { footer: false };

export default function SuccessPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Thank You</h1>
    </main>
  );
}
