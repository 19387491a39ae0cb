/**
 * The offers page holds one form per offer (sixteen, about 16,000 px on a phone): this list at its
 * top takes her to one, and says which need her attention.
 */
export interface OfferJump {
  key: string;
  name: string;
  status: string;
  needsAttention: boolean;
}

export function OfferJumpList({ offers }: { offers: readonly OfferJump[] }) {
  return (
    <nav aria-label="Go to an offer" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <ul className="grid gap-1 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.key}>
            <a
              href={`#offer-${offer.key}`}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="font-semibold underline">{offer.name}</span>
              <span className="shrink-0 text-sm text-slate-600">
                {offer.needsAttention ? <span className="font-semibold text-amber-800">Check its price · </span> : null}
                {offer.status}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
