import { cartCopy } from "~/content/cart";

/**
 * The step between a no-JavaScript checkout post and a checkout on another origin: the CSP's
 * form-action would block a redirect there, but a refresh or a link is a navigation, which it allows.
 */
export function CheckoutHandoff({ url }: { url: string }) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-16 text-center sm:px-6">
      <meta httpEquiv="refresh" content={`0;url=${url}`} />
      <h1 className="font-display text-3xl font-bold tracking-tight text-slate-900">{cartCopy.handoffTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{cartCopy.handoffText}</p>
      <a href={url} className="btn btn-primary mt-8" data-testid="checkout-handoff">
        {cartCopy.handoffLink}
      </a>
    </main>
  );
}
