import type { SocialNetwork } from "./profile";

/** Navigation bar and footer links, in the order the business wants them shown. */

export interface NavLink {
  label: string;
  to: string;
}

export const navLinks: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Digital Products", to: "/#products" },
  { label: "Real Estate Sales", to: "/#real-estate" },
  { label: "Property Management", to: "/#property" },
  { label: "Money Moves Live", to: "/money-moves-live" },
  { label: "Book Session", to: "/schedule-session" },
  { label: "Contact", to: "/contact" },
  { label: "Store", to: "/store" },
];

export const footerLinks: readonly NavLink[] = [
  { label: "Home", to: "/#home" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Money Moves Live", to: "/money-moves-live" },
  { label: "Digital Products", to: "/#products" },
  { label: "Real Estate", to: "/#real-estate" },
  { label: "Book a Session", to: "/#booking" },
  { label: "Dominion Wealth Bundle", to: "/product/dominion-wealth-bundle" },
];

/** Each network's icon (24×24, stroked), drawn by the footer; the profile URLs are in profile.ts. */
export const socialIconPaths: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1Z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  youtube:
    "M22 8.5a3 3 0 0 0-2-2.1C18.2 6 12 6 12 6s-6.2 0-8 .4a3 3 0 0 0-2 2.1A31 31 0 0 0 2 12a31 31 0 0 0 .4 3.5 3 3 0 0 0 2 2.1c1.8.4 8 .4 8 .4s6.2 0 8-.4a3 3 0 0 0 2-2.1A31 31 0 0 0 22 12a31 31 0 0 0-.4-3.5ZM10 15V9l5 3-5 3Z",
  tiktok: "M16 3c.3 2.2 1.7 3.6 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3a3 3 0 1 0 3 3V3h3Z",
};

/** A social link as the footer draws it. */
export interface SocialLink {
  label: string;
  href: string;
  icon: SocialNetwork;
  iconPath: string;
}

/** The legal pages, linked from the footer and from pages without one. */
export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms & Refunds", to: "/terms" },
];

/** The footer's words and links, sent by the root loader (decision 0002). */
export const footer = {
  about: "Faith-driven wealth building: credit, business, real estate and the habits that grow a legacy.",
  exploreHeading: "Explore",
  socialLabel: "Social media",
  rights: "All rights reserved. Our guides are informational, not legal or tax advice.",
  links: footerLinks,
  legal: legalLinks,
  legalLabel: "Legal",
};

export type FooterWords = typeof footer & { social: readonly SocialLink[] };
