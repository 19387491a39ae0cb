import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, SiteSelect, useSiteActionData } from "~/components/owner/site-fields";
import { OFFER_KEYS, offers, offerStatusWords, priceVarName, type OfferStatus } from "~/content/offers";
import { SITE_LIMITS } from "~/content/site-limits";
import { priceIdKey } from "~/lib/checkout";
import { formatPrice, formatUsd } from "~/lib/money";
import {
  describeStripePrice,
  differsFromTyped,
  mismatchText,
  priceProblem,
  priceProblemText,
  type StripePrice,
} from "~/lib/offer-prices";
import { parseOfferForm } from "~/lib/site-forms";
import { OfferJumpList } from "~/components/owner/offer-jump-list";
import { closeChangedCheckouts } from "~/services/sales/offer-checkouts.server";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the offer";

const WAITLIST_FORM = "a “tell me when it opens” form";

/** Each status's short name (the jump list) and what it does (the select, the toast). */
const STATUS_WORDS: Record<OfferStatus, { short: string; effect?: string }> = {
  "on-sale": { short: "On sale" },
  "sold-out": { short: offerStatusWords["sold-out"].badge, effect: WAITLIST_FORM },
  "coming-soon": { short: offerStatusWords["coming-soon"].badge, effect: WAITLIST_FORM },
  hidden: { short: "Hidden", effect: "off the home page, cannot be bought" },
};

function statusLabel(status: OfferStatus): string {
  const { short, effect } = STATUS_WORDS[status];
  return effect ? `${short}: ${effect}` : short;
}

const STATUS_OPTIONS = (Object.keys(STATUS_WORDS) as OfferStatus[]).map((value) => ({
  value,
  label: statusLabel(value),
}));

const LABEL_OPTIONS = [
  { value: "value", label: "Value" },
  { value: "was", label: "Was" },
  { value: "regular", label: "Regular price" },
] as const;

/** What Stripe charges for a price, and what is wrong with it for this offer, in her words. */
function priceFacts(offer: (typeof offers)[keyof typeof offers], price: StripePrice | null) {
  if (!price) return { charges: null, problem: null, mismatch: null };
  const problem = priceProblem(offer, price);
  return {
    charges: describeStripePrice(price),
    problem: problem ? priceProblemText(offer, price, problem) : null,
    mismatch: problem === null && differsFromTyped(offer, price) ? mismatchText(offer, price) : null,
  };
}

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Offers", description: "Prices and status of what you sell." }, async (overrides) => {
    const { prices, payments } = args.context.services;
    const settings = overrides.offers ?? {};
    const rows = await Promise.all(
      OFFER_KEYS.map(async (key) => {
        const offer = offers[key];
        const setting = settings[key];
        const priceId = prices.priceIdOf(key, settings);
        const price = payments.configured && priceId ? await prices.price(priceId) : null;
        const compareAt =
          setting?.compareAt !== undefined
            ? setting.compareAt
            : offer.compareAtCents
              ? { cents: offer.compareAtCents, label: offer.compareAtLabel ?? "value" }
              : null;
        return {
          key,
          name: offer.name,
          page: offer.page,
          typed: formatPrice(offer.priceCents, offer.billing),
          billing: offer.billing,
          savedPriceId: setting?.priceId ?? "",
          deployPriceId: args.context.config.stripe.priceIds[priceIdKey(key)] ?? null,
          deployVar: priceVarName(key),
          priceId,
          status: setting?.status ?? "on-sale",
          headline: setting?.headline ?? "",
          compareAt: compareAt ? { amount: formatUsd(compareAt.cents).slice(1), label: compareAt.label } : null,
          ...priceFacts(offer, price),
        };
      }),
    );
    return {
      paymentsReady: payments.configured,
      rows,
    };
  });

/**
 * intent=save-<offer> (offer, price_id, status, headline, compare_at, compare_label): that offer's
 * settings, a new version of the offers section. A price id is checked with Stripe first: it must
 * exist, be active and bill as the offer does; what it charges is said, and so is a difference
 * from the price in the site's text.
 */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "offers",
    path: "/owner/site/offers",
    title: TITLE,
    maxText: 1000,
    // A changed status or price closes the offer's open checkouts (as a restore does).
    afterSave: closeChangedCheckouts,
    async change({ values }) {
      const parsed = parseOfferForm(values);
      if (!parsed.ok) return { refused: parsed.errors };
      const { offer: key, setting } = parsed.value;
      const offer = offers[key];
      const { site, prices, payments } = args.context.services;
      let description = `${offer.name}: ${statusLabel(setting.status)}.`;
      if (setting.priceId) {
        const refuse = (message: string, status: 400 | 502 = 400) => ({ refused: { price_id: message }, status });
        if (!payments.configured) {
          return refuse(
            "Payments are not set up on this site (no Stripe key), so the price cannot be checked: leave it empty for now.",
          );
        }
        let price: StripePrice | null;
        try {
          price = await prices.retrieveFresh(setting.priceId);
        } catch (error) {
          console.error(`Price check of ${setting.priceId}:`, error instanceof Error ? error.message : String(error));
          return refuse("Stripe could not be reached to check this price: nothing was saved. Please try again.", 502);
        }
        if (!price) {
          return refuse(
            `Stripe has no price ${setting.priceId} in this account: copy the id from the price's page in Stripe.`,
          );
        }
        const facts = priceFacts(offer, price);
        if (facts.problem) return refuse(facts.problem);
        description += ` Stripe charges ${facts.charges}.`;
        if (facts.mismatch) description += ` ${facts.mismatch}`;
      }
      const before = (await site.fresh()).overrides.offers ?? {};
      return {
        value: { ...before, [key]: setting },
        summary: `Offer ${offer.name}: ${setting.status}`,
        saved: { message: `${offer.name} saved`, description },
        // Back to the offer she saved: the page holds sixteen.
        anchor: `offer-${key}`,
      };
    },
  });

