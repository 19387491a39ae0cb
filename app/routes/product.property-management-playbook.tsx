import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Property Management Playbook",
    description: "The landlord’s playbook for finding tenants, collecting rent and protecting your property: $9.97 special offer.",
  });

export default function PropertyManagementPlaybookPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Property Management Playbook</h1>
    </main>
  );
}
