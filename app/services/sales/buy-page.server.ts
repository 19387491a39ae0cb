import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isOfferKey, offerStatusWords, type OfferClosedReason, type SaleKey } from "~/content/offers";
import type { LeadFormView } from "~/lib/lead-schemas";
import { closedReason } from "~/lib/offer-prices";
import { isOnShow, isProductKey, offerStatusOf, productPath } from "~/lib/products";
import { leadFormView } from "~/services/leads/lead-answer.server";
import { waitlistForm } from "~/services/leads/lead-forms.server";
import { purchaseCopy } from "~/content/purchase";
import { requiresConsent } from "~/lib/checkout";
import { sourcePage, UNKNOWN_PAGE } from "~/lib/page-counts";
import { safeReturnPath } from "~/lib/safe-path";
import { publicOrigin, seoMeta, type PageSeo } from "~/lib/seo";
import type { Toast } from "~/content/types";
import { rateLimit, rateLimitToast, retryAfterHeaders } from "~/server/rate-limit.server";

/**
 * /buy: every buy button posts here (offer, returnTo, and consent where an offer needs it).
 * Success answers 303 to Stripe Checkout; a failure goes back to the page with an error toast;
 * bad input answers 400 with this route's page, so a visitor without JavaScript can read it.
 */

const pageSeo: PageSeo = {
  title: "Purchase",
  description: "Start a purchase from one of our product pages: checkout is handled securely by Stripe.",
  noindex: true,
};

/**
 * What this page shows, from the loader (a direct visit) or the action (a refused post) alike:
 * its words come as data (decision 0002), so the page's script carries none of them.
 */
function pageData(message: string, returnTo: string, toast: Toast | null = null) {
  const words = { title: purchaseCopy.pageTitle, backLink: purchaseCopy.backLink };
  return { words, message, returnTo, toast, waitlist: null as WaitlistView | null };
}

/** A refused offer's waitlist form, shown on this page without JavaScript. */
export interface WaitlistView {
  offer: SaleKey;
  closed: OfferClosedReason;
  view: LeadFormView;
}

/** POST only: a direct visit gets 405 with a pointer back to the products. */
export function buyPageLoader(args: LoaderFunctionArgs) {
  return json(
    { meta: seoMeta(args, pageSeo), ...pageData(purchaseCopy.directVisit, "/#products") },
    { status: 405, headers: { Allow: "POST" } },
  );
}

export async function buyPageAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const offer = form.get("offer");
  const returnTo = safeReturnPath(form.get("returnTo"));
  const limit = await rateLimit("buy", request, context);
  if (!limit.ok) {
    const toast = rateLimitToast(limit);
    return json(pageData(toast.description!, returnTo, toast), { status: 429, headers: retryAfterHeaders(limit) });
  }
  const { services } = context;
  const overrides = await services.site.overrides();
  // A typed offer, or a product of hers whose page shows (a draft or hidden one is not for sale).
  const product = isProductKey(offer, overrides.products) ? (overrides.products?.[offer] ?? null) : null;
  if (!isOfferKey(offer) && !(product && isOnShow(product)))
    return json(pageData(purchaseCopy.unknownOffer, returnTo), { status: 400 });
  const key: SaleKey = offer as SaleKey;
  if (isOfferKey(key) && requiresConsent(key) && !form.get("consent"))
    return json(pageData(purchaseCopy.consentRequired, returnTo), { status: 400 });

  // Sold out, coming soon, hidden or checkout not set up: refused with why, and the waitlist form.
  const settings = isOfferKey(key) ? overrides.offers?.[key] : undefined;
  const status = product ? offerStatusOf(product.status) : (settings?.status ?? "on-sale");
  const closed = closedReason(status, services.payments.configured);
  if (closed) {
    const form = waitlistForm(product ? { name: product.title } : (key as Parameters<typeof waitlistForm>[0]));
    return json(
      {
        ...pageData(offerStatusWords[closed].text, returnTo),
        waitlist: { offer: key, closed, view: leadFormView(form) },
      },
      { status: 409 },
    );
  }

  const origin = publicOrigin({ request, context });
  // A product's own page is counted by its path (the typed pages are the site's list).
  const fromProductPage = product && new URL(returnTo, "https://site.invalid").pathname === productPath(key);
  const page = fromProductPage
    ? productPath(key)
    : sourcePage(returnTo, request.headers.get("Referer"), new URL(request.url).origin);
  // Her saved price is the one the page showed: Checkout charges it.
  const outcome = await context.services.payments.startCheckout({
    offer: key,
    origin,
    returnTo,
    page,
    priceId: product ? product.priceId : settings?.priceId,
    ...(product ? { mode: product.interval === "month" ? ("subscription" as const) : ("payment" as const) } : {}),
  });
  if (outcome.ok) {
    context.services.counts.count("checkout", page ?? UNKNOWN_PAGE, key);
    return redirect(outcome.url, 303);
  }
  return context.services.toasts.redirect(returnTo, {
    type: "error",
    message: outcome.message,
    duration: outcome.duration,
  });
}
