import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NoticePage } from "~/components/ui/notice-page";
import { billingLinkPage } from "~/content/billing";
import { seoMeta } from "~/lib/seo";
import { billingLinkQuestion, openBillingPortal } from "~/services/sales/billing.server";

export { pageMeta as meta } from "~/root";

/** A page reached by a personal link: never kept by a cache. */
export const headers = () => ({ "Cache-Control": "no-store" });

const seo = { title: billingLinkPage.title, description: billingLinkPage.text, noindex: true };
const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/** The emailed one-time link: a button, so a mail scanner's visit does not use it up. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await billingLinkQuestion(args);
  return json({ meta: seoMeta(args, seo), page }, { status: page.status, headers: noStore });
}

/** The button: the link is used, and Stripe's Billing Portal for this customer opens (303). */
export async function action(args: ActionFunctionArgs) {
  const outcome = await openBillingPortal(args);
  if ("redirect" in outcome) return redirect(outcome.redirect, { status: 303, headers: noStore });
  return json({ page: outcome }, { status: outcome.status, headers: noStore });
}

export default function BillingPortalLink() {
  const question = useLoaderData<typeof loader>().page;
  const page = useActionData<typeof action>()?.page ?? question;
  return (
    <NoticePage title={page.title} text={page.text} home={billingLinkPage.again}>
      {page.form ? (
        <form method="post" className="mt-8">
          <button type="submit" className="btn btn-primary">
            {billingLinkPage.button}
          </button>
        </form>
      ) : (
        <p className="mt-6">
          <a href="/billing" className="btn btn-secondary">
            {billingLinkPage.again}
          </a>
        </p>
      )}
    </NoticePage>
  );
}
