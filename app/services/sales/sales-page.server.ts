import type { LoaderFunctionArgs, TypedResponse } from "@remix-run/cloudflare";
import { keptJson } from "~/services/cache/kept-json.server";
import { keptPerObject } from "~/lib/kept";
import { moneyBackGuarantee, salesDisclaimer } from "~/content/legal";
import { OFFER_KEYS, type OfferKey, type SaleKey } from "~/content/offers";
import type { SiteProfile } from "~/content/profile";
import { buyButtonWords } from "~/content/purchase";
import { sellingWords } from "~/content/sales/selling";
import type { OfferPrices, SalesPageBase } from "~/content/sales/types";
import { formatPrice, lowestPriceCents } from "~/lib/money";
import { mergeSalesWords, type SalesBlocks } from "~/lib/sales-words";
import type { ShownOffer } from "~/lib/offer-prices";
import { seoTags } from "~/lib/seo";
import { leadFormView } from "~/services/leads/lead-answer.server";
import { waitlistForm } from "~/services/leads/lead-forms.server";
import { productJsonLd, type JsonLdObject } from "~/lib/structured-data";
import { pageInputs, samePageInputs, type PageInputs } from "./page-inputs.server";

/**
 * What every sales page's loader sends besides its own content: the offers as shown (prices from
 * Stripe, services/sales/prices.server.ts), the buy buttons' words, the guarantee, the disclaimer
 * (docs/decisions/0002), the words around each page's facts and questions, and the coach who
 * stands behind the products (her profile as she set it).
 */
export function salesFrame(
  offers: Partial<Record<SaleKey, ShownOffer>>,
  products: JsonLdObject[],
  profile: SiteProfile,
) {
  const { name, role, headshot, shortBio } = profile.person;
  return {
    offers,
    products,
    buyButtonWords,
    // One view serves every offer's waitlist form: they differ only in the offer they post.
    waitlist: leadFormView(waitlistForm("ai-playbook")),
    // Her words may replace or hide it (lib/sales-words.ts).
    guarantee: moneyBackGuarantee as SalesBlocks["guarantee"],
    disclaimer: salesDisclaimer,
    selling: sellingWords,
    coach: { name, role, headshot, shortBio },
  };
}

export type SalesFrame = ReturnType<typeof salesFrame>;

/** The offers' prices as a page's words quote them, so no price is typed twice. */
export function offerPrices(offers: Record<OfferKey, ShownOffer>): OfferPrices {
  return {
    of: (key) => formatPrice(offers[key].priceCents, offers[key].billing, offers[key].currency),
    was: (key) => formatPrice(offers[key].compareAtCents ?? offers[key].priceCents),
    from: (keys) => formatPrice(lowestPriceCents(keys.map((key) => offers[key]))),
  };
}

/** The offer keys named in `words` (by key, as JSON strings). */
function offerKeysNamedIn(words: unknown): OfferKey[] {
  const text = JSON.stringify(words);
  return OFFER_KEYS.filter((key) => text.includes(`"${key}"`));
}

/** The offer keys each page's content names, kept per page (a page's content is one constant). */
const offerKeysNamedOnPage = keptPerObject((page: SalesPageBase): OfferKey[] => {
  const { seo: _seo, ...content } = page;
  return offerKeysNamedIn(content);
});

/**
 * The offers a sales page shows: those sold on it and those its content (or `more`) names by key.
 * The page's components ask for no others, and every offer sent is serialized three times per
 * request (docs/decisions/0018), so the other offers stay out of its data.
 */
export function offersShownOn(
  offers: Record<OfferKey, ShownOffer>,
  page: SalesPageBase,
  more: object,
): Partial<Record<OfferKey, ShownOffer>> {
  const named = new Set([...offerKeysNamedOnPage(page), ...offerKeysNamedIn(more)]);
  return Object.fromEntries(
    OFFER_KEYS.filter((key) => offers[key].page === page.path || named.has(key)).map((key) => [key, offers[key]]),
  );
}

function salesPageData<P extends SalesPageBase, M extends object>(page: P, more: M, inputs: PageInputs) {
  const { seo, ...content } = page;
  const { offers, site, origin, canonical, ownerName } = inputs;
  const description = seo.description(offerPrices(offers));
  const url = new URL(page.path, origin).href;
  // Her words for the page's blocks live on its first offer (lib/sales-words.ts).
  const first = OFFER_KEYS.find((key) => offers[key].page === page.path);
  const blocks = mergeSalesWords(
    {
      title: content.hero.title,
      subtitle: content.hero.subtitle,
      faq: content.sell.faq,
      guarantee: moneyBackGuarantee,
    },
    first ? site.overrides.offers?.[first]?.words : undefined,
  );
  const products = OFFER_KEYS.filter((key) => offers[key].page === page.path && offers[key].status !== "hidden").map(
    (key) =>
      productJsonLd({
        name: offers[key].name,
        description,
        url,
        priceCents: offers[key].priceCents,
        currency: offers[key].currency,
        available: offers[key].closed === null,
      }),
  );
  return {
    meta: seoTags({ ownerName, url: canonical }, { title: seo.title, description }),
    // The page's own testimonials are samples: hers replace them (in production, hers or none).
    page: {
      ...content,
      hero: { ...content.hero, title: blocks.title, subtitle: blocks.subtitle ?? "" },
      sell: { ...content.sell, faq: blocks.faq },
      testimonials: site.testimonials("products", content.testimonials),
    },
    ...salesFrame(offersShownOn(offers, page, more), products, site.profile),
    guarantee: blocks.guarantee,
    ...more,
  };
}

type KeptArgs = [page: SalesPageBase, more: object, inputs: PageInputs];

/** The same inputs (samePageInputs) and the same `more` values. */
function sameInputs([, more, inputs]: KeptArgs, [, lastMore, last]: KeptArgs): boolean {
  const values = Object.values(more);
  const lastValues = Object.values(lastMore);
  return (
    samePageInputs(inputs, last) &&
    values.length === lastValues.length &&
    values.every((value, index) => value === lastValues[index])
  );
}

/**
 * Each page's data, kept as JSON (services/cache/kept-json.server.ts, docs/decisions/0023): building and
 * serializing it was about a twentieth of the page's CPU.
 */
const keptPage = keptPerObject((_page: SalesPageBase) => keptJson<KeptArgs, object>(salesPageData, sameInputs));

/**
 * A sales page's loader data: its content (without the SEO words, which become its tags), the
 * sales frame, the schema.org Product of each offer it sells, and whatever else the page needs
 * (`more`, e.g. a form's view: values that are the same objects on every request, or the page's
 * data is made anew each time).
 *   export const loader = (args: LoaderFunctionArgs) => salesPage(args, fundingBundlePage);
 * (A loader is a function, not a call made when the module loads: the browser build drops it.)
 */
export async function salesPage<P extends SalesPageBase, M extends object = Record<never, never>>(
  args: LoaderFunctionArgs,
  page: P,
  more = {} as M,
) {
  return keptPage(page)(page, more, await pageInputs(args)) as TypedResponse<ReturnType<typeof salesPageData<P, M>>>;
}
