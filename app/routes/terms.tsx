import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PolicyPage } from "~/components/marketing/policy-page";
import { MONEY_BACK_DAYS } from "~/content/legal";
import { termsOfPurchase } from "~/content/policies";
import { siteProfile } from "~/content/profile";
import { fillPolicy } from "~/lib/policies";
import { seoMeta } from "~/lib/seo";

export { pageMeta as meta } from "~/root";

/** The policy filled from the site profile; its words travel as data (decision 0002). */
export function loader(args: LoaderFunctionArgs) {
  const policy = fillPolicy(termsOfPurchase, siteProfile, {
    brand: args.context.config.ownerName,
    guaranteeDays: MONEY_BACK_DAYS,
  });
  return json({ meta: seoMeta(args, policy.seo), policy });
}

export default function TermsPage() {
  const { policy } = useLoaderData<typeof loader>();
  return <PolicyPage policy={policy} />;
}
