import { moneyMovesLive } from "./event";
import { productCovers, type ProductCover } from "./covers";
import type { OfferKey } from "./offers";
import { PLAN_KEYS, propertyPlans } from "./property-plans";
import type { CallToAction, PointList } from "./types";

/** The home page, section by section. */

export const HOME_SECTION_IDS = ["home", "money-moves", "products", "real-estate", "property", "booking"] as const;

export const homeHero = {
  eyebrow: "Faith-driven wealth building",
  title: "Build Wealth With Purpose, One Money Move at a Time",
  lead: "Practical guides, coaching and real-estate services that help you fix your credit, launch and fund your business, buy your first home and grow a legacy your family can stand on.",
  primary: { label: "Get Started Now", to: "/money-moves-live" } satisfies CallToAction,
  secondary: { label: "Explore Digital Products", to: "#products" } satisfies CallToAction,
  pillars: ["Credit & Funding", "Business Launch", "Homeownership", "Real Estate Investing"],
  pillarsLabel: "What we help with",
  meetLabel: "Meet your coach",
} as const;

export const moneyMovesSection = {
  eyebrow: "Free monthly event",
  heading: "Join Money Moves Live",
  text: "Every month we gather online for practical teaching, live Q&A and encouragement. Come with your questions about credit, business or buying a home and leave with a plan for the month ahead.",
  cta: { label: "Reserve My Free Seat", to: "/money-moves-live#register" } satisfies CallToAction,
} as const;

export interface OfferCardContent {
  title: string;
  description: string;
  /** Where the card leads, anchor included. */
  to: string;
  /** The offers the card's price comes from: one offer shows its price, several show "From". */
  offers: readonly OfferKey[];
  cta: string;
  cover: ProductCover;
}

export type ProductTabKey = "ebooks" | "bundles";
export type EstateTabKey = "buyers" | "sellers";

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
}

export const productsSection = {
  eyebrow: "Digital products",
  heading: "Guides and Programs for Every Stage",
  intro:
    "Start with a focused ebook or go further with a bundle or accelerator. Every resource is written to be read today and used tomorrow.",
  tabsLabel: "Product categories",
  /** The query parameter that selects a tab without JavaScript. */
  param: "products",
  defaultTab: "bundles" as ProductTabKey,
  tabs: [
    { key: "ebooks", label: "Ebooks & Guides" },
    { key: "bundles", label: "Bundles & Accelerators" },
  ] satisfies readonly TabDefinition<ProductTabKey>[],
  cards: {
    ebooks: [
      {
        title: "Personal Credit Ebook",
        description: "Read your reports, dispute errors the right way and build a score lenders respect.",
        to: "/product/funding-bundle#personal-credit",
        offers: ["personal-credit-ebook"],
        cta: "Fix My Credit",
        cover: productCovers.personalCredit,
      },
      {
        title: "Business Credit & Funding Ebook",
        description: "Separate your business from your personal credit and position your company for funding.",
        to: "/product/funding-bundle#business-funding",
        offers: ["business-credit-ebook"],
        cta: "Build Business Credit",
        cover: productCovers.businessCredit,
      },
      {
        title: "90-Day Homeownership Game Plan",
        description: "A week-by-week plan from renting to holding the keys to your first home.",
        to: "/product/homeownership-game-plan",
        offers: ["homeownership-game-plan"],
        cta: "Get the Game Plan",
        cover: productCovers.homeownership,
      },
      {
        title: "Property Management Playbook",
        description: "Screen tenants, collect rent on time and protect your rental like a professional.",
        to: "/product/property-management-playbook",
        offers: ["property-management-playbook"],
        cta: "Get the Playbook",
        cover: productCovers.propertyManagement,
      },
    ],
    bundles: [
      {
        title: "Dominion Wealth Bundle",
        description:
          "Our most complete collection: credit, homeownership and wealth-building resources with four bonuses.",
        to: "/product/dominion-wealth-bundle",
        offers: ["dominion-wealth-bundle"],
        cta: "Take Dominion",
        cover: productCovers.dominionWealth,
      },
      {
        title: "Business Launch Accelerator",
        description: "The digital toolkit to launch with confidence, or four weeks of live coaching to do it together.",
        to: "/product/business-launch-accelerator#digital-toolkit",
        offers: ["business-toolkit", "coaching-accelerator"],
        cta: "Launch My Business",
        cover: productCovers.businessLaunch,
      },
      {
        title: "Beginner to Expert Investor Bundle",
        description: "Learn to analyze, finance and buy your first investment property, then build from there.",
        to: "/product/beginner-to-expert-investor-bundle",
        offers: ["investor-bundle"],
        cta: "Start Investing",
        cover: productCovers.investor,
      },
      {
        title: "Biz Registration Bundle",
        description: "Register your business in any state with the guide, video walkthrough and checklists.",
        to: "/product/biz-registration-bundle",
        offers: ["biz-registration-bundle"],
        cta: "Register My Business",
        cover: productCovers.bizRegistration,
      },
      {
        title: "AI Marketing Suite",
        description: "Use AI to plan and create your content, or let our team produce it for you every month.",
        to: "/product/ai-marketing-suite",
        offers: ["ai-playbook", "starter", "growth", "elite"],
        cta: "Market Smarter",
        cover: productCovers.aiMarketing,
      },
      {
        title: "E-Book Growth Accelerator",
        description: "Turn what you know into a published ebook that sells, from outline to launch.",
        to: "/product/ebook-growth-accelerator",
        offers: ["accelerator", "vip"],
        cta: "Write My Ebook",
        cover: productCovers.ebookGrowth,
      },
    ],
  } satisfies Record<ProductTabKey, readonly OfferCardContent[]>,
} as const;

