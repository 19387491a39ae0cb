import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { OfferProvider } from "~/components/marketing/offer-context";
import { WaitlistForm } from "~/components/forms/waitlist-form";
import { isOfferKey, offers, type OfferKey } from "~/content/offers";
import { isOnShow, isProductKey, productPath } from "~/lib/products";
import { WAITLIST_COPY } from "~/content/purchase";
import type { RouteHandle } from "~/lib/layout";
import type { LeadActionData } from "~/lib/lead-schemas";
import { safeReturnPath } from "~/lib/safe-path";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { answerLeadPost, leadFormView } from "~/services/leads/lead-answer.server";
import { waitlistForm } from "~/services/leads/lead-forms.server";

export { pageMeta as meta } from "~/root";
export { formHeaders as headers } from "~/lib/form-headers";

/**
 * An offer's "tell me when it opens" form posts here (offer, returnTo): saved, it goes back to the
 * offer's page with the form's toast; refused, without JavaScript, this page shows the form again
 * with what was typed and the messages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await request
    .clone()
    .formData()
    .catch(() => null);
  const offer = posted?.get("offer");
  // A typed offer, or a product of hers whose page shows (coming soon, sold out).
  const products = (await context.services.site.overrides()).products;
  const product = isProductKey(offer, products) && isOnShow(products![offer]) ? products![offer] : null;
  if (!isOfferKey(offer) && !product) {
    throw json({ message: WAITLIST_COPY.unknownOffer }, { status: 400 });
  }
  const key = offer as string;
  const answer = await answerLeadPost({
    request,
    context,
    form: waitlistForm(product ? { name: product.title } : (key as Parameters<typeof waitlistForm>[0])),
    returnTo: (formData) => formData.get("returnTo") ?? (product ? productPath(key) : offers[key as OfferKey].page),
  });
  if (answer.status >= 300 && answer.status < 400) return answer;
  // A refusal: this page shows the form again, so it names the offer beside the form's answer.
  const refusal = (await answer.json()) as LeadActionData;
  const shown = product ? await context.services.prices.product(key, product) : null;
  return json({ ...refusal, offer: key, product: shown }, { status: answer.status, headers: answer.headers });
}

const pageSeo: PageSeo = { title: WAITLIST_COPY.pageTitle, description: WAITLIST_COPY.pageDescription, noindex: true };

/** The offer named in the query (a refused post's page keeps it); its words travel as data. */
export async function loader(args: LoaderFunctionArgs) {
  const { services } = args.context;
  const shown = await services.prices.all((await services.site.overrides()).offers);
  return json({
    meta: seoMeta(args, pageSeo),
    words: { title: WAITLIST_COPY.pageTitle, intro: WAITLIST_COPY.intro, backLink: WAITLIST_COPY.backLink },
    offers: shown,
    view: leadFormView(waitlistForm("ai-playbook")),
  });
}

export const handle: RouteHandle = {};

export default function WaitlistPage() {
  const { words, offers: shown, view } = useLoaderData<typeof loader>();
  // A redirect has no data; a refusal is the form's answer with the offer it was for.
  const data = useActionData<typeof action>() as
    (LeadActionData & { offer?: string; product?: (typeof shown)[OfferKey] | null }) | undefined;
  const offerKey = data?.offer;
  // A product of hers comes with the refusal (the loader knows only the typed offers).
  const offer = isOfferKey(offerKey) ? shown[offerKey] : (data?.product ?? null);
  const returnTo = safeReturnPath(data?.returnTo ?? offer?.page ?? "/");
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">
        {offer ? `${words.title}: ${offer.name}` : words.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
      {offer ? (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/10">
          <OfferProvider
            offers={data?.product ? { ...shown, [data.product.key]: data.product } : shown}
            waitlist={view}
          >
            <WaitlistForm offer={offer} initial={data} returnTo={returnTo} alone />
          </OfferProvider>
        </div>
      ) : null}
      <p className="mt-6">
        <Link
          to={offer?.page ?? "/#products"}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {words.backLink}
        </Link>
      </p>
    </main>
  );
}
