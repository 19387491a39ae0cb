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
