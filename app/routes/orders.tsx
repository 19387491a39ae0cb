import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EmailLinkPage } from "~/components/forms/email-link-page";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import { ORDERS_PATH, ordersPage } from "~/content/orders";
import { fillWords } from "~/lib/fill-words";
import { seoMeta } from "~/lib/seo";
import { requestOrdersLink, type OrdersFormData } from "~/services/sales/buyer-orders.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

const seo = { title: ordersPage.title, description: ordersPage.description, noindex: true };

export const loader = (args: LoaderFunctionArgs) =>
  json({ meta: seoMeta(args, seo), intro: fillWords(ordersPage.intro, { days: String(DOWNLOAD_DAYS) }) });

/** The email goes out when the address has paid orders; the answer is the same either way. */
export async function action(args: ActionFunctionArgs) {
  const answer = await requestOrdersLink(args);
  if (!("values" in answer)) return args.context.services.toasts.redirect(ORDERS_PATH, ordersPage.sent);
  const { status, headers, values, errors, toast } = answer;
  return json<OrdersFormData>({ values, errors, toast }, { status, headers });
}

export default function Orders() {
  const { intro } = useLoaderData<typeof loader>();
  return (
    <EmailLinkPage
      id="orders-email"
      title={ordersPage.title}
      intro={intro}
      label={ordersPage.emailLabel}
      submit={ordersPage.submit}
      data={useActionData<typeof action>()}
    />
  );
}
