import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Property Management Inquiry",
    description: "Tell us about your rental properties and the plan you want, and we’ll get back to you soon.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function PropertyManagementInquiryPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Property Management Inquiry</h1>
    </main>
  );
}
