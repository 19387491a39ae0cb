import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ToastView } from "~/components/ui/toaster";
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
  const data = useActionData<typeof action>();
  const error = data?.errors.email ?? null;
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
      <ToastView toast={data?.toast} />
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{ordersPage.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{intro}</p>
      <Form method="post" className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
        <div>
          <label htmlFor="orders-email" className="block font-semibold text-slate-900">
            {ordersPage.emailLabel}
          </label>
          <input
            id="orders-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            defaultValue={typeof data?.values.email === "string" ? data.values.email : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "orders-email-error" : undefined}
            className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          {error ? (
            <p id="orders-email-error" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary">
          {ordersPage.submit}
        </button>
      </Form>
    </main>
  );
}
