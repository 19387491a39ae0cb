import type { SocialNetwork } from "./profile";

// Plain numbers and names the owner's forms show beside their fields; the schemas in
// lib/site-sections.ts enforce them. Kept apart from the schemas so a form's page ships no validator.

/** Words she types are text; these bound them (the forms say so beside each field). */
export const SITE_LIMITS = {
  announcement: 160,
  name: 100,
  headline: 160,
  bio: 6000,
  /** A credential or focus area, one line. */
  line: 200,
  /** How many credentials or focus areas. */
  lines: 12,
  offices: 6,
  officeLine: 200,
  address: 300,
  email: 254,
  phone: 30,
  licence: 200,
  brokerage: 200,
  url: 500,
  testimonialName: 80,
  testimonialContext: 120,
  quote: 600,
  testimonials: 30,
  offerHeadline: 120,
  /** What a buyer saves a file as, and how many files one offer may give. */
  fileName: 120,
  offerFiles: 20,
  /** The welcome email's subject and Markdown body. */
  welcomeSubject: 150,
  welcomeBody: 20000,
  /** A product she makes (/owner/products): its title, line under it, page address and sales words. */
  productTitle: 120,
  productTagline: 200,
  productSlug: 60,
  productBlock: 4000,
  products: 50,
} as const;

/** The social links she may set, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "tiktok"] as const satisfies SocialNetwork[];
