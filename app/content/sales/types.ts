import type { ProductCover } from "~/content/covers";
import type { OfferKey, SaleKey } from "~/content/offers";
import type { Testimonial, VideoSpot } from "~/content/types";

/** One purchasable offer as a sales page presents it; its price comes from `offers`. */
export interface OfferBlock {
  offer: OfferKey;
  /** The element id, when other pages link to this offer (e.g. "personal-credit"). */
  id?: string;
  eyebrow?: string;
  heading: string;
  text: string;
  bullets: readonly string[];
  buyLabel: string;
  /** Short facts shown as chips, e.g. "Thursdays at 8 PM EST". */
  facts?: readonly string[];
  /** A ribbon such as "Best Value" or "Most Popular". */
  badge?: string;
}

/** The top of every sales page. */
export interface SalesHero {
  eyebrow: string;
  /** The page's h1. */
  title: string;
  subtitle: string;
}

/** The offers' prices as words quote them (services/sales/sales-page.server.ts fills them in from `offers`). */
export interface OfferPrices {
  /** "$47", or "$97/m" for a monthly plan. */
  of(offer: OfferKey): string;
  /** The struck-through price: "$59.97". */
  was(offer: OfferKey): string;
  /** The lowest price of some offers: "$97". */
  from(offers: readonly OfferKey[]): string;
}

/** A page's title and its search description, whose prices come from the offers. */
export interface SalesSeo {
  title: string;
  description(price: OfferPrices): string;
}

export interface SalesPageBase {
  path: string;
  seo: SalesSeo;
  hero: SalesHero;
  video?: VideoSpot;
  testimonials: readonly Testimonial[];
  sell: SalesExtras;
}

/** What one offer contains and how it arrives. */
export interface DeliveryFacts<K extends SaleKey = OfferKey> {
  offer: K;
  /** e.g. "PDF ebook". */
  format: string;
  /** Pages, hours or sessions, e.g. "86 pages". */
  length: string;
  /** How it arrives, when not the usual download (see sellingWords.downloadDelivery). */
  delivery?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** What every sales page needs to sell: its cover, its facts, its questions, its closing button. */
/** `K`: the typed offers' keys; a product she made is sold under its address (SaleKey). */
export interface SalesExtras<K extends SaleKey = OfferKey> {
  cover: ProductCover;
  delivery: readonly DeliveryFacts<K>[];
  faq: readonly FaqItem[];
  /** The offer of the buy button after the guarantee and of the phone's buy bar. */
  closing: { offer: K; buyLabel: string };
}
