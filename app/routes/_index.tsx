import type { MetaFunction } from "@remix-run/cloudflare";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Home",
    description: "Faith-driven wealth building: credit and funding guides, business launch tools, real-estate buying and selling, property management and the free Money Moves Live event.",
  });

export default function HomePage() {
  return (
    <main id="main" className="flex-1">
      <section id="home" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">Home</h1>
      </section>
      {["money-moves", "products", "real-estate", "property", "booking"].map((id) => (
        <section key={id} id={id} className="mx-auto min-h-[70vh] max-w-7xl px-4 py-12 sm:px-6">
          <h2 className="font-display text-3xl font-bold">{id}</h2>
        </section>
      ))}
    </main>
  );
}
