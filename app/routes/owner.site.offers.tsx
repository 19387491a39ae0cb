import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import { SiteCard, SiteField, SitePage, SiteSelect, useSiteActionData } from "~/components/owner/site-fields";
import { isOfferKey, OFFER_KEYS, offers, offerStatusWords, type OfferStatus } from "~/content/offers";
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
import { HIDE_WORD, SALES_WORDS_BLOCKS, SALES_WORDS_FORM, SALES_WORDS_LIMITS } from "~/content/sales-words";
import { fillWords } from "~/lib/fill-words";
import { formLabel } from "~/lib/form-label";
import type { SalesWords } from "~/lib/sales-words";
import { OfferJumpList } from "~/components/owner/offer-jump-list";
import { closeChangedCheckouts } from "~/services/sales/offer-checkouts.server";
import {
  siteSectionAction,
  type SectionChange,
  type SiteSectionPost,
} from "~/services/site/site-section-action.server";
import { currentFiles, formatFileSize } from "~/lib/offer-files";
import { changeFiles, FILE_INTENTS, FILE_TOO_LARGE, fileFormValues } from "~/services/sales/file-changes.server";
import { ownerTime } from "~/lib/owner-time";
import type { OffersSection } from "~/lib/site-sections";
import { OfferFilesCard } from "~/components/owner/offer-files-card";
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

const INTERVAL_OPTIONS = [
  { value: "one-time", label: "Once (one-time)" },
  { value: "month", label: "Every month" },
] as const;

const LABEL_OPTIONS = [
  { value: "value", label: "Value" },
  { value: "was", label: "Was" },
  { value: "regular", label: "Regular price" },
] as const;

/** Her saved sales-page words as the fields show them: "none" for a hidden block. */
function typedWords(words: SalesWords | undefined) {
  const shown = (value: string | null | undefined) => (value === null ? HIDE_WORD : (value ?? ""));
  return {
    page_headline: words?.headline ?? "",
    promise: shown(words?.promise),
    inside: shown(words?.inside),
    for_whom: shown(words?.forWhom),
    faq: shown(words?.faq),
    guarantee: shown(words?.guarantee),
    page_compare_at: shown(words?.compareAt),
    compare_at_true: words?.compareAtTrue === true,
  };
}

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
          priceId,
          status: setting?.status ?? "on-sale",
          headline: setting?.headline ?? "",
          // The page's words are edited on its first offer's card (lib/sales-words.ts).
          words:
            OFFER_KEYS.find((other) => offers[other].page === offer.page) === key ? typedWords(setting?.words) : null,
          files: currentFiles(key, setting).map((file) => ({
            id: file.id,
            name: file.name,
            size: file.size === null ? null : formatFileSize(file.size),
            uploaded: file.uploadedAt ? ownerTime(file.uploadedAt) : null,
          })),
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
    // Her longest field (the questions) plus a margin, so an over-long one is seen and refused.
    maxText: SALES_WORDS_LIMITS.faq + 100,
    // A changed status or price closes the offer's open checkouts (as a restore does).
    afterSave: closeChangedCheckouts,
    tooLarge: { file: FILE_TOO_LARGE },
    tooLargeValues: fileFormValues,
    async change(post) {
      const { values } = post;
      if (FILE_INTENTS.has(values.intent ?? "")) return fileChange(args, post);
      const parsed = parseOfferForm(values);
      if (!parsed.ok) return { refused: parsed.errors };
      const { offer: key, setting, newPrice } = parsed.value;
      const offer = offers[key];
      const { site, prices, payments } = args.context.services;
      let description = `${offer.name}: ${statusLabel(setting.status)}.`;
      const before = (await site.fresh()).overrides.offers ?? {};
      let productId = before[key]?.productId;
      let madePriceId = before[key]?.madePriceId;
      if (newPrice) {
        if (!payments.configured) {
          return {
            refused: {
              amount:
                "Connect Stripe first: this site has no Stripe secret key yet, so it cannot make a price. Ask whoever deploys the site to add your Stripe secret key (Stripe's Developers page, API keys), then type the price here again.",
            },
          };
        }
        const current = prices.priceIdOf(key, before);
        // Only a price the site made is archived: one she made in Stripe herself, or the site's
        // first price, may be in use elsewhere (a payment link); it simply stops being used here.
        const replacing = current && current === before[key]?.madePriceId ? current : null;
        try {
          const made = await payments.newOfferPrice({
            offer: key,
            name: offer.name,
            cents: newPrice.cents,
            interval: newPrice.interval,
            productId: productId ?? null,
            replacing,
          });
          setting.priceId = made.priceId;
          productId = made.productId;
          madePriceId = made.priceId;
          // This isolate's pages show the new price at once; the others ask Stripe for the new id.
          await prices.retrieveFresh(made.priceId).catch(() => null);
          description += ` Stripe now charges ${formatPrice(newPrice.cents, offer.billing)} (a new price, in use now).`;
          if (replacing) {
            description += made.archived
              ? " The price it replaces is archived in Stripe."
              : ` The price it replaces (${replacing}) could not be archived: archive it in Stripe.`;
          }
        } catch (error) {
          console.error(`New price for ${key}:`, error instanceof Error ? error.message : String(error));
          return {
            refused: { amount: "Stripe could not make the price just now: nothing was changed. Please try again." },
            status: 502,
          };
        }
      } else if (setting.priceId) {
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
      // Her files (and the Product her typed prices live on) stay: this form is the offer's price and status.
      const files = before[key]?.files;
      return {
        value: {
          ...before,
          [key]: {
            ...setting,
            ...(files ? { files } : {}),
            ...(productId ? { productId } : {}),
            ...(madePriceId ? { madePriceId } : {}),
          },
        },
        summary: `Offer ${offer.name}: ${setting.status}`,
        saved: { message: `${offer.name} saved`, description },
        // Back to the offer she saved: the page holds sixteen.
        anchor: `offer-${key}`,
      };
    },
  });

