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

/** Paths crawlers should not index: carts, purchases, form endpoints and the owner's area. */
export const PRIVATE_PATHS: readonly string[] = ["/cart", "/buy", "/email-list", "/success", "/owner"];
