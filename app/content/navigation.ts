/** Navigation bar and footer links, in the order the spec gives them. */

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

export interface SocialLink {
  label: string;
  href: string;
  icon: "facebook" | "instagram" | "youtube" | "tiktok";
}

/** The owner's profiles; replace the handles with the real ones. */
export const socialLinks: readonly SocialLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { label: "Instagram", href: "https://www.instagram.com/", icon: "instagram" },
  { label: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
  { label: "TikTok", href: "https://www.tiktok.com/", icon: "tiktok" },
];

/** The footer's words and links, sent by the root loader (decision 0002). */
export const footer = {
  about: "Faith-driven wealth building: credit, business, real estate and the habits that grow a legacy.",
  exploreHeading: "Explore",
  socialLabel: "Social media",
  rights: "All rights reserved. Our guides are informational, not legal or tax advice.",
  links: footerLinks,
  social: socialLinks,
};

export type FooterWords = typeof footer;
