/** Site-wide words that are not a page's own. */
export const DEFAULT_OWNER_NAME = "Faith & Wealth";
export const SITE_TAGLINE = "Faith-driven wealth building for families, founders and investors.";