export default function OffersPage() {
  const { rows, paymentsReady } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  return (
    <SitePage
      title="Offers"
      intro="Each offer's Stripe price, whether it sells now, a line above its price and its “value” or “was” figure. Saved changes show on every page within a minute."
    >
      {paymentsReady ? null : (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200" data-testid="payments-off">
          Payments are not set up on this site yet: every offer shows “checkout opens soon”, and prices cannot be
          checked with Stripe.
        </p>
      )}
      <OfferJumpList
        offers={rows.map((row) => ({
          key: row.key,
          name: row.name,
          status: STATUS_WORDS[row.status].short,
          needsAttention: Boolean(row.problem || row.mismatch),
        }))}
      />
      {rows.map((row) => {
        const refused = data?.values.offer === row.key ? data : undefined;
        const typed = (name: string, fallback: string) => refused?.values[name] ?? fallback;
        return (
          <SiteCard key={row.key} id={`offer-${row.key}`} title={row.name}>
            <dl
              className="mb-4 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]"
              data-offer={row.key}
            >
              <dt className="font-semibold">Price in the site&apos;s text</dt>
              <dd>{row.typed}</dd>
              <dt className="font-semibold">Stripe charges</dt>
              <dd data-testid="stripe-charges">
                {row.charges ?? (row.priceId ? "Could not be read from Stripe now." : "No Stripe price set.")}
              </dd>
              <dt className="font-semibold">Now</dt>
              <dd data-testid="offer-status">{statusLabel(row.status)}</dd>
            </dl>
            {row.problem ? (
              <p
                className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
                data-testid="price-problem"
              >
                {row.problem} The page shows the price in the site&apos;s text meanwhile.
              </p>
            ) : null}
            {row.mismatch ? (
              <p
                className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
                data-testid="price-mismatch"
              >
                {row.mismatch}
              </p>
            ) : null}
            <OwnerForm
              intent={`save-${row.key}`}
              submit="Save this offer"
              submitting="Saving…"
              label={`Settings of ${row.name}`}
              buttonClassName="btn btn-primary"
            >
              <input type="hidden" name="offer" value={row.key} />
              <SiteField
                label="Stripe price id (optional)"
                name="price_id"
                idPrefix={row.key}
                value={typed("price_id", row.savedPriceId)}
                error={refused?.errors.price_id}
                hint={
                  row.deployPriceId
                    ? `Empty: ${row.deployPriceId} (the deploy setting ${row.deployVar}). ${row.billing === "month" ? "A monthly" : "A one-time"} price.`
                    : `Empty: the deploy setting ${row.deployVar} (none set). ${row.billing === "month" ? "A monthly" : "A one-time"} price.`
                }
              />
              <SiteSelect
                label="Status"
                name="status"
                idPrefix={row.key}
                value={typed("status", row.status)}
                options={STATUS_OPTIONS}
                error={refused?.errors.status}
              />
              <SiteField
                label="Headline (optional)"
                name="headline"
                idPrefix={row.key}
                value={typed("headline", row.headline)}
                error={refused?.errors.headline}
                maxLength={SITE_LIMITS.offerHeadline}
                hint="A line above its price, such as “Launch week: save $20”. Empty: none."
              />
              <SiteField
                label="“Value” or “was” figure in dollars (optional)"
                name="compare_at"
                idPrefix={row.key}
                value={typed("compare_at", row.compareAt?.amount ?? "")}
                error={refused?.errors.compare_at}
                hint="Struck through beside the price, such as 997. Empty: none."
              />
              <SiteSelect
                label="Its label"
                name="compare_label"
                idPrefix={row.key}
                value={typed("compare_label", row.compareAt?.label ?? "value")}
                options={LABEL_OPTIONS}
                error={refused?.errors.compare_label}
              />
            </OwnerForm>
          </SiteCard>
        );
      })}
      <OwnerActionToast />
    </SitePage>
  );
}
