import type { OfferKey } from "../offers";
import type { Testimonial, VideoSpot } from "../types";

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

export interface SalesPageBase {
  path: string;
  hero: SalesHero;
  video?: VideoSpot;
  testimonials: readonly Testimonial[];
}
