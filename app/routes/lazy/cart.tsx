// The body of /cart, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useActionData } from "@remix-run/react";
import { CartMain } from "~/components/shop/cart-main";
import { CheckoutHandoff } from "~/components/shop/checkout-handoff";
import { ToastView } from "~/components/ui/toaster";
import { cartCopy } from "~/content/cart";
import type { action } from "../cart";

export { pageMeta } from "~/root";

export function CartRoute() {
  const answer = useActionData<typeof action>();
  if (answer?.checkoutUrl) return <CheckoutHandoff url={answer.checkoutUrl} />;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-slate-900">{cartCopy.title}</h1>
      <CartMain layout="page" />
      <ToastView toast={answer?.toast} />
    </main>
  );
}
