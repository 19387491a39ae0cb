import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import * as v from "valibot";
import { CartPage } from "~/components/store/cart-page";
import { CheckoutHandoff } from "~/components/store/checkout-handoff";
import { ToastView } from "~/components/ui/toaster";
import { cartCopy } from "~/content/cart";
import { cartPostSchema } from "~/lib/cart-post";
import {
  addToCart,
  parseStoredCart,
  quantityInCart,
  removeFromCart,
  setQuantity,
  type CartActionData,
  type CartEntry,
} from "~/lib/cart";
import { preferredLocale } from "~/lib/locale";
import { stockProblem } from "~/lib/stock";
import { safeReturnPath } from "~/lib/safe-path";
import { seoMeta, type PageSeo } from "~/lib/seo";
import { formActionAllows } from "~/services/security.server";
import type { StoreProduct } from "~/lib/store-product";
import type { Toast } from "~/content/types";

export { pageMeta as meta } from "~/root";

/**
 * The cart: one resource for every change (intent add | set-quantity | remove | clear | checkout,
 * plus restore for the browser's localStorage copy). Without JavaScript each post answers with a
 * 303 (post/redirect/get) or, on a problem, this page with the toast; fetchers (which send js=1)
 * get JSON. GET renders the full cart page.
 */

const pageSeo: PageSeo = { title: cartCopy.title, description: cartCopy.metaDescription, noindex: true };

