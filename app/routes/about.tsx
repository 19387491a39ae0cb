import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { aboutPage } from "~/content/about";
import type { RouteHandle } from "~/lib/layout";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { siteView } from "~/services/site/site-view.server";
import { island } from "~/components/ui/island";
import { AboutPage } from "./lazy/about.server";

export { pageMeta as meta } from "~/root";

const pageSeo: PageSeo = {
  title: "About",
  description:
    "Meet the coach behind the mission: a faith-driven educator helping families and founders build wealth through homeownership, business and investing.",
};

/** The page's words travel as data (decision 0002). */
export async function loader(args: LoaderFunctionArgs) {
  const site = await siteView(args.context);
  return json({
    meta: seoMeta(args, pageSeo),
    page: aboutPage,
    person: site.profile.person,
    testimonials: site.testimonials("about"),
  });
}

export const handle: RouteHandle = { footer: false };

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(AboutPage, () => import("./lazy/about").then((page) => page.AboutPage));
