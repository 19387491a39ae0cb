import { CheckList } from "~/components/ui/check-list";
import type { purchaseWords } from "~/content/orders";
import type { PurchaseView } from "~/lib/orders";

type Words = Omit<typeof purchaseWords, "downloadsNote"> & { downloadsNote: string };

/** What was bought on /success: the offer and amount, its downloads, or what happens next. */
export function PurchaseSummary({ purchase, words }: { purchase: PurchaseView; words: Words }) {
  return (
    <section
      aria-labelledby="purchase-heading"
      className="mt-10 rounded-3xl bg-white p-8 text-left shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="purchase-heading" className="font-display text-xl font-bold text-slate-900">
        {words.paidHeading}
      </h2>
      <dl className="mt-3 flex flex-wrap justify-between gap-2 text-slate-700">
        <dt className="sr-only">Product</dt>
        <dd className="font-semibold text-slate-900" data-testid="purchase-offer">
          {purchase.offerName}
        </dd>
        {purchase.amount && purchase.status === "paid" ? (
          <>
            <dt className="sr-only">{words.amountLabel}</dt>
            <dd>{purchase.amount}</dd>
          </>
        ) : null}
      </dl>
      {purchase.status === "pending" ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{words.pendingHeading}</h3>
          <p className="mt-2 text-slate-700">{words.pendingText}</p>
        </>
      ) : null}
      {purchase.status === "failed" ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{words.failedHeading}</h3>
          <p className="mt-2 text-slate-700">{words.failedText}</p>
        </>
      ) : null}
      {purchase.status === "refunded" ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{words.refundedHeading}</h3>
          <p className="mt-2 text-slate-700">{words.refundedText}</p>
        </>
      ) : null}
      {purchase.files.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{words.downloadsHeading}</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {purchase.files.map((file) => (
              <li key={file.href}>
                {/* A plain link with download: no script needed, and the browser saves the file. */}
                <a href={file.href} download className="btn btn-primary w-full justify-between sm:w-auto">
                  {`${words.downloadLabel} ${file.name}`}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">{words.downloadsNote}</p>
        </>
      ) : null}
      {purchase.subscription && purchase.status === "paid" ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{words.subscriptionHeading}</h3>
          <CheckList points={words.subscriptionPoints} className="mt-3" />
          <p className="mt-4">
            <a href="/billing" className="font-semibold text-brand-700 underline underline-offset-4">
              {words.billingLink}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}
