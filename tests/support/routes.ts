/** Every route of the site, with the layout rules it must follow. */
export interface RouteExpectation {
  path: string;
  footer: boolean;
  navLinks: boolean;
}

const NO_FOOTER = new Set([
  "/money-moves-live",
  "/buyer-inquiry",
  "/seller-inquiry",
  "/property-management",
  "/property-management-inquiry",
  "/success",
  "/about",
]);
const NO_NAV_LINKS = new Set([
  "/buyer-inquiry",
  "/seller-inquiry",
  "/property-management",
  "/property-management-inquiry",
]);

export const SALES_PAGES = [
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

export const PAGE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/store",
  "/success",
  "/money-moves-live",
  "/buyer-inquiry",
  "/seller-inquiry",
  "/property-management",
  "/property-management-inquiry",
  "/schedule-session",
  "/privacy",
  "/terms",
  ...SALES_PAGES,
];

export const ROUTES: RouteExpectation[] = PAGE_PATHS.map((path) => ({
  path,
  footer: !NO_FOOTER.has(path),
  navLinks: !NO_NAV_LINKS.has(path),
}));