export interface EstatePanel {
  heading: string;
  text: string;
  list: PointList;
  primary: CallToAction;
  secondary?: CallToAction;
}

export const realEstateSection = {
  eyebrow: "Real estate sales",
  heading: "Buy or Sell With a Guide in Your Corner",
  intro:
    "Whether you're buying your first home or selling to move up, you'll have a licensed, faith-driven team with you from the first conversation to the closing table.",
  tabsLabel: "Real estate services",
  param: "estate",
  defaultTab: "buyers" as EstateTabKey,
  tabs: [
    { key: "buyers", label: "Buyers" },
    { key: "sellers", label: "Sellers" },
  ] satisfies readonly TabDefinition<EstateTabKey>[],
  panels: {
    buyers: {
      heading: "Your path to homeownership",
      text: "Buying a home is one of the biggest money moves you'll make. We help you get ready, get approved and find a home that fits your family and your budget.",
      list: {
        heading: "How we help buyers",
        points: [
          "Finding down payment assistance programs you qualify for",
          "Credit coaching to reach a better rate",
          "Document preparation for a smooth approval",
          "Structuring your income the way lenders want to see it",
        ],
      },
      primary: { label: "Start My Home Search", to: "/buyer-inquiry" },
      secondary: { label: "See the 90-Day Game Plan", to: "/product/homeownership-game-plan" },
    },
    sellers: {
      heading: "Sell for what your home is worth",
      text: "Start with a free home valuation. Then choose the level of service that fits your timeline, from a basic listing to our full-service 30-day sale strategy.",
      list: {
        heading: "How we help sellers",
        points: [
          "A free, data-backed valuation of your home",
          "Pricing and preparation advice before you list",
          "Professional marketing to qualified buyers",
          "Negotiation and coordination through closing",
        ],
      },
      primary: { label: "Get My Free Home Valuation", to: "/seller-inquiry" },
    },
  } satisfies Record<EstateTabKey, EstatePanel>,
} as const;

export const propertySection = {
  eyebrow: "Property management",
  heading: "Own Rentals Without the Late-Night Calls",
  text: "We screen tenants, collect rent, coordinate repairs and send clear monthly statements, so your property builds wealth while you build your life.",
  cta: { label: "Compare Management Plans", to: "/property-management" } satisfies CallToAction,
} as const;

export const bookingSection = {
  eyebrow: "One-on-one coaching",
  heading: "Book a Strategy Session",
  text: "Get personal guidance on your credit, business funding, first home or next investment. We'll look at where you are, where you want to be and the steps in between.",
  points: [
    "Review your credit and funding options",
    "Map out your business launch",
    "Plan your path to buying or investing",
  ],
  cta: { label: "Book My Session", to: "/schedule-session" } satisfies CallToAction,
} as const;

/**
 * Everything the home page shows, in page order, as its loader sends it: the words travel as
 * data rather than in the page's script.
 */
export const homePage = {
  hero: homeHero,
  moneyMoves: {
    ...moneyMovesSection,
    facts: [
      ["When", moneyMovesLive.cadence],
      ["Time", moneyMovesLive.time],
      ["Cost", moneyMovesLive.price],
    ] as [string, string][],
  },
  products: productsSection,
  realEstate: realEstateSection,
  property: {
    ...propertySection,
    plans: PLAN_KEYS.map((key) => {
      const { name, price, unit, highlight } = propertyPlans[key];
      return { key, name, price, unit, highlight };
    }),
  },
  booking: bookingSection,
};
