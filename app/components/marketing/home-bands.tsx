import { Link } from "~/components/ui/link";
import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomePageContent } from "./home-content";

/** The home page's shorter sections: the event, property management and booking. */

export function MoneyMovesSection({ section: moneyMovesSection }: { section: HomePageContent["moneyMoves"] }) {
  return (
    <section id="money-moves" aria-labelledby="money-moves-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="money-moves-heading"
            eyebrow={moneyMovesSection.eyebrow}
            title={moneyMovesSection.heading}
            intro={moneyMovesSection.text}
            align="left"
          />
          <Link to={moneyMovesSection.cta.to} className="btn btn-primary mt-8">
            {moneyMovesSection.cta.label}
          </Link>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {moneyMovesSection.facts.map(([term, value]) => (
            <div key={term} className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{term}</dt>
              <dd className="mt-2 font-display text-xl font-bold text-slate-900" data-testid="event-fact">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function PropertySection({
  section: propertySection,
  promise,
}: {
  section: HomePageContent["property"];
  /** The vacancy promise, its payout already a price. */
  promise: { heading: string; text: string };
}) {
  return (
    <section id="property" aria-labelledby="property-heading" className="scroll-mt-20 bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="property-heading"
          eyebrow={propertySection.eyebrow}
          title={propertySection.heading}
          intro={propertySection.text}
          tone="dark"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {propertySection.plans.map((plan, index) => {
            return (
              <li
                key={plan.key}
                className={`card-enter rounded-2xl p-6 ${plan.highlight ? "bg-white text-slate-900 ring-2 ring-gold-400" : "bg-white/10 ring-1 ring-white/15"}`}
                style={{ animationDelay: `${index * 0.05}s` }}
              >
                {plan.highlight ? (
                  <p className="text-xs font-bold uppercase tracking-wide text-gold-700">Most Popular</p>
                ) : null}
                <h3 className="font-display text-xl font-bold">{plan.name}</h3>
                <p className="mt-3">
                  <span className="font-display text-3xl font-bold">{plan.price}</span>{" "}
                  <span className={plan.highlight ? "text-slate-600" : "text-slate-300"}>{plan.unit}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-6 text-center">
          <p className="flex max-w-2xl items-start gap-3 border-l-4 border-gold-400 pl-4 text-left text-lg text-slate-100">
            <ShieldIcon />
            <span>
              <strong className="text-gold-300">{promise.heading}:</strong> {promise.text}
            </span>
          </p>
          <Link to={propertySection.cta.to} className="btn btn-gold">
            {propertySection.cta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function BookingSection({ section: bookingSection }: { section: HomePageContent["booking"] }) {
  return (
    <section id="booking" aria-labelledby="booking-heading" className="scroll-mt-20 bg-gold-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          id="booking-heading"
          eyebrow={bookingSection.eyebrow}
          title={bookingSection.heading}
          intro={bookingSection.text}
          align="left"
        />
        <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-gold-200">
          <CheckList points={bookingSection.points} />
          <Link to={bookingSection.cta.to} className="btn btn-primary mt-8 w-full">
            {bookingSection.cta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The vacancy promise's mark: a guarantee, drawn small so it reads as a statement, not a button. */
export function ShieldIcon({ className = "mt-1 text-gold-300" }: { className?: string }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className={`flex-none ${className}`}>
      <path
        d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
