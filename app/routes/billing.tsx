import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { EmailLinkPage } from "~/components/forms/email-link-page";
import { billingPage } from "~/content/billing";
import { seoMeta } from "~/lib/seo";
import { BILLING_PATH, requestBillingLink, type BillingFormData } from "~/services/sales/billing.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

const seo = { title: billingPage.title, description: billingPage.description, noindex: true };

export const loader = (args: LoaderFunctionArgs) => json({ meta: seoMeta(args, seo) });

/** The email goes out when the address has a monthly plan; the answer is the same either way. */
export async function action(args: ActionFunctionArgs) {
  const answer = await requestBillingLink(args);
  if (!("values" in answer)) return args.context.services.toasts.redirect(BILLING_PATH, billingPage.sent);
  const { status, headers, values, errors, toast } = answer;
  return json<BillingFormData>({ values, errors, toast }, { status, headers });
}

export default function Billing() {
  return (
    <EmailLinkPage
      id="billing-email"
      title={billingPage.title}
      intro={billingPage.intro}
      label={billingPage.emailLabel}
      submit={billingPage.submit}
      data={useActionData<typeof action>()}
    />
  );
}
