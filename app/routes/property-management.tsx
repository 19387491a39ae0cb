import type { MetaFunction } from "@remix-run/cloudflare";
import type { RouteHandle } from "~/lib/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Property Management",
    description: "Property management plans from $85 per property. Vacancies filled in under 30 days or we pay you $30.",
  });

export const handle: RouteHandle = { footer: false, navLinks: false };

export default function PropertyManagementPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Property Management</h1>
    </main>
  );
}
