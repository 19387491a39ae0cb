import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cartCopy } from "~/content/cart";
import { REDIRECT_FIELD, type CartAnswer } from "~/lib/cart";
import { parseCartPost } from "~/lib/cart-post.server";
import { preferredLocale } from "~/lib/locale";
import { safeReturnPath } from "~/lib/safe-path";
import { publicOrigin, seoMeta, type PageSeo } from "~/lib/seo";
import type { Toast } from "~/content/types";
import type { CartOutcome } from "~/services/shop/cart.server";
import { rateLimit, rateLimitToast, retryAfterHeaders } from "~/server/rate-limit.server";
import { formActionAllows } from "~/server/security.server";
import { island } from "~/components/ui/island";
import { CartRoute } from "./lazy/cart.server";

export { pageMeta as meta } from "~/root";

export { formHeaders as headers } from "~/lib/form-headers";

/**
 * The cart: one resource for every change. The action switches over the intents (add |
 * set-quantity | remove | clear | checkout | restore), each one call into the cart service, and
 * answers every post with one typed CartAnswer. A form that names `redirectTo` (the forms as the
 * server renders them, for visitors without JavaScript) gets a 303 there once the cart has changed
 * (post/redirect/get); fetchers read the answer as JSON. GET renders the full cart page.
 */

const pageSeo: PageSeo = { title: cartCopy.title, description: cartCopy.metaDescription, noindex: true };

export const loader = (args: LoaderFunctionArgs) => json({ meta: seoMeta(args, pageSeo) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { cart, toasts } = context.services;
  const form = await request.formData();
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const redirectTo = form.has(REDIRECT_FIELD) ? safeReturnPath(form.get(REDIRECT_FIELD), "/cart") : null;
  const returnTo = safeReturnPath(form.get("returnTo"), "/cart");

  const answer = (status: number, toast: Toast | null, init: { headers?: HeadersInit; checkoutUrl?: string } = {}) =>
    json<CartAnswer>(
      { ok: status < 400, intent, toast, checkoutUrl: init.checkoutUrl ?? null },
      { status, headers: init.headers },
    );

  const limit = await rateLimit("cart", request, context);
  if (!limit.ok) return answer(429, rateLimitToast(limit), { headers: retryAfterHeaders(limit) });
  const parsed = parseCartPost(fields);
  if (!parsed.success)
    return answer(400, { type: "error", message: cartCopy.somethingWrong, description: cartCopy.badInput });
  const input = parsed.output;
  const entries = await cart.read(request);

  let outcome: CartOutcome;
  switch (input.intent) {
    case "add":
      outcome = await cart.add(entries, input);
      break;
    case "set-quantity":
      outcome = await cart.setQuantity(entries, input.variantId, input.quantity);
      break;
    case "remove":
      outcome = await cart.remove(entries, input.variantId);
      break;
    case "clear":
      outcome = await cart.clear();
      break;
    case "restore":
      outcome = await cart.restore(entries, input.items);
      break;
    case "checkout":
      outcome = await cart.checkout(entries, {
        // The success and cancel URLs are on SITE_URL, not the request's Host.
        origin: publicOrigin({ request, context }),
        returnTo,
        locale: preferredLocale(request.headers.get("Accept-Language")),
        timeZone: typeof context.cf.timezone === "string" && context.cf.timezone ? context.cf.timezone : "UTC",
      });
      break;
  }

  switch (outcome.kind) {
    case "refused":
      return answer(outcome.status, outcome.toast);
    case "saved": {
      const headers = { "Set-Cookie": outcome.cookie };
      if (redirectTo === null) return answer(200, outcome.toast, { headers });
      return outcome.toast
        ? toasts.redirect(redirectTo, outcome.toast, { headers })
        : redirect(redirectTo, { status: 303, headers });
    }
    case "checkout": {
      const headers = { "Set-Cookie": outcome.cookie };
      // A page's form post may not be redirected to an origin the CSP's form-action does not name:
      // it gets a hand-over page instead. Remix follows a fetcher's redirect with a full page load.
      if (redirectTo !== null && !formActionAllows(context.config, outcome.url, new URL(request.url).origin))
        return answer(200, null, { headers, checkoutUrl: outcome.url });
      return redirect(outcome.url, { status: 303, headers });
    }
  }
}

// The page's body is an island: its code loads when the visitor reaches for it (docs/decisions/0033).
export default island(CartRoute, () => import("./lazy/cart").then((page) => page.CartRoute));
