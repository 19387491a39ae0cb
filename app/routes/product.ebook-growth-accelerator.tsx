import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "E-Book Growth Accelerator",
    description: "Write, launch and grow your ebook: the free E-Book Launch Blueprint, the $107 Growth Accelerator and the $397 VIP upgrade.",
  });

export default function EbookGrowthAcceleratorPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">E-Book Growth Accelerator</h1>
    </main>
  );
}
