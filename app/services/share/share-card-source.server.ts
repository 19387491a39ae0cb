import type { AppLoadContext } from "@remix-run/cloudflare";
import { shareCards } from "~/content/share-cards";
import { PUBLIC_PAGES } from "~/content/site";
import { shareImagePath } from "~/lib/covers";
import { eventFacts } from "~/lib/event-facts";
import { formatPrice } from "~/lib/money";
import type { ShownOffer } from "~/lib/offer-prices";
import { isOnShow, isProductKey, productPath } from "~/lib/products";
import { shareCardPath, sharePageKey, type ShareCardInputs, type ShareCardStatus } from "~/lib/share-card";
import type { ShareCardArt } from "~/lib/share-card-layout";
import * as clock from "~/lib/clock";
import { siteView, type SiteView } from "~/services/site/site-view.server";

/**
 * What a page's live share card is made of, read from what the page itself shows: her name and
 * photo (as she set them), the page's title, an offer's cover, price and status, the next session.
 */
export interface ShareCardSource {
  inputs: ShareCardInputs;
  art: ShareCardArt;
  /** The stored picture's path (/site/photo/…), when the card shows one. */
  pictureSrc?: string;
  /** The page's card drawn at build time: what a link preview gets when drawing fails. */
  fallback: string;
}

type Context = Pick<AppLoadContext, "services" | "config">;

/** Her photos and covers are drawn from R2; the sample photo (an SVG in public/) is not a photo to draw. */
const STORED_PHOTO = /^\/site\/photo\/[0-9a-f]{64}\.(jpg|png|webp)$/;

/**
 * The most pixels a card's picture may have: her web-size photo (at most 2,000 px a side) always
 * fits; a product's cover stored as it came (a phone's 12 MP) would take photon past the Worker's
 * 128 MB to decode, so its card shows the drawn cover instead.
 */
const PICTURE_MAX_PIXELS = 4_000_000;

function drawable(photo: { src: string; width?: number; height?: number } | undefined): boolean {
  return (
    !!photo &&
    STORED_PHOTO.test(photo.src) &&
    !!photo.width &&
    !!photo.height &&
    photo.width * photo.height <= PICTURE_MAX_PIXELS
  );
}

function cardStatus(offer: ShownOffer): ShareCardStatus {
  return offer.status === "sold-out" || offer.status === "coming-soon" ? offer.status : "on-sale";
}

/** The page's card, or undefined for a page without one (the owner's pages, forms' answers, the cart). */
export async function shareCardSource(
  context: Context,
  page: string,
  site?: SiteView,
): Promise<ShareCardSource | undefined> {
  site ??= await siteView(context);
  const { person } = site.profile;
  const ownerName = person.name;
  const products = site.overrides.products;
  const slug = page.startsWith("/product/") ? page.slice("/product/".length) : "";
  if (isProductKey(slug, products) && isOnShow(products![slug]!) && productPath(slug) === page) {
    const product = products![slug]!;
    const shown = await context.services.prices.product(slug, product);
    const cover = product.cover;
    const stored = cover && drawable(cover);
    return {
      inputs: {
        page,
        title: product.title,
        ownerName,
        ...(stored ? { photoKey: cover.src } : {}),
        price: formatPrice(shown.priceCents, shown.billing, shown.currency),
        status: cardStatus(shown),
      },
      art: stored
        ? { kind: "cover-photo", width: cover.width!, height: cover.height! }
        : { kind: "cover-design", design: DEFAULT_DESIGN, title: product.title },
      ...(stored ? { pictureSrc: cover.src } : {}),
      fallback: shareImagePath("/"),
    };
  }
  const card = PUBLIC_PAGES.includes(page) ? shareCards.find((c) => c.path === page) : undefined;
  if (!card) return undefined;
  const fallback = shareImagePath(page);
  if (card.offer) {
    const shown = await context.services.prices.offer(card.offer, site.overrides.offers);
    return {
      inputs: {
        page,
        title: card.title,
        ownerName,
        price: formatPrice(shown.priceCents, shown.billing, shown.currency),
        status: cardStatus(shown),
      },
      art: card.cover ? { kind: "cover-design", design: card.cover.design, title: card.cover.title } : { kind: "none" },
      fallback,
    };
  }
  const photo = person.headshot;
  const stored = drawable(photo);
  let nextSession: string | undefined;
  if (page === "/" || page === "/money-moves-live") {
    const facts = eventFacts(clock.now(), site.overrides.event);
    nextSession = page === "/" ? `Money Moves Live: ${facts.when}` : `${facts.when}, ${facts.time}`;
  }
  return {
    inputs: {
      page,
      title: card.title,
      ownerName,
      ...(stored ? { photoKey: photo.src } : {}),
      ...(nextSession ? { nextSession } : {}),
    },
    art: stored ? { kind: "photo", width: photo.width, height: photo.height } : { kind: "none" },
    ...(stored ? { pictureSrc: photo.src } : {}),
    fallback,
  };
}

/** A product of hers without a cover: the site's navy book. */
const DEFAULT_DESIGN = {
  backdrop: "#eef4fb",
  cover: "#1e3a5f",
  accent: "#e6ae35",
  motif: "spark",
  volumes: 1,
} as const;

/** The page a card's page key names (`product-x` → `/product/x`), or undefined when no page has a card under it. */
export async function sharePageOf(context: Context, pageKey: string): Promise<string | undefined> {
  const products = (await context.services.site.overrides()).products ?? {};
  const candidates = [...PUBLIC_PAGES, ...Object.keys(products).map(productPath)];
  return candidates.find((page) => sharePageKey(page) === pageKey);
}

/** The page's live card's address (site-relative), or undefined for a page without a card. */
export async function shareCardAddress(context: Context, page: string, site?: SiteView): Promise<string | undefined> {
  const source = await shareCardSource(context, page, site);
  return source ? shareCardPath(source.inputs) : undefined;
}

/**
 * The card a page's link preview shows: its own, else the home page's (the cart, a form's answer);
 * undefined when neither can be named now (the page keeps its build-time card).
 */
export async function sharedCardAddress(context: Context, page: string, site: SiteView): Promise<string | undefined> {
  try {
    return (await shareCardAddress(context, page, site)) ?? (await shareCardAddress(context, "/", site));
  } catch (error) {
    console.error(`The share card of ${page} could not be named:`, error);
    return undefined;
  }
}