export const loader = (args: LoaderFunctionArgs) => json({ meta: seoMeta(args, pageSeo) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { cart, store, toasts } = context.services;
  const form = await request.formData();
  const js = form.get("js") === "1";
  const returnTo = safeReturnPath(form.get("returnTo"), "/cart");
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const parsed = v.safeParse(cartPostSchema, fields);
  const intent = typeof fields.intent === "string" ? fields.intent : "";

  const answer = (status: number, toast: Toast | null, headers?: HeadersInit) =>
    json<CartActionData>({ ok: status < 400, intent, toast }, { status, headers });
  const failed = (status: number, message: string, description: string) =>
    answer(status, { type: "error", message, description });

  /** Stores the new cart: JSON for a fetcher, else a 303 to the page (with a flash toast if any). */
  const saved = async (entries: CartEntry[], toast: Toast | null, to = returnTo) => {
    const headers = { "Set-Cookie": await cart.commit(entries) };
    if (js) return answer(200, toast, headers);
    return toast ? toasts.redirect(to, toast, { headers }) : redirect(to, { status: 303, headers });
  };

  if (!parsed.success) return failed(400, cartCopy.somethingWrong, cartCopy.badInput);
  const input = parsed.output;
  const entries = await cart.read(request);

  /**
   * Reads the product (and its stock) fresh from the store, never from the cache: prices and stock
   * are never taken from the form, nor from a stored answer.
   */
  const load = async (productId: string): Promise<StoreProduct | null | Error> => {
    try {
      return await store.getProduct(productId, { fresh: true });
    } catch (error) {
      console.error("Store API failed:", error);
      return error instanceof Error ? error : new Error(String(error));
    }
  };

  switch (input.intent) {
    case "add": {
      const product = await load(input.productId);
      if (product instanceof Error) return failed(502, cartCopy.somethingWrong, product.message);
      const variant = product?.variants.find((item) => item.id === input.variantId);
      if (!product || !variant || !product.purchasable)
        return failed(400, cartCopy.addFailed, cartCopy.unavailableProduct);
      const problem = stockProblem(
        {
          productTitle: product.title,
          variantTitle: variant.title,
          manageInventory: variant.manage_inventory,
          stock: variant.inventory_quantity ?? 0,
        },
        quantityInCart(entries, variant.id),
        input.quantity,
      );
      if (problem) return failed(400, cartCopy.addFailed, problem);
      const next = addToCart(entries, { productId: product.id, variantId: variant.id, quantity: input.quantity });
      // Without JavaScript the cart page stands in for the drawer.
      return saved(next, { type: "success", message: cartCopy.added, description: product.title }, "/cart");
    }
    case "set-quantity": {
      const entry = entries.find((e) => e.variantId === input.variantId);
      if (!entry) return saved(entries, null);
      if (input.quantity > entry.quantity) {
        const product = await load(entry.productId);
        if (product instanceof Error) return failed(502, cartCopy.somethingWrong, product.message);
        const variant = product?.variants.find((item) => item.id === entry.variantId);
        if (!product || !variant) return failed(400, cartCopy.addFailed, cartCopy.unavailableProduct);
        const problem = stockProblem(
          {
            productTitle: product.title,
            variantTitle: variant.title,
            manageInventory: variant.manage_inventory,
            stock: variant.inventory_quantity ?? 0,
          },
          0,
          input.quantity,
        );
        if (problem) return failed(400, cartCopy.addFailed, problem);
      }
      return saved(setQuantity(entries, input.variantId, input.quantity), null);
    }
    case "remove":
      return saved(removeFromCart(entries, input.variantId), null);
    case "clear":
      return saved([], null);
    case "restore": {
      // Only an empty cookie cart is restored from the browser's copy; anything unreadable is ignored.
      const stored = parseStoredCart(input.items);
      if (entries.length > 0 || !stored?.length) return saved(entries, null);
      let next: CartEntry[] = [];
      const products = new Map<string, StoreProduct | null | Error>();
      for (const item of stored) {
        if (!products.has(item.productId)) products.set(item.productId, await load(item.productId));
        const product = products.get(item.productId);
        if (!product || product instanceof Error || !product.purchasable) continue;
        const variant = product.variants.find((x) => x.id === item.variantId);
        if (!variant) continue;
        const fits = !stockProblem(
          {
            productTitle: product.title,
            variantTitle: variant.title,
            manageInventory: variant.manage_inventory,
            stock: variant.inventory_quantity ?? 0,
          },
          quantityInCart(next, variant.id),
          item.quantity,
        );
        if (fits) next = addToCart(next, item);
      }
      return saved(next, null);
    }
    case "checkout": {
      if (entries.length === 0) return failed(400, cartCopy.emptyCheckoutTitle, cartCopy.emptyCheckoutText);
      const origin = new URL(request.url).origin;
      let url: string;
      try {
        ({ url } = await store.checkout({
          items: entries.map((e) => ({ variant_id: e.variantId, quantity: e.quantity })),
          successUrl: `${origin}/success`,
          cancelUrl: `${origin}${returnTo}`,
          locale: preferredLocale(request.headers.get("Accept-Language")),
          timeZone: typeof context.cf.timezone === "string" && context.cf.timezone ? context.cf.timezone : "UTC",
        }));
        const protocol = new URL(url).protocol;
        if (protocol !== "https:" && protocol !== "http:")
          throw new Error(`Refusing checkout URL with protocol ${protocol}`);
      } catch (error) {
        console.error("Checkout failed:", error);
        return failed(502, cartCopy.checkoutErrorTitle, cartCopy.checkoutErrorText);
      }
      // The cart is cleared and the browser goes to the checkout (with JavaScript, Remix turns a
      // redirect to another origin into a full page load).
      const headers = { "Set-Cookie": await cart.commit([]) };
      if (!js && !formActionAllows(context.config, url, origin)) {
        // A browser would refuse this redirect after a form post (CSP form-action): hand over by link.
        return json({ ok: true, intent, toast: null, checkoutUrl: url }, { headers });
      }
      return redirect(url, { status: 303, headers });
    }
  }
}

export default function CartRoute() {
  const actionData = useActionData<typeof action>();
  if (actionData && "checkoutUrl" in actionData && typeof actionData.checkoutUrl === "string")
    return <CheckoutHandoff url={actionData.checkoutUrl} />;
  return (
    <>
      <CartPage />
      <ToastView toast={actionData?.toast} />
    </>
  );
}