/** intent=upload-file, replace-file, rename-file or remove-file: that offer's files, a new version of the offers section. */
async function fileChange(
  args: ActionFunctionArgs,
  { values, form }: SiteSectionPost,
): Promise<SectionChange<"offers">> {
  const key = values.offer;
  if (!isOfferKey(key)) return { refused: { offer: "Choose one of the site's offers." } };
  const offer = offers[key];
  const { site, offerFiles } = args.context.services;
  const before: OffersSection = (await site.fresh()).overrides.offers ?? {};
  const changed = await changeFiles({
    values,
    form,
    files: currentFiles(key, before[key]),
    name: offer.name,
    store: offerFiles.configured ? (file, type) => offerFiles.put(key, file, type) : null,
  });
  if ("refused" in changed) return changed;
  return {
    value: { ...before, [key]: { ...before[key], files: changed.files } },
    summary: `Offer ${offer.name}: ${changed.summary}`,
    saved: { message: changed.message, description: changed.description },
    anchor: `offer-${key}`,
  };
}

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
          Payments are not set up on this site yet: every offer shows “checkout opens soon”, and prices cannot be made
          or checked with Stripe. What to do first: open a Stripe account, copy its secret key (Stripe, Developers, API
          keys) and have it added to the site as its Stripe secret key; then type each offer&apos;s price here.
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
        const words = row.words;
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
              <input type="hidden" name="saved_price_id" value={row.savedPriceId} />
              <SiteField
                label="New price in dollars (optional)"
                name="amount"
                idPrefix={row.key}
                value={typed("amount", "")}
                error={refused?.errors.amount}
                hint={
                  paymentsReady
                    ? "Such as 19 or 19.00: the site makes this price in Stripe and uses it at once (a price it made before for this offer is archived). Empty: the price stays."
                    : "Connect Stripe first (your Stripe secret key on the site), then type a price here."
                }
              />
              <SiteSelect
                label="Charged"
                name="interval"
                idPrefix={row.key}
                value={typed("interval", row.billing === "month" ? "month" : "one-time")}
                options={INTERVAL_OPTIONS}
                error={refused?.errors.interval}
              />
              <SiteField
                label="Stripe price id (optional)"
                name="price_id"
                idPrefix={row.key}
                value={typed("price_id", row.savedPriceId)}
                error={refused?.errors.price_id}
                hint={
                  row.deployPriceId
                    ? `For a price you made in Stripe yourself. Empty: the site's first price, ${row.deployPriceId}. ${row.billing === "month" ? "A monthly" : "A one-time"} price.`
                    : `For a price you made in Stripe yourself. Empty: none yet (type an amount above). ${row.billing === "month" ? "A monthly" : "A one-time"} price.`
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
              {words ? (
                <>
                  {SALES_WORDS_BLOCKS.map((block) => {
                    const field = SALES_WORDS_FORM[block];
                    return (
                      <SiteField
                        key={field.name}
                        label={formLabel(field)}
                        name={field.name}
                        idPrefix={row.key}
                        multiline={field.multiline}
                        value={typed(field.name, words[field.name])}
                        error={refused?.errors[field.name]}
                        maxLength={SALES_WORDS_LIMITS[block]}
                        hint={fillWords(field.hint, { page: row.page, hide: HIDE_WORD })}
                      />
                    );
                  })}
                  <label className="flex items-start gap-3 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      name="compare_at_true"
                      value="yes"
                      defaultChecked={refused ? refused.values.compare_at_true === "yes" : words.compare_at_true}
                      className="mt-1"
                    />
                    <span>
                      This is true: the page&apos;s sample “value”, “was” and bonus figures may show on the live site
                      (otherwise they are left out there).
                    </span>
                  </label>
                </>
              ) : null}
            </OwnerForm>
            <OfferFilesCard offerKey={row.key} offerName={row.name} files={row.files} refused={refused} />
          </SiteCard>
        );
      })}
      <OwnerActionToast />
    </SitePage>
  );
}
