import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PolicyPage } from "~/components/marketing/policy-page";
import { MONEY_BACK_DAYS } from "~/content/legal";
import { termsOfPurchase } from "~/content/policies";
import { fillPolicy } from "~/lib/policies";
import { seoMeta } from "~/lib/seo";
import { siteView } from "~/services/site/site-view.server";

export { pageMeta as meta } from "~/root";

/** The policy filled from her profile (her saved values over the defaults); its words travel as data (decision 0002). */
export async function loader(args: LoaderFunctionArgs) {
  const { profile } = await siteView(args.context);
  const policy = fillPolicy(termsOfPurchase, profile, {
    brand: args.context.config.ownerName,
    guaranteeDays: MONEY_BACK_DAYS,
  });
  return json({ meta: seoMeta(args, policy.seo), policy });
}

export default function TermsPage() {
  const { policy } = useLoaderData<typeof loader>();
  return <PolicyPage policy={policy} />;
}
