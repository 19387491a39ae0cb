/**
 * Every digital product's cover, drawn at build time from its title and design (app/lib/covers.ts,
 * scripts/images.mjs): the home page's cards, the sales pages' heroes and their share cards.
 */

/** A cover mock-up: colours, an icon and how many volumes it shows. */
export interface CoverDesign {
  backdrop: string;
  cover: string;
  accent: string;
  motif: "credit" | "business" | "home" | "keys" | "chart" | "document" | "spark" | "pen";
  volumes: 1 | 2 | 3;
}

export interface ProductCover {
  /** Printed on the cover; also its file name. */
  title: string;
  design: CoverDesign;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

/** A cover she uploaded for a product of her own (/owner/products): one of her photos. */
export interface PhotoCover {
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

/** What a sales page or card shows as a product's cover: drawn at build time, or her photo. */
export type AnyCover = ProductCover | PhotoCover;

const cover = (title: string, design: CoverDesign, volumes = "cover"): ProductCover => ({
  title,
  design,
  alt: `The ${title} ${volumes}`,
});

export const productCovers = {
  personalCredit: cover("Personal Credit Ebook", {
    backdrop: "#eef4fb",
    cover: "#1e3a5f",
    accent: "#e6ae35",
    motif: "credit",
    volumes: 1,
  }),
  businessCredit: cover("Business Credit & Funding Ebook", {
    backdrop: "#f9edcc",
    cover: "#0f766e",
    accent: "#f9edcc",
    motif: "business",
    volumes: 1,
  }),
  fundingBundle: cover(
    "Credit & Funding Bundle",
    { backdrop: "#e0f2fe", cover: "#0f766e", accent: "#e6ae35", motif: "credit", volumes: 2 },
    "ebooks",
  ),
  homeownership: cover("90-Day Homeownership Game Plan", {
    backdrop: "#fdf2e9",
    cover: "#9a3412",
    accent: "#fde68a",
    motif: "home",
    volumes: 1,
  }),
  propertyManagement: cover("Property Management Playbook", {
    backdrop: "#ecfdf5",
    cover: "#166534",
    accent: "#fef3c7",
    motif: "keys",
    volumes: 1,
  }),
  businessLaunch: cover(
    "Business Launch Accelerator",
    { backdrop: "#eef2ff", cover: "#3730a3", accent: "#e6ae35", motif: "business", volumes: 2 },
    "toolkit and workbook",
  ),
  investor: cover(
    "Beginner to Expert Investor Bundle",
    { backdrop: "#f0fdf4", cover: "#14532d", accent: "#e6ae35", motif: "chart", volumes: 3 },
    "guides",
  ),
  bizRegistration: cover(
    "Biz Registration Bundle",
    { backdrop: "#fef9c3", cover: "#1e3a5f", accent: "#ecc25b", motif: "document", volumes: 2 },
    "guide and checklists",
  ),
  aiMarketing: cover(
    "AI Marketing Suite",
    { backdrop: "#f5f3ff", cover: "#6d28d9", accent: "#fde68a", motif: "spark", volumes: 2 },
    "playbook",
  ),
  ebookGrowth: cover(
    "E-Book Growth Accelerator",
    { backdrop: "#fff1f2", cover: "#9f1239", accent: "#fde68a", motif: "pen", volumes: 3 },
    "workbooks",
  ),
  dominionWealth: cover(
    "Dominion Wealth Bundle",
    { backdrop: "#fef3c7", cover: "#1e3a5f", accent: "#e6ae35", motif: "keys", volumes: 3 },
    "bundle",
  ),
} satisfies Record<string, ProductCover>;
