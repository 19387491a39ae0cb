/** Site-wide words that are not a page's own. */
export const DEFAULT_OWNER_NAME = "Faith & Wealth";
export const SITE_TAGLINE = "Faith-driven wealth building for families, founders and investors.";

/** Every public page, for the sitemap (store products are added from the catalog). */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/about",
  "/contact",
  "/store",
  "/money-moves-live",
  "/buyer-inquiry",
  "/seller-inquiry",
  "/property-management",
  "/property-management-inquiry",
  "/schedule-session",
  "/privacy",
  "/terms",
  "/product/business-launch-accelerator",
  "/product/funding-bundle",
  "/product/biz-registration-bundle",
  "/product/ai-marketing-suite",
  "/product/ebook-growth-accelerator",
  "/product/beginner-to-expert-investor-bundle",
  "/product/homeownership-game-plan",
  "/product/dominion-wealth-bundle",
  "/product/property-management-playbook",
];

/** Each public page's name in the owner's report of which pages work (the path shows beside it). */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/": "Home",
  "/about": "About",
  "/contact": "Contact",
  "/store": "Store",
  "/money-moves-live": "Money Moves Live (event)",
  "/buyer-inquiry": "Buying a home",
  "/seller-inquiry": "Selling a home",
  "/property-management": "Property management",
  "/property-management-inquiry": "Property management inquiry",
  "/schedule-session": "Book a session",
  "/privacy": "Privacy policy",
  "/terms": "Terms",
  "/product/business-launch-accelerator": "Business Launch Accelerator",
  "/product/funding-bundle": "Funding Bundle",
  "/product/biz-registration-bundle": "Biz Registration Bundle",
  "/product/ai-marketing-suite": "AI Marketing Suite",
  "/product/ebook-growth-accelerator": "E-Book Growth Accelerator",
  "/product/beginner-to-expert-investor-bundle": "Beginner to Expert Investor Bundle",
  "/product/homeownership-game-plan": "Homeownership Game Plan",
  "/product/dominion-wealth-bundle": "Dominion Wealth Bundle",
  "/product/property-management-playbook": "Property Management Playbook",
};

/** Paths crawlers should not index: carts, purchases, form endpoints and the owner's area. */
export const PRIVATE_PATHS: readonly string[] = ["/cart", "/buy", "/email-list", "/success", "/owner"];

/**
 * The owner's time zone: every date and time of her area and her notices, and the day a page count
 * falls on. The one place it is set until it becomes a setting she edits.
 */
export const OWNER_TIME_ZONE = "America/New_York";
