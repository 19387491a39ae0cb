import type { ProductCover } from "./covers";
import { buyerInquiryPage, propertyInquiryPage, sellerInquiryPage } from "./inquiries";
import type { OfferKey } from "./offers";
import { privacyPolicy, termsOfPurchase } from "./policies";
import { salesPages } from "./sales";
import { SITE_TAGLINE } from "./site";
import { shopPage } from "./shop";

/**
 * What each public page's link preview shows (a 1200 × 630 PNG drawn at build time by
 * scripts/images.mjs): its title, a line under it, and on a sales page the cover and the price.
 * Every page of PUBLIC_PAGES has one (the build fails otherwise); a test checks every title
 * against the page's own og:title.
 */
export interface ShareCardContent {
  path: string;
  title: string;
  /** The line under the title; a sales page's is its price. */
  line: string;
  cover?: ProductCover;
  /** The offer whose price a sales page's card shows. */
  offer?: OfferKey;
}

const page = (path: string, title: string, line: string = SITE_TAGLINE): ShareCardContent => ({ path, title, line });

export const shareCards: readonly ShareCardContent[] = [
  // Home's title is the site's name (the card's top line): the tagline stands in for it.
  page("/", "Faith-Driven Wealth Building", "Credit, business, homeownership and investing"),
  page("/about", "About"),
  page("/contact", "Contact"),
  page("/store", shopPage.title),
  page("/money-moves-live", "Money Moves Live", "Free live event, the last Saturday of every month"),
  page("/buyer-inquiry", buyerInquiryPage.seo.title),
  page("/seller-inquiry", sellerInquiryPage.seo.title),
  page("/property-management", "Property Management"),
  page("/property-management-inquiry", propertyInquiryPage.seo.title),
  page("/schedule-session", "Book a Session"),
  page("/privacy", privacyPolicy.seo.title),
  page("/terms", termsOfPurchase.seo.title),
  ...salesPages.map(({ path, page: sales }) => ({
    path,
    title: sales.seo.title,
    line: "",
    cover: sales.sell.cover,
    offer: sales.sell.closing.offer,
  })),
];
